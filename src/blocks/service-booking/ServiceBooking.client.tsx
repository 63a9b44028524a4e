'use client'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { brandItemFor, unsupportedBrand } from './mechanic-mate/brand'
import { BrandLogo, type BrandItem } from './mechanic-mate/BrandLogo'
import {
  initialMechmateState,
  loadMechmate,
  mechmateMaxState,
  resetMechmate,
  saveMechmate,
} from './mechanic-mate/store'
import { SummarySheet } from './mechanic-mate/SummarySheet.client'
import { mechmateTexts } from './mechanic-mate/texts'
import { checkAuthorisedWorkshop, loadCategories } from './api'
import { CarStep, type CarDraft } from './CarStep.client'
import { timeLabel } from './format'
import { OfferingCategories } from './Offerings.client'
import {
  bookingReducer,
  emptyContact,
  initialBookingState,
  stepNumber,
  type BookingFlowState,
  type Category,
  type Contact,
  type Place,
} from './state'
import { BookingSummary } from './Summary'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'
import { trackPurchase, trackStep, type BookingVariant } from './tracking'
import type { WorkshopList } from './workshops'

// Step 4 (the workshop list, its map and the time picker) is a chunk of its own, loaded only when reached.
const WorkshopStep = dynamic(() => import('./WorkshopStep.client'), {
  ssr: false,
  loading: () => <p role="status">{fill(texts.loadingWorkshops, { n: 5 })}</p>,
})

// The mechanic-mate confirmation and its map: a chunk loaded at step 5 only.
const MechmateConfirmation = dynamic(() => import('./mechanic-mate/Confirmation.client'), { ssr: false })

type Loaded = { status: 'idle' | 'loading' | 'ready' | 'failed'; categories: Category[] }

/** Whether the add-ons answer offers the car anything: otherwise step 3 is skipped. */
const offersAddons = (loaded: Loaded) =>
  loaded.status === 'ready' &&
  loaded.categories.some((category) => category.offerings.some((offering) => offering.isAvailable))

/** Services or add-ons for the car at a place; a failure is an answer too. */
async function fetchCategories(
  kind: 'services' | 'addons',
  registration: string,
  position: { lat: number; lng: number },
): Promise<Loaded> {
  const result = await loadCategories(kind, registration, position)
  if (!result.ok && kind === 'services') console.error('BOOKING_SERVICES_FAILED', { code: result.code })
  return result.ok ? { status: 'ready', categories: result.value } : { status: 'failed', categories: [] }
}

export type ServiceBookingProps = {
  /** The place the page's lat and lng parameters name (spec 03 §2.2), resolved on the server. */
  prefill: Place | null
  damageInspectionUrl: string
  contactEmail: string
  styleUrl: string
  /** The presentation: the service booking page, or the mechanic-mate variant (spec 03 §2.3). */
  variant?: BookingVariant
  /** The mechanic-mate variant's brand items, whose logo the authorised header shows. */
  brands?: BrandItem[]
  /** The brands the mechanic-mate page links to above the flow (where an unserviced brand books). */
  linkedBrands?: string[]
}

/**
 * The mechanic-mate header's brand check: pending, or its answer for the car's brand; a brand the
 * lookup refused (BrandNotSupported) is not serviced at all.
 */
type BrandCheck = { brand: string; authorised: boolean | null; serviced: boolean }

const headerState = (check: BrandCheck) =>
  check.authorised === null
    ? 'pending'
    : check.authorised
      ? 'authorised'
      : check.serviced
        ? 'not-authorised'
        : 'not-serviced'

/**
 * The Swedish service booking flow (spec 03 §2.2, §4, §5): one island, its steps driven by state,
 * not routes. Steps reached and not shown collapse into a header that reopens them.
 */
