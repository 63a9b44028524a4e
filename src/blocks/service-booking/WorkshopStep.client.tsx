'use client'
import { useRef, useState, type Dispatch } from 'react'
import { workshopErrorText } from '@/services/workshop/errors'
import { useFocusOnCommit } from '@/ui/focus/useFocusOnCommit'
import { book, loadPrices } from './api'
import { ChosenWorkshop } from './ChosenWorkshop'
import { ContactForm } from './ContactForm'
import { bookingRequest, customerFields } from './booking-request'
import type { BookingAction, BookingFlowState, Contact, Workshop } from './state'
import { TimePicker } from './TimePicker'
import { bookingTexts as texts } from './texts'
import { useWorkshopStream } from './useWorkshopStream'
import { WorkshopPicker } from './WorkshopPicker'
import type { WorkshopList } from './workshops'

/**
 * Step 4 (spec 03 §2.2, §4): the workshops nearest the visitor as the stream sends them (the first
 * five awaited behind placeholders, about four more, then closed), on a map and in a sorted list;
 * "Hämta fler" continues after the last one. A chosen workshop shows its weekly free times; a
 * chosen time, the contact form and the book button.
 */
export default function WorkshopStep({
  state,
  dispatch,
  codes,
  styleUrl,
  contactEmail,
  contact,
  onContact,
  kept,
  onKeep,
  onBooked,
}: {
  state: BookingFlowState
  dispatch: Dispatch<BookingAction>
  codes: string[]
  styleUrl: string
  contactEmail: string
  /** The contact form's values: the flow keeps them, so they outlive this step. */
  contact: Contact
  onContact: (contact: Contact) => void
  /** The list as the visitor last left this step; the flow keeps it while the step is closed. */
  kept: WorkshopList | null
  onKeep: (list: WorkshopList) => void
  onBooked: (id: string, email: string) => void
}) {
  const car = state.car!
  const view = { lat: state.lat!, lng: state.lng! }
  const list = useWorkshopStream({
    registration: car.registrationNumber,
    codesKey: codes.join(','),
    ...view,
    kept,
    onKeep,
  })
  const [submitting, setSubmitting] = useState(false)
  const [bookingError, setBookingError] = useState<string | null>(null)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const chosenHeading = useRef<HTMLParagraphElement>(null)
  // A chosen workshop or time moves the focus to its summary.
  const focusOnCommit = useFocusOnCommit()
  const focusChosen = () => focusOnCommit(() => chosenHeading.current)
  const { workshop, timeSlot } = state.bookingInfo

  const chooseWorkshop = async (chosen: Workshop) => {
    focusChosen()
    dispatch({ type: 'workshop', workshop: chosen })
    const offers = await loadPrices(car.registrationNumber, state.milage ?? 1, chosen.departmentId, codes)
    if (offers.length) dispatch({ type: 'prices', offers })
  }

  const submit = async () => {
    if (!workshop || !timeSlot) return
    setSubmitting(true)
    setBookingError(null)
    setRefused({})
    const result = await book(bookingRequest(state, contact, workshop, timeSlot))
    setSubmitting(false)
    if (result.ok) return onBooked(result.id, contact.email.trim())
    console.error('BOOKING_REFUSED', { code: result.code, fields: Object.keys(result.fields) })
    setRefused(customerFields(result.fields))
    setBookingError(workshopErrorText(result.code))
  }

  if (!workshop)
    return (
      <WorkshopPicker
        list={list}
        view={view}
        styleUrl={styleUrl}
        contactEmail={contactEmail}
        onChoose={(chosen) => void chooseWorkshop(chosen)}
      />
    )
  return (
    <ChosenWorkshop
      workshop={workshop}
      timeSlot={timeSlot}
      summaryRef={chosenHeading}
      onChange={() => {
        dispatch({ type: 'clearWorkshop' })
        setBookingError(null)
      }}
    >
      {timeSlot ? (
        <ContactForm
          values={contact}
          onChange={onContact}
          onBook={submit}
          submitting={submitting}
          bookingError={bookingError}
          refused={refused}
        />
      ) : (
        <section aria-labelledby="time-heading">
          <h3 id="time-heading" className="mb-2 text-lg font-semibold">
            {texts.timeHeading}
          </h3>
          <TimePicker
            registration={car.registrationNumber}
            departmentId={workshop.departmentId}
            codes={codes}
            onChoose={(slot) => {
              focusChosen()
              dispatch({ type: 'time', timeSlot: slot })
            }}
          />
        </section>
      )}
    </ChosenWorkshop>
  )
}
