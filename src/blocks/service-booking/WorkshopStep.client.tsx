'use client'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type Dispatch } from 'react'
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import { workshopErrorText } from '@/services/workshop/errors'
import { useFocusOnCommit } from '@/ui/focus/use-focus-on-commit'
import { placedPlaces } from '@/ui/map/clusters'
import { book, closestAvailableUrl, loadPrices, parseStreamMessage } from './api'
import { ContactForm } from './ContactForm'
import { distanceLabel, timeLabel } from './format'
import {
  orderWorkshops,
  streamAwaited,
  streamLimit,
  type WorkshopList,
  type WorkshopSort,
  type WorkshopStream as Stream,
} from './workshops'
import type { BookingAction, BookingFlowState, Contact, Workshop } from './state'
import { TimePicker } from './TimePicker'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'

// MapLibre's island: its own chunk, loaded only once step 4 shows a map.
const MapViewport = dynamic(() => import('@/ui/map/MapViewport.client'), { ssr: false })

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
  const codesKey = codes.join(',')
  const query = [car.registrationNumber, state.lat, state.lng, codesKey].join('|')
  // A list of the same query that had finished loading is shown again; anything else loads anew.
  const [earlier] = useState(() => (kept?.query === query && kept.stream.status !== 'loading' ? kept : null))
  const [workshops, setWorkshops] = useState<Workshop[]>(earlier?.workshops ?? [])
  const [received, setReceived] = useState(earlier?.received ?? 0)
  const [cursor, setCursor] = useState<string | null>(earlier?.cursor ?? null)
  const [stream, setStream] = useState<Stream>(
    earlier?.stream ?? { status: 'loading', error: '', exhausted: false },
  )
  const [sort, setSort] = useState<WorkshopSort>(earlier?.sort ?? 'nearest')
  const [submitting, setSubmitting] = useState(false)
  const [bookingError, setBookingError] = useState<string | null>(null)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const chosenHeading = useRef<HTMLParagraphElement>(null)
  // A chosen workshop or time moves the focus to its summary.
  const focusOnCommit = useFocusOnCommit()
  const focusChosen = () => focusOnCommit(() => chosenHeading.current)
  const { workshop, timeSlot } = state.bookingInfo

  useEffect(() => {
    onKeep({ query, workshops, received, cursor, stream, sort })
  }, [onKeep, query, workshops, received, cursor, stream, sort])

  // One stream per page of workshops: closed after `streamLimit` messages, or when it ends. A page
  // already loaded (the list kept from an earlier visit of this step) is not asked for again.
  const loading = stream.status === 'loading'
  useEffect(() => {
    if (!loading) return
    const source = new EventSource(
      closestAvailableUrl({
        regNo: car.registrationNumber,
        codes: codesKey.split(','),
        lat: state.lat!,
        lng: state.lng!,
        cursor,
      }),
    )
    let count = 0
    const finish = (status: Stream['status'], error = '') => {
      source.close()
      setStream((current) => ({
        status: status === 'nosites' && cursor === null ? 'nosites' : status === 'nosites' ? 'done' : status,
        error,
        exhausted: current.exhausted || status === 'nosites' || (status === 'done' && count < streamLimit),
      }))
    }
    source.onmessage = (event: MessageEvent<string>) => {
      const message = parseStreamMessage(event.data)
      if (message.kind === 'workshop') {
        count++
        setReceived(count)
        setWorkshops((current) =>
          current.some((known) => known.departmentId === message.workshop.departmentId)
            ? current
            : [...current, message.workshop],
        )
        if (count >= streamLimit) finish('done')
      } else if (message.kind === 'nosites') finish('nosites')
      else {
        console.error('BOOKING_WORKSHOP_STREAM_ERROR', { message: message.message })
        pushToDataLayer({ event: 'no_workshop_available', flow_name: 'service_booking' })
        finish('error', message.message || workshopErrorText('ServerError'))
      }
    }
    // The server ends the stream after its last workshop; EventSource would reconnect: close it.
    source.onerror = () => finish('done')
    return () => source.close()
  }, [car.registrationNumber, codesKey, state.lat, state.lng, cursor, loading])

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
    const result = await book({
      customer: {
        firstName: contact.firstName.trim(),
        lastName: contact.lastName.trim(),
        phone: contact.phone.trim(),
        email: contact.email.trim(),
      },
      freeText: contact.freeText,
      departmentId: workshop.departmentId,
      timeSlot: timeSlot.timeslot,
      isFullDay: timeSlot.isFullDay,
      registrationNumber: car.registrationNumber,
      mileage: state.milage ?? 1,
      serviceOfferingRequests: Object.entries(state.services).map(([code, service]) => ({
        kobraId: code,
        ...(service.unit !== null ? { unitsSelected: service.unit } : {}),
        ...(service.userInput ? { userInput: service.userInput } : {}),
      })),
    })
    setSubmitting(false)
    if (result.ok) return onBooked(result.id, contact.email.trim())
    console.error('BOOKING_REFUSED', { code: result.code, fields: Object.keys(result.fields) })
    const customerFields = Object.fromEntries(
      Object.entries(result.fields)
        .filter(([name]) => name.startsWith('customer.'))
        .map(([name, message]) => [name.slice('customer.'.length), message]),
    )
    setRefused(customerFields)
    setBookingError(workshopErrorText(result.code))
  }

  const awaiting = stream.status === 'loading' && received < streamAwaited && cursor === null
  const ordered = orderWorkshops(workshops, sort)
  const places = placedPlaces(
    workshops.map((entry) => ({
      id: entry.departmentId,
      name: entry.siteName,
      lat: entry.latitude,
      lng: entry.longitude,
      address: entry.address,
    })),
  )

  if (workshop)
    return (
      <div className="grid gap-4" data-chosen-workshop={workshop.departmentId}>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-neutral-100 p-3">
          <p ref={chosenHeading} tabIndex={-1} className="font-semibold" data-chosen>
            {timeSlot
              ? fill(texts.chosen, { workshop: workshop.siteName, time: timeLabel(timeSlot, texts.fullDay) })
              : `${workshop.siteName}, ${workshop.address}`}
          </p>
          <button
            type="button"
            onClick={() => {
              dispatch({ type: 'clearWorkshop' })
              setBookingError(null)
            }}
            className="text-sm font-semibold underline"
            data-change-workshop
          >
            {texts.changeWorkshopOrTime}
          </button>
        </div>
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
      </div>
    )

  // Nothing to book: no workshop for the car, or none with a free time (spec 03 §8 "No workshops found").
  const noneBookable = stream.status !== 'loading' && !workshops.some((entry) => entry.firstTimeSlot)
  const noWorkshops = (
    <div role="alert" data-no-workshops>
      <p className="font-semibold">{stream.status === 'error' ? stream.error : texts.noWorkshops}</p>
      <p>{fill(texts.noWorkshopsContact, { email: contactEmail })}</p>
    </div>
  )
  if (stream.status === 'nosites' || (stream.status !== 'loading' && workshops.length === 0))
    return noWorkshops

  return (
    <div className="grid gap-4" data-workshops data-stream={stream.status}>
      {awaiting ? (
        <div role="status" data-workshop-placeholders={streamAwaited - received}>
          <p className="text-sm">{fill(texts.loadingWorkshops, { n: streamAwaited - received })}</p>
          <ul aria-hidden="true" className="mt-2 grid gap-2">
            {Array.from({ length: streamAwaited - received }, (_, index) => (
              <li key={index} className="h-16 animate-pulse rounded-md bg-neutral-200" />
            ))}
          </ul>
        </div>
      ) : (
        <>
          {noneBookable && stream.status !== 'error' ? noWorkshops : null}
          <fieldset className="flex flex-wrap gap-4" data-workshop-sort>
            <legend className="mb-1 text-sm font-semibold">{texts.sortLabel}</legend>
            {(['nearest', 'firstFree'] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="workshop-sort"
                  checked={sort === option}
                  onChange={() => setSort(option)}
                  className="size-5"
                  data-sort={option}
                />
                {option === 'nearest' ? texts.sortNearest : texts.sortFirstFree}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="order-2 lg:order-1" data-workshop-map>
              {places.length ? (
                <MapViewport
                  places={places}
                  view={{ lat: state.lat!, lng: state.lng!, zoom: 8 }}
                  styleUrl={styleUrl}
                  label={texts.mapLabel}
                  clusterLabel={texts.mapCluster}
                  unavailableText={texts.mapUnavailable}
                  failedText={texts.mapFailed}
                  showText={texts.mapShow}
                />
              ) : null}
            </div>
            <ul
              className="order-1 grid content-start gap-2 lg:order-2"
              aria-label={texts.workshopHeading}
              data-workshop-list
            >
              {ordered.map((entry) => (
                <li
                  key={entry.departmentId}
                  className="rounded-md border border-neutral-300 p-3"
                  data-workshop={entry.departmentId}
                >
                  <p className="font-semibold">{entry.siteName}</p>
                  <p className="text-sm">
                    {entry.address}
                    {entry.distanceKm !== null ? ` · ${distanceLabel(entry.distanceKm)}` : ''}
                  </p>
                  <p className="text-sm" data-first-free={entry.firstTimeSlot?.timeslot ?? ''}>
                    {entry.firstTimeSlot
                      ? fill(texts.firstFree, { time: timeLabel(entry.firstTimeSlot, texts.fullDay) })
                      : texts.noFreeTime}
                  </p>
                  <button
                    type="button"
                    onClick={() => void chooseWorkshop(entry)}
                    disabled={!entry.firstTimeSlot}
                    aria-label={`${texts.chooseWorkshop} ${entry.siteName}`}
                    className="mt-2 inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast disabled:opacity-50"
                    data-choose-workshop={entry.departmentId}
                  >
                    {texts.chooseWorkshop}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {stream.status === 'error' ? (
            <p role="alert" className="text-red-800">
              {stream.error}
            </p>
          ) : null}
          {stream.exhausted && cursor !== null ? <p>{texts.noMoreWorkshops}</p> : null}
          {!stream.exhausted ? (
            <div>
              <button
                type="button"
                disabled={stream.status === 'loading'}
                onClick={() => {
                  setReceived(0)
                  setStream((current) => ({ ...current, status: 'loading' }))
                  setCursor(workshops.at(-1)?.departmentId ?? null)
                }}
                className="inline-flex min-h-11 items-center rounded-full border-2 border-neutral-900 px-6 font-semibold disabled:opacity-50"
                data-load-more
              >
                {texts.loadMore}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
