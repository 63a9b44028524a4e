'use client'
import type { TireConfirmation, TireVehicle } from './api'
import { ContactFields } from './ContactFields'
import { DateStep } from './DateStep'
import { errorText, primaryButton, secondaryButton, stepHeading } from './styles'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'
import { TimeStep } from './TimeStep'
import { useBookingFlow } from './useBookingFlow'

/**
 * Booking (spec 03 §2.4, §4, §5, §8): the workshop's dates in a 42-day calendar, then its times
 * (or "Verkstaden återkommer med tid"), then the contact details; "Genomför bokning" once a date,
 * a time where there are times, and valid details are there. "Ändra datum" and "Ändra tid" clear
 * the choice. Nothing typed is lost; a refused field takes the focus with the server's message.
 */
export function BookingView({
  vehicle,
  bearer,
  onBack,
  onBooked,
}: {
  vehicle: TireVehicle
  bearer: string
  onBack: () => void
  onBooked: (confirmation: TireConfirmation) => void
}) {
  const flow = useBookingFlow({ vehicle, bearer, onBooked })
  const { canBook, submitting, bookingError, formRef, dateHeadingRef, timeHeadingRef, contactHeadingRef } =
    flow
  const station = vehicle.location
  return (
    <form
      ref={formRef}
      onSubmit={flow.book}
      onKeyDown={flow.onKeyDown}
      noValidate
      className="grid gap-6"
      data-booking-form
    >
      <p>{fill(texts.bookingFor, { regNo: vehicle.regNo, station: station.locationName })}</p>
      <DateStep
        headingRef={dateHeadingRef}
        station={station}
        range={flow.range}
        dates={flow.dates}
        month={flow.month}
        date={flow.date}
        onMonth={flow.setMonth}
        onChoose={(chosen) => void flow.chooseDate(chosen)}
        onChange={flow.changeDate}
      />
      {flow.date ? (
        <TimeStep
          headingRef={timeHeadingRef}
          times={flow.times}
          time={flow.time}
          onChoose={flow.chooseTime}
          onChange={flow.changeTime}
        />
      ) : null}
      <section aria-labelledby="tire-hotel-contact-heading" className="grid gap-2" data-contact-step>
        <h3 id="tire-hotel-contact-heading" ref={contactHeadingRef} tabIndex={-1} className={stepHeading}>
          {texts.contactHeading}
        </h3>
        <ContactFields
          contact={flow.contact}
          onChange={flow.changeContact}
          errors={flow.shownErrors}
          onLeave={flow.leave}
        />
      </section>
      <div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={!canBook}
            aria-describedby={canBook ? undefined : 'tire-hotel-book-hint'}
            className={primaryButton}
            data-book
          >
            {submitting ? texts.booking : texts.book}
          </button>
          <button type="button" onClick={onBack} className={secondaryButton} data-back>
            {texts.back}
          </button>
        </div>
        {canBook || submitting ? null : (
          <p id="tire-hotel-book-hint" className="mt-2 text-sm text-neutral-700">
            {texts.bookingNeeds}
          </p>
        )}
        <p
          role="alert"
          className={`${errorText} font-semibold`}
          data-booking-error={bookingError ? '' : undefined}
        >
          {bookingError}
        </p>
      </div>
    </form>
  )
}
