'use client'
import dynamic from 'next/dynamic'
import { BrandHeader } from './mechanic-mate/BrandHeader'
import type { BrandItem } from './mechanic-mate/BrandLogo'
import { mechmateMaxState, resetMechmate } from './mechanic-mate/store'
import { SummarySheet } from './mechanic-mate/SummarySheet.client'
import { AddonsStep } from './AddonsStep'
import { BookingConfirmation } from './BookingConfirmation'
import { CarStep } from './CarStep.client'
import { ServicesStep } from './ServicesStep'
import type { BookingFlowState, Place } from './state'
import { Step } from './Step'
import { BookingSummary } from './Summary'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'
import type { BookingVariant } from './tracking'
import { offersAddons, useServiceBooking } from './useServiceBooking'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'

// Step 4 (the workshop list, its map and the time picker) is a chunk of its own, loaded only when reached.
const WorkshopStep = dynamic(() => import('./WorkshopStep.client'), {
  ssr: false,
  loading: () => <p role="status">{fill(texts.loadingWorkshops, { n: 5 })}</p>,
})

// The mechanic-mate confirmation and its map: a chunk loaded at step 5 only.
const MechmateConfirmation = dynamic(() => import('./mechanic-mate/Confirmation.client'), { ssr: false })

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

/** The names of the services (or add-ons) chosen, for a collapsed step's header. */
const chosenNames = (state: BookingFlowState, type: 'service' | 'addon') =>
  Object.values(state.services)
    .filter((service) => service.type === type)
    .map((service) => service.name)
    .join(', ')

/** What a reached step's collapsed header says was chosen there. */
const stepSummaries = (state: BookingFlowState) => ({
  car: state.car
    ? `${state.car.registrationNumber}, ${state.car.brand} ${state.car.model}, ${state.location?.name ?? ''}`
    : '',
  services: chosenNames(state, 'service'),
  addons: chosenNames(state, 'addon') || texts.continueWithoutAddons,
  workshop: state.bookingInfo.workshop ? state.bookingInfo.workshop.siteName : '',
})

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
  const flow = useServiceBooking(prefill, variant)
  const { state, dispatch, headingRef } = flow
  const mechmate = variant === 'mechmate'
  const codes = Object.keys(state.services)
  const summaries = stepSummaries(state)
  const stepProps = {
    progress: state,
    headingRef,
    onShow: (step: number) => dispatch({ type: 'show', step }),
  }
  const offerings = { selection: state.services, milage: state.milage, dispatch }

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
        {mechmate && flow.brandCheck ? <BrandHeader check={flow.brandCheck} brands={brands} /> : null}
        {mechmate && state.displayState >= mechmateMaxState ? (
          <MechmateConfirmation
            state={state}
            heading={headingRef}
            onNewBooking={() => {
              resetMechmate(window.sessionStorage)
              window.location.reload()
            }}
          />
        ) : state.displayState === 5 && flow.confirmation ? (
          <BookingConfirmation
            confirmation={flow.confirmation}
            bookingInfo={state.bookingInfo}
            headingRef={headingRef}
          />
        ) : (
          <>
            <Step number={0} title={texts.carHeading} summary={summaries.car} {...stepProps}>
              <CarStep
                draft={flow.draft}
                onDraft={flow.setDraft}
                onLookedUp={flow.lookedUp}
                linkedBrands={linkedBrands}
                onRefused={flow.refused}
              />
            </Step>
            <Step number={2} title={texts.servicesHeading} summary={summaries.services} {...stepProps}>
              <ServicesStep
                services={flow.services}
                {...offerings}
                addonsLoading={flow.addons.status === 'loading'}
                onContinue={() => void flow.continueToAddons()}
                contactEmail={contactEmail}
                damageInspectionUrl={damageInspectionUrl}
              />
            </Step>
            {offersAddons(flow.addons) ? (
              <Step number={3} title={texts.addonsHeading} summary={summaries.addons} {...stepProps}>
                <AddonsStep categories={flow.addons.categories} {...offerings} />
              </Step>
            ) : null}
            <Step number={4} title={texts.workshopHeading} summary={summaries.workshop} {...stepProps}>
              {state.car && state.displayState === 4 ? (
                <WorkshopStep
                  key={codes.join(',')}
                  state={state}
                  dispatch={dispatch}
                  codes={codes}
                  styleUrl={styleUrl}
                  contactEmail={contactEmail}
                  contact={flow.contact}
                  onContact={flow.setContact}
                  kept={flow.workshopList}
                  onKeep={flow.setWorkshopList}
                  onBooked={flow.booked}
                />
              ) : null}
            </Step>
          </>
        )}
      </div>
      {!mechmate ? (
        <div className="lg:sticky lg:top-4 lg:self-start">
          <BookingSummary state={state} />
        </div>
      ) : state.car && state.displayState < mechmateMaxState ? (
        <SummarySheet count={codes.length}>
          <BookingSummary state={state} headingOnDesktopOnly />
        </SummarySheet>
      ) : null}
    </div>
  )
}
