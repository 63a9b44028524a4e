'use client'
import dynamic from 'next/dynamic'
import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { loadCategories } from './api'
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
import { bookingTexts as texts, fill } from './texts'
import { trackPurchase, trackStep } from './tracking'
import type { WorkshopList } from './workshops'

// Step 4 (the workshop list, its map and the time picker) is a chunk of its own, loaded only when reached.
const WorkshopStep = dynamic(() => import('./WorkshopStep.client'), {
  ssr: false,
  loading: () => <p role="status">{texts.loadingWorkshops.replace('{n}', '5')}</p>,
})

type Loaded = { status: 'idle' | 'loading' | 'ready' | 'failed'; categories: Category[] }

/** Whether the add-ons answer offers the car anything: otherwise step 3 is skipped. */
const offersAddons = (loaded: Loaded) =>
  loaded.status === 'ready' &&
  loaded.categories.some((category) => category.offerings.some((offering) => offering.isAvailable))

export type ServiceBookingProps = {
  /** The place the page's lat and lng parameters name (spec 03 §2.2), resolved on the server. */
  prefill: Place | null
  damageInspectionUrl: string
  contactEmail: string
  styleUrl: string
}

/**
 * The Swedish service booking flow (spec 03 §2.2, §4, §5): one island, its steps driven by state,
 * not routes. Steps reached and not shown collapse into a header that reopens them.
 */
export function ServiceBooking({
  prefill,
  damageInspectionUrl,
  contactEmail,
  styleUrl,
}: ServiceBookingProps) {
  const root = useHydratedMarker<HTMLDivElement>()
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState)
  const [draft, setDraft] = useState<CarDraft>({
    registration: '',
    query: prefill?.name ?? '',
    place: prefill,
    prefilled: prefill !== null,
  })
  const [services, setServices] = useState<Loaded>({ status: 'idle', categories: [] })
  const [addons, setAddons] = useState<Loaded>({ status: 'idle', categories: [] })
  const [confirmation, setConfirmation] = useState<{ id: string; email: string } | null>(null)
  // Step 4 is unmounted while another step is shown: what it loaded and what was typed live here.
  const [contact, setContact] = useState<Contact>(emptyContact)
  const [workshopList, setWorkshopList] = useState<WorkshopList | null>(null)
  const headings = useRef<Record<number, HTMLHeadingElement | null>>({})
  const tracked = useRef(new Set<number>())
  const shown = useRef(state.displayState)

  // A step shown: its heading takes the focus (not on the first render) and reaching it is tracked once.
  useEffect(() => {
    if (!tracked.current.has(state.bookingState)) {
      tracked.current.add(state.bookingState)
      trackStep(state.bookingState)
    }
    if (shown.current !== state.displayState) headings.current[state.displayState]?.focus()
    shown.current = state.displayState
  }, [state.displayState, state.bookingState])

  const car = state.car
  const lookedUp = async (found: NonNullable<BookingFlowState['car']>, place: Place) => {
    const changed =
      found.registrationNumber !== car?.registrationNumber || place.placeId !== state.location?.placeId
    dispatch({ type: 'lookedUp', car: found, location: place })
    if (!changed && services.status === 'ready') return
    // A new car or place: its services, and its add-ons asked for again when step 3 comes.
    setAddons({ status: 'idle', categories: [] })
    setServices({ status: 'loading', categories: [] })
    const result = await loadCategories('services', found.registrationNumber, {
      lat: place.latitude,
      lng: place.longitude,
    })
    if (!result.ok) console.error('BOOKING_SERVICES_FAILED', { code: result.code })
    setServices(
      result.ok ? { status: 'ready', categories: result.value } : { status: 'failed', categories: [] },
    )
  }

  const continueToAddons = async () => {
    if (!car || !state.lat || !state.lng) return
    let loaded = addons
    if (loaded.status !== 'ready') {
      setAddons({ status: 'loading', categories: [] })
      const result = await loadCategories('addons', car.registrationNumber, {
        lat: state.lat,
        lng: state.lng,
      })
      loaded = result.ok
        ? { status: 'ready', categories: result.value }
        : { status: 'failed', categories: [] }
      setAddons(loaded)
    }
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
              ref={(element) => {
                headings.current[number] = element
              }}
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

  return (
    <div
      ref={root}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-service-booking
      data-display-state={state.displayState}
      data-booking-state={state.bookingState}
    >
      <div className="grid content-start gap-4">
        {state.displayState === 5 && confirmation ? (
          <section
            aria-labelledby="booking-step-5"
            className="rounded-md border border-neutral-300 p-4"
            data-confirmation
          >
            <h2
              id="booking-step-5"
              ref={(element) => {
                headings.current[5] = element
              }}
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
              <CarStep draft={draft} onDraft={setDraft} onLookedUp={lookedUp} />,
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
                    trackPurchase(id, state.services)
                    setConfirmation({ id, email })
                    dispatch({ type: 'booked', id })
                  }}
                />
              ) : null,
            )}
          </>
        )}
      </div>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <BookingSummary state={state} />
      </div>
    </div>
  )
}
