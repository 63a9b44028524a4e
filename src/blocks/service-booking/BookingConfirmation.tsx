'use client'
import type { RefCallback } from 'react'
import { fill } from '@/lib/i18n/fill'
import { timeLabel } from './format'
import type { BookingInfo } from './state'
import { bookingTexts as texts } from './texts'

/** Step 5 (spec 03 §2.2): the booking confirmed, its number, workshop and time; "Ny bokning" starts afresh. */
export function BookingConfirmation({
  confirmation,
  bookingInfo: { workshop, timeSlot },
  headingRef,
}: {
  confirmation: { id: string; email: string }
  bookingInfo: BookingInfo
  headingRef: RefCallback<HTMLHeadingElement>
}) {
  return (
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
  )
}
