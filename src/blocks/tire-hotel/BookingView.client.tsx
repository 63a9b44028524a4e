'use client'
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { stockholmTimeZone, todayIn } from '@/lib/dates/calendar-date'
import { useFocusOnCommit } from '@/ui/focus/useFocusOnCommit'
import { createBooking, loadDates, loadTimes, type TireConfirmation, type TireVehicle } from './api'
import { bookableRange, monthOf, startTimes } from './calendar'
import { Calendar, chosenDateText } from './Calendar'
import { contactFields, contactMessages, ContactFields } from './ContactFields'
import { contactErrors, emptyContact, type Contact, type ContactField } from './input'
import { errorText, linkButton, primaryButton, secondaryButton } from './styles'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'
import { StationLinks } from './VehicleCard'

type Loaded<T> = { status: 'idle' | 'loading' | 'ready' | 'failed'; value: T }

/** The server's field names of the booking body, as the contact fields are named. */
const refusedField = (name: string): ContactField | null => {
  const field = name.replace(/^customer\./, '')
  return contactFields.some((entry) => entry.name === field) ? (field as ContactField) : null
}

/** A state in words: waiting and nothing found are polite, a failure is an alert in red. */
function Notice({ role, marker, text }: { role: 'status' | 'alert'; marker: string; text: string }) {
  return (
    <p role={role} className={role === 'alert' ? errorText : undefined} {...{ [`data-${marker}`]: '' }}>
      {text}
    </p>
  )
}

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
  const range = useMemo(() => bookableRange(todayIn(stockholmTimeZone)), [])
  const [dates, setDates] = useState<Loaded<Set<string>>>({ status: 'loading', value: new Set() })
  const [month, setMonth] = useState(monthOf(range.first))
  const [date, setDate] = useState<string | null>(null)
  const [times, setTimes] = useState<Loaded<string[]>>({ status: 'idle', value: [] })
  const [time, setTime] = useState<string | null>(null)
  const [contact, setContact] = useState<Contact>(emptyContact)
  const [left, setLeft] = useState<Set<ContactField>>(new Set())
  const [refused, setRefused] = useState<Partial<Record<ContactField, string>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [bookingError, setBookingError] = useState<string | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const timeHeading = useRef<HTMLHeadingElement>(null)
  const contactHeading = useRef<HTMLHeadingElement>(null)
  const dateHeading = useRef<HTMLHeadingElement>(null)
  const focusOnCommit = useFocusOnCommit()

  // The dates need the visitor's session credential, which only the browser holds.
  useEffect(() => {
    let cancelled = false
    loadDates(vehicle, range, bearer).then((answer) => {
      if (cancelled) return
      if (!answer.ok) return setDates({ status: 'failed', value: new Set() })
      const available = answer.value.availableDates.map((entry) => entry.date).sort()
      setDates({ status: 'ready', value: new Set(available) })
      if (available[0]) setMonth(monthOf(available[0]))
    })
    return () => {
      cancelled = true
    }
  }, [vehicle, range, bearer])

  const chooseDate = async (chosen: string) => {
    setDate(chosen)
    setTime(null)
    setTimes({ status: 'loading', value: [] })
    focusOnCommit(() => timeHeading.current)
    const answer = await loadTimes(vehicle, chosen, bearer)
    setTimes(
      answer.ok
        ? { status: 'ready', value: startTimes(answer.value.availableTimeSlotDates) }
        : { status: 'failed', value: [] },
    )
  }
  const changeDate = () => {
    setDate(null)
    setTime(null)
    setTimes({ status: 'idle', value: [] })
    focusOnCommit(() => dateHeading.current)
  }
  const chooseTime = (chosen: string) => {
    setTime(chosen)
    focusOnCommit(() => contactHeading.current)
  }
  const changeTime = () => {
    setTime(null)
    focusOnCommit(() => timeHeading.current)
  }

  const invalid = contactErrors(contact, contactMessages)
  const shownErrors = {
    ...Object.fromEntries(Object.entries(invalid).filter(([field]) => left.has(field as ContactField))),
    ...refused,
  }
  const timeSettled = times.status === 'ready' && (times.value.length === 0 || time !== null)
  const canBook = date !== null && timeSettled && Object.keys(invalid).length === 0 && !submitting

  /** Shows every field's message and focuses the first wrong one; whether one was. */
  const focusFirstInvalid = (errors: Partial<Record<ContactField, string>>) => {
    const first = contactFields.find((field) => errors[field.name])
    if (!first) return false
    setLeft(new Set(contactFields.map((field) => field.name)))
    form.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus()
    return true
  }

  const book = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!canBook || date === null) return
    setSubmitting(true)
    setBookingError(null)
    const answer = await createBooking(
      vehicle.location.erpId,
      {
        bookingDate: date,
        bookingStart: time ? `${date}T${time}:00` : null,
        regNo: vehicle.regNo,
        freeText: contact.comment.trim(),
        customer: {
          firstName: contact.firstName.trim(),
          lastName: contact.lastName.trim(),
          email: contact.email.trim(),
          phoneMobile: contact.phoneMobile,
        },
      },
      bearer,
    )
    setSubmitting(false)
    if (answer.ok) return onBooked(answer.value)
    // Spec 03 §8: a thrown error only turns off loading; a refusal shows the server's message.
    if (answer.status === 0) return
    const fields: Partial<Record<ContactField, string>> = {}
    for (const [name, message] of Object.entries(answer.fields)) {
      const field = refusedField(name)
      if (field) fields[field] = message
    }
    setRefused(fields)
    setBookingError(answer.message ?? Object.values(answer.fields)[0] ?? texts.somethingWrong)
    focusFirstInvalid(fields)
  }

  // Enter in a field while the booking cannot go yet: say what is missing where it is.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || canBook || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    focusFirstInvalid(invalid)
  }

  const heading = 'text-lg font-semibold focus:outline-none'
  const station = vehicle.location
  return (
    <form
      ref={form}
      onSubmit={book}
      onKeyDown={onKeyDown}
      noValidate
      className="grid gap-6"
      data-booking-form
    >
      <p>{fill(texts.bookingFor, { regNo: vehicle.regNo, station: station.locationName })}</p>
      <section aria-labelledby="tire-hotel-date-heading" className="grid gap-2" data-date-step>
        <h3 id="tire-hotel-date-heading" ref={dateHeading} tabIndex={-1} className={heading}>
          {texts.dateHeading}
        </h3>
        {date ? (
          <p className="flex flex-wrap items-center gap-3" data-chosen-date={date}>
            <span className="first-letter:uppercase">{chosenDateText(date)}</span>
            <button type="button" onClick={changeDate} className={linkButton} data-change-date>
              {texts.changeDate}
            </button>
          </p>
        ) : dates.status === 'loading' ? (
          <Notice role="status" marker="dates-loading" text={texts.loadingDates} />
        ) : dates.status === 'failed' ? (
          <Notice role="alert" marker="dates-failed" text={texts.datesFailed} />
        ) : dates.value.size === 0 ? (
          <div role="status" data-no-dates>
            <p>{texts.noDates}</p>
            <p className="mt-1">
              <StationLinks location={station} />
            </p>
          </div>
        ) : (
          <Calendar
            month={month}
            range={range}
            available={dates.value}
            onMonth={setMonth}
            onChoose={(chosen) => void chooseDate(chosen)}
          />
        )}
      </section>
      {date ? (
        <section aria-labelledby="tire-hotel-time-heading" className="grid gap-2" data-time-step>
          <h3 id="tire-hotel-time-heading" ref={timeHeading} tabIndex={-1} className={heading}>
            {texts.timeHeading}
          </h3>
          {times.status === 'loading' ? (
            <Notice role="status" marker="times-loading" text={texts.loadingTimes} />
          ) : times.status === 'failed' ? (
            <Notice role="alert" marker="times-failed" text={texts.timesFailed} />
          ) : times.value.length === 0 ? (
            <Notice role="status" marker="no-times" text={texts.noTimes} />
          ) : time ? (
            <p className="flex flex-wrap items-center gap-3" data-chosen-time={time}>
              <span>{fill(texts.chosenTime, { time })}</span>
              <button type="button" onClick={changeTime} className={linkButton} data-change-time>
                {texts.changeTime}
              </button>
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label={texts.timeHeading}>
              {times.value.map((slot) => (
                <li key={slot}>
                  <button
                    type="button"
                    onClick={() => chooseTime(slot)}
                    className="min-h-11 min-w-16 rounded-md border border-brand px-3 text-sm"
                    data-time={slot}
                  >
                    {slot}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <section aria-labelledby="tire-hotel-contact-heading" className="grid gap-2" data-contact-step>
        <h3 id="tire-hotel-contact-heading" ref={contactHeading} tabIndex={-1} className={heading}>
          {texts.contactHeading}
        </h3>
        <ContactFields
          contact={contact}
          onChange={(next) => {
            setContact(next)
            setRefused({})
          }}
          errors={shownErrors}
          onLeave={(field) => setLeft((current) => new Set(current).add(field))}
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