export function ServiceBooking({
  prefill,
  damageInspectionUrl,
  contactEmail,
  styleUrl,
  variant = 'service',
  brands = [],
  linkedBrands = [],
}: ServiceBookingProps) {
  const root = useHydratedMarker<HTMLDivElement>()
  const mechmate = variant === 'mechmate'
  // The mechanic-mate island runs in the browser only: it starts from the session's store.
  const [state, dispatch] = useReducer(bookingReducer, variant, (shown) =>
    shown === 'mechmate'
      ? (loadMechmate(window.sessionStorage) ?? initialMechmateState)
      : initialBookingState,
  )
  const [brandAnswer, setBrandAnswer] = useState<BrandCheck | null>(null)
  const [draft, setDraft] = useState<CarDraft>(() =>
    state.car && state.location
      ? {
          registration: state.car.registrationNumber,
          query: state.location.name,
          place: state.location,
          prefilled: false,
        }
      : { registration: '', query: prefill?.name ?? '', place: prefill, prefilled: prefill !== null },
  )
  // A resumed flow loads again what its steps reached show.
  const resumed = mechmate && state.car !== null && state.location !== null && state.bookingState < 5
  const [services, setServices] = useState<Loaded>({ status: resumed ? 'loading' : 'idle', categories: [] })
  const [addons, setAddons] = useState<Loaded>({
    status: resumed && state.bookingState >= 3 ? 'loading' : 'idle',
    categories: [],
  })
  const [confirmation, setConfirmation] = useState<{ id: string; email: string } | null>(null)
  // Step 4 is unmounted while another step is shown: what it loaded and what was typed live here.
  const [contact, setContact] = useState<Contact>(emptyContact)
  const [workshopList, setWorkshopList] = useState<WorkshopList | null>(null)
  const headings = useRef<Record<number, HTMLHeadingElement | null>>({})
  // A resumed flow does not report the steps it had reached again.
  const tracked = useRef(
    new Set<number>(
      Array.from({ length: state.bookingState > 0 ? state.bookingState + 1 : 0 }, (_, step) => step),
    ),
  )
  const shown = useRef(state.displayState)

  // The mechanic-mate store is kept in the session on every change.
  useEffect(() => {
    if (mechmate) saveMechmate(window.sessionStorage, state)
  }, [mechmate, state])

  // The mechanic-mate header: the car's brand checked against the group's authorised workshops.
  // A lookup asks before it shows step 2 (flow step 2); a resumed flow asks again as it starts.
  const checkedBrand = mechmate ? state.car?.brand : undefined
  const answered = useRef<string | null>(null)
  const checkBrand = async (brand: string) => {
    const authorised = await checkAuthorisedWorkshop(brand)
    answered.current = brand
    setBrandAnswer({ brand, authorised, serviced: true })
    trackStep(1, { authorised }, variant)
  }
  useEffect(() => {
    if (!checkedBrand || answered.current === checkedBrand) return
    let cancelled = false
    void checkAuthorisedWorkshop(checkedBrand).then((authorised) => {
      if (cancelled) return
      answered.current = checkedBrand
      setBrandAnswer({ brand: checkedBrand, authorised, serviced: true })
    })
    return () => {
      cancelled = true
    }
  }, [checkedBrand])
  // Pending while the car's brand has no answer yet; a refused lookup's brand answers no at once.
  const brandCheck: BrandCheck | null = checkedBrand
    ? brandAnswer?.brand === checkedBrand
      ? brandAnswer
      : { brand: checkedBrand, authorised: null, serviced: true }
    : mechmate
      ? brandAnswer
      : null

  // A step shown: its heading takes the focus (not on the first render) in the commit that shows it,
  // so a key pressed right after starts from there; reaching it is tracked once. A heading drawn
  // later (the mechanic-mate confirmation is a chunk of its own) takes it as it mounts.
  const focusPending = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (shown.current !== state.displayState) {
      const heading = headings.current[state.displayState]
      if (heading?.isConnected) heading.focus()
      focusPending.current = heading?.isConnected ? null : state.displayState
    }
    shown.current = state.displayState
  }, [state.displayState])
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    if (!element) return
    const number = Number(element.dataset.stepHeading)
    headings.current[number] = element
    if (focusPending.current === number) {
      focusPending.current = null
      element.focus()
    }
  }, [])
  useEffect(() => {
    if (tracked.current.has(state.bookingState)) return
    tracked.current.add(state.bookingState)
    trackStep(state.bookingState, {}, variant)
  }, [state.bookingState, variant])

  const car = state.car
  const loadServices = async (registration: string, place: Place) => {
    setServices({ status: 'loading', categories: [] })
    setServices(
      await fetchCategories('services', registration, { lat: place.latitude, lng: place.longitude }),
    )
  }

  const loadAddons = async (): Promise<Loaded> => {
    if (!car || !state.lat || !state.lng) return addons
    if (addons.status === 'ready') return addons
    setAddons({ status: 'loading', categories: [] })
    const loaded = await fetchCategories('addons', car.registrationNumber, { lat: state.lat, lng: state.lng })
    setAddons(loaded)
    return loaded
  }

  // A resumed flow (mechanic-mate): its services and add-ons asked for once, as the page runs.
  const resumedFrom = useRef(
    resumed && state.car && state.location
      ? {
          registration: state.car.registrationNumber,
          position: { lat: state.location.latitude, lng: state.location.longitude },
          addons: state.bookingState >= 3,
        }
      : null,
  )
  useEffect(() => {
    const from = resumedFrom.current
    if (!from) return
    void fetchCategories('services', from.registration, from.position).then(setServices)
    if (from.addons) void fetchCategories('addons', from.registration, from.position).then(setAddons)
  }, [])

  const lookedUp = async (found: NonNullable<BookingFlowState['car']>, place: Place) => {
    const changed =
      found.registrationNumber !== car?.registrationNumber || place.placeId !== state.location?.placeId
    if (mechmate) await checkBrand(found.brand)
    dispatch({
      type: 'lookedUp',
      car: found,
      location: place,
      maxBookingState: mechmate ? mechmateMaxState : undefined,
    })
    if (!changed && services.status === 'ready') return
    // A new car or place: its services, and its add-ons asked for again when step 3 comes.
    setAddons({ status: 'idle', categories: [] })
    await loadServices(found.registrationNumber, place)
  }

  const continueToAddons = async () => {
    if (!car || !state.lat || !state.lng) return
    const loaded = await loadAddons()
    // No add-ons for this car, or they could not be loaded: step 3 is skipped.
    dispatch({ type: 'advance', step: offersAddons(loaded) ? 3 : 4 })
  }

  const selected = Object.values(state.services)
  const serviceCount = selected.filter((service) => service.type === 'service').length
  const addonCount = selected.filter((service) => service.type === 'addon').length
  const addonsShown = offersAddons(addons)
  const codes = Object.keys(state.services)

  const step = (number: number, title: string, summary: string, content: ReactNode) => {
    const open = state.displayState === number
    const reached = number <= state.bookingState
    if (!open && !reached) return null
    const label = fill(texts.step, { n: stepNumber(number), max: state.maxBookingState })
    return (
      <section
        key={number}
        aria-labelledby={`booking-step-${number}`}
        className="rounded-md border border-neutral-300 p-4"
        data-step={number}
        data-open={open || undefined}
      >
        {open ? (
          <>
            <h2
              id={`booking-step-${number}`}
              ref={headingRef}
              data-step-heading={number}
              tabIndex={-1}
              className="mb-4 text-xl font-semibold"
            >
              <span className="block text-sm font-normal text-neutral-700">{label}</span>
              {title}
            </h2>
            {content}
          </>
        ) : (
          <h2 id={`booking-step-${number}`} className="text-base">
            <button
              type="button"
              onClick={() => dispatch({ type: 'show', step: number })}
              disabled={state.bookingState >= 5}
              className="flex w-full flex-wrap items-baseline justify-between gap-2 text-left"
              data-step-summary={number}
            >
              <span>
                <span className="block text-sm text-neutral-700">{label}</span>
                <span className="font-semibold">{title}</span>
                <span className="block text-sm">{summary}</span>
              </span>
              {state.bookingState < 5 ? <span className="text-sm underline">{texts.edit}</span> : null}
            </button>
          </h2>
        )}
      </section>
    )
  }

  const carSummary = car
    ? `${car.registrationNumber}, ${car.brand} ${car.model}, ${state.location?.name ?? ''}`
    : ''
  const servicesSummary = selected
    .filter((service) => service.type === 'service')
    .map((service) => service.name)
    .join(', ')
  const addonsSummary =
    selected
      .filter((service) => service.type === 'addon')
      .map((service) => service.name)
      .join(', ') || texts.continueWithoutAddons
  const { workshop, timeSlot } = state.bookingInfo
  const brandLogo = brandCheck ? brandItemFor(brands, brandCheck.brand) : undefined

  return (
    <div
      ref={root}
      className={`grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] ${mechmate ? 'max-lg:pb-24' : ''}`}
      data-service-booking
      data-variant={variant}
      data-display-state={state.displayState}
      data-booking-state={state.bookingState}
    >
      <div className="grid content-start gap-4">
        {mechmate && brandCheck ? (
          <div
            role="status"
            className="flex items-center gap-3 rounded-md bg-neutral-100 p-4"
            data-brand-header={headerState(brandCheck)}
          >
            {brandCheck.authorised === null ? (
              <p>{mechmateTexts.checking}</p>
            ) : brandCheck.authorised ? (
              <>
                <BrandLogo brand={brandLogo ?? { name: brandCheck.brand, logoUrl: null }} size="large" />
                <p className="text-lg font-semibold">
                  {fill(mechmateTexts.authorised, { brand: brandCheck.brand })}
                </p>
              </>
            ) : (
              <p className="text-lg font-semibold">
                {brandCheck.serviced ? mechmateTexts.notAuthorised : mechmateTexts.notServiced}
              </p>
            )}
          </div>
        ) : null}
        {mechmate && state.displayState >= mechmateMaxState ? (
          <MechmateConfirmation
            state={state}
            heading={headingRef}
            onNewBooking={() => {
              resetMechmate(window.sessionStorage)
              window.location.reload()
            }}
          />
        ) : state.displayState === 5 && confirmation ? (
          <section
            aria-labelledby="booking-step-5"
            className="rounded-md border border-neutral-300 p-4"
            data-confirmation
          >
            <h2
              id="booking-step-5"
              ref={headingRef}
              data-step-heading={5}
              tabIndex={-1}
              className="mb-3 text-2xl font-semibold"
            >
              {texts.confirmationHeading}
            </h2>
            <p>{fill(texts.confirmationText, { email: confirmation.email })}</p>
            <p className="mt-2">
              {texts.confirmationNumber}: <strong data-confirmation-id>{confirmation.id}</strong>
            </p>
            {workshop && timeSlot ? (
              <p className="mt-2">
                {workshop.siteName}, {workshop.address}: {timeLabel(timeSlot, texts.fullDay)}
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="mt-4 inline-flex min-h-11 items-center rounded-full border-2 border-neutral-900 px-6 font-semibold"
            >
              {texts.newBooking}
            </button>
          </section>
        ) : (
          <>
            {step(
              0,
              texts.carHeading,
              carSummary,
              <CarStep
                draft={draft}
                onDraft={setDraft}
                onLookedUp={lookedUp}
                linkedBrands={linkedBrands}
                onRefused={(code) => {
                  // The car asked about is not the one looked up before: its header, services and
                  // summary go (spec 03 §2.3, §8).
                  dispatch({ type: 'refused' })
                  setServices({ status: 'idle', categories: [] })
                  setAddons({ status: 'idle', categories: [] })
                  // An unserviced brand: the header says no authorised workshop, and offers nothing.
                  const brand = mechmate ? unsupportedBrand(code) : null
                  setBrandAnswer(brand ? { brand, authorised: false, serviced: false } : null)
                  answered.current = brand
                  if (brand) trackStep(1, { authorised: false }, variant)
                }}
              />,
            )}
            {step(
              2,
              texts.servicesHeading,
              servicesSummary,
              <div className="grid gap-4" data-services-step>
                {services.status === 'loading' || services.status === 'idle' ? (
                  <p role="status">{texts.searching}</p>
                ) : services.status === 'failed' ? (
                  <p role="alert" data-services-failed>
                    {texts.servicesFailed} {fill(texts.contactUs, { email: contactEmail })}
                  </p>
                ) : (
                  <OfferingCategories
                    categories={services.categories}
                    kind="service"
                    state={state}
                    dispatch={dispatch}
                  />
                )}
                <div
                  className="flex items-start gap-3 rounded-md border border-neutral-300 p-4"
                  data-damage-inspection
                >
                  <svg viewBox="0 0 24 24" className="size-6 shrink-0 fill-current" aria-hidden="true">
                    <path d="M12 3 2 20h20zm-1 6h2v5h-2zm0 7h2v2h-2z" />
                  </svg>
                  <div>
                    <h3 className="font-semibold">{texts.damageHeading}</h3>
                    <p className="text-sm">{texts.damageText}</p>
                    <a
                      href={damageInspectionUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-semibold underline"
                    >
                      {texts.damageLink}
                    </a>
                  </div>
                </div>
                <div>
                  <button
                    type="button"
                    disabled={serviceCount === 0 || addons.status === 'loading'}
                    onClick={() => void continueToAddons()}
                    aria-describedby={serviceCount === 0 ? 'booking-services-hint' : undefined}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2.5 font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
                    data-services-continue
                  >
                    {texts.continue}
                  </button>
                  {serviceCount === 0 ? (
                    <p id="booking-services-hint" className="mt-1 text-sm text-neutral-700">
                      {texts.chooseAtLeastOne}
                    </p>
                  ) : null}
                </div>
              </div>,
            )}
            {addonsShown
              ? step(
                  3,
                  texts.addonsHeading,
                  addonsSummary,
                  <div className="grid gap-4" data-addons-step>
                    <OfferingCategories
                      categories={addons.categories}
                      kind="addon"
                      state={state}
                      dispatch={dispatch}
                    />
                    <div className="flex flex-wrap gap-3">
                      <button
                        type="button"
                        disabled={addonCount === 0}
                        onClick={() => dispatch({ type: 'advance', step: 4, addons: true })}
                        className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2.5 font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
                        data-addons-continue
                      >
                        {texts.continue}
                      </button>
                      <button
                        type="button"
                        disabled={addonCount > 0}
                        onClick={() => dispatch({ type: 'advance', step: 4, addons: false })}
                        className="inline-flex min-h-11 items-center rounded-full border-2 border-neutral-900 px-6 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50"
                        data-without-addons
                      >
                        {texts.continueWithoutAddons}
                      </button>
                    </div>
                  </div>,
                )
              : null}
            {step(
              4,
              texts.workshopHeading,
              workshop ? workshop.siteName : '',
              car && state.displayState === 4 ? (
                <WorkshopStep
                  key={codes.join(',')}
                  state={state}
                  dispatch={dispatch}
                  codes={codes}
                  styleUrl={styleUrl}
                  contactEmail={contactEmail}
                  contact={contact}
                  onContact={setContact}
                  kept={workshopList}
                  onKeep={setWorkshopList}
                  onBooked={(id, email) => {
                    trackPurchase(id, state.services, variant)
                    setConfirmation({ id, email })
                    dispatch({ type: 'booked', id })
                  }}
                />
              ) : null,
            )}
          </>
        )}
      </div>
      {!mechmate ? (
        <div className="lg:sticky lg:top-4 lg:self-start">
          <BookingSummary state={state} />
        </div>
      ) : car && state.displayState < mechmateMaxState ? (
        <SummarySheet count={serviceCount + addonCount}>
          <BookingSummary state={state} headingOnDesktopOnly />
        </SummarySheet>
      ) : null}
    </div>
  )
}
