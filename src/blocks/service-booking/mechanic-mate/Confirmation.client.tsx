'use client'
import type { RefCallback } from 'react'
import { PlaceMap } from '@/ui/map/PlaceMap'
import { BookingSummary } from '../Summary'
import type { BookingFlowState } from '../state'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts } from '../texts'
import { mechmateTexts as texts } from './texts'

/** A maps search for the workshop: its name and address, as the site cards' directions links. */
export const directionsHref = (workshop: { siteName: string; address: string }) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${workshop.siteName}, ${workshop.address}`)}`

/**
 * Step 5 of the mechanic-mate variant (spec 03 §2.3): "Bokning bekräftad", the summary, the
 * workshop on the shared map (loaded when used) with a directions link, and "Ny bokning". Its own
 * chunk: the map's code loads only here.
 */
export default function MechmateConfirmation({
  state,
  heading,
  onNewBooking,
}: {
  state: BookingFlowState
  heading: RefCallback<HTMLHeadingElement>
  onNewBooking: () => void
}) {
  const { workshop } = state.bookingInfo
  return (
    <section
      aria-labelledby="booking-step-5"
      className="grid gap-4 rounded-md border border-neutral-300 p-4"
      data-confirmation
    >
      <h2
        id="booking-step-5"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-semibold"
        data-step-heading={5}
      >
        {texts.confirmed}
      </h2>
      {state.confirmationId ? (
        <p>
          {bookingTexts.confirmationNumber}: <strong data-confirmation-id>{state.confirmationId}</strong>
        </p>
      ) : null}
      <BookingSummary state={state} />
      {workshop ? (
        <>
          <PlaceMap
            label={texts.mapLabel}
            places={[
              {
                id: workshop.departmentId,
                name: workshop.siteName,
                address: workshop.address,
                lat: workshop.latitude,
                lng: workshop.longitude,
              },
            ]}
            view={
              workshop.latitude !== null && workshop.longitude !== null
                ? { lat: workshop.latitude, lng: workshop.longitude, zoom: 15 }
                : undefined
            }
            texts={{
              unavailable: bookingTexts.mapUnavailable,
              failed: bookingTexts.mapFailed,
              cluster: bookingTexts.mapCluster,
              show: bookingTexts.mapShow,
            }}
          />
          <a
            href={directionsHref(workshop)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
            data-directions
          >
            {fill(texts.directions, { workshop: workshop.siteName })}
          </a>
        </>
      ) : null}
      <div>
        <button
          type="button"
          onClick={onNewBooking}
          className="inline-flex min-h-11 items-center rounded-full border-2 border-neutral-900 px-6 font-semibold"
          data-new-booking
        >
          {texts.newBooking}
        </button>
      </div>
    </section>
  )
}
