'use client'
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { stockholmTimeZone, todayIn } from '@/lib/dates/calendar-date'
import { useFocusOnCommit } from '@/ui/focus/useFocusOnCommit'
import { createBooking, loadDates, loadTimes, type TireConfirmation, type TireVehicle } from './api'
import { bookableRange, monthOf, startTimes } from './calendar'
import { contactFields, contactMessages } from './ContactFields'
import { bookingPayload, contactErrors, emptyContact, type Contact, type ContactField } from './input'
import { tireHotelTexts as texts } from './texts'

export type Loaded<T> = { status: 'idle' | 'loading' | 'ready' | 'failed'; value: T }

/** The server's field names of the booking body, as the contact fields are named. */
const refusedField = (name: string): ContactField | null => {
  const field = name.replace(/^customer\./, '')
  return contactFields.some((entry) => entry.name === field) ? (field as ContactField) : null
}

/** The server's messages of the refused booking fields, by contact field. */
function refusedFields(answered: Record<string, string>) {
  const fields: Partial<Record<ContactField, string>> = {}
  for (const [name, message] of Object.entries(answered)) {
    const field = refusedField(name)
    if (field) fields[field] = message
  }
  return fields
}

/** The workshop's bookable dates and the calendar's month, which opens at the first of them. */
function useBookableDates(vehicle: TireVehicle, bearer: string) {
  const range = useMemo(() => bookableRange(todayIn(stockholmTimeZone)), [])
  const [dates, setDates] = useState<Loaded<Set<string>>>({ status: 'loading', value: new Set() })
  const [month, setMonth] = useState(monthOf(range.first))

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

  return { range, dates, month, setMonth }
}

/**
 * The booking view's state and calls: the workshop's dates (loaded with the visitor's session
 * credential, which only the browser holds), the chosen day's times, the contact details and the
 * booking itself. Each choice moves the focus to the step it opens.
 */
export function useBookingFlow({
  vehicle,
  bearer,
  onBooked,
}: {
  vehicle: TireVehicle
  bearer: string
  onBooked: (confirmation: TireConfirmation) => void
}) {
  const { range, dates, month, setMonth } = useBookableDates(vehicle, bearer)
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
  const changeContact = (next: Contact) => {
    setContact(next)
    setRefused({})
  }
  const leave = (field: ContactField) => setLeft((current) => new Set(current).add(field))

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
      bookingPayload(vehicle.regNo, date, time, contact),
      bearer,
    )
    setSubmitting(false)
    if (answer.ok) return onBooked(answer.value)
    // Spec 03 §8: a thrown error only turns off loading; a refusal shows the server's message.
    if (answer.status === 0) return
    const fields = refusedFields(answer.fields)
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

  return {
    range,
    dates,
    month,
    setMonth,
    date,
    times,
    time,
    contact,
    shownErrors,
    canBook,
    submitting,
    bookingError,
    formRef: form,
    dateHeadingRef: dateHeading,
    timeHeadingRef: timeHeading,
    contactHeadingRef: contactHeading,
    chooseDate,
    changeDate,
    chooseTime,
    changeTime,
    changeContact,
    leave,
    book,
    onKeyDown,
  }
}
