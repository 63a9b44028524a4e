/**
 * Customers change their own booking ("Bookings: changes"): the confirmation mail and text carry a
 * link to a page that shows the booking and moves it to another free time or cancels it, until
 * the workshop's cut-off before the appointment. The link is keyed to the booking and to its
 * number of changes, so it stops working once the booking changes (each change sends a new one),
 * and after the appointment's day. Staff changes go through the same moves and messages.
 */
import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, addMinutes, format, parseISO } from 'date-fns'
import type { Payload } from 'payload'
import type { WorkshopBooking } from '@/cms/payload-types'
import { dateLabel, todayIn } from '@/lib/dates/calendar-date'
import { derivedKey, hmacHex } from '@/lib/derived-keys'
import { logger } from '@/lib/log/logger'
import { hoursOn } from '@/lib/opening-hours'
import { serverUrl } from '@/lib/server-url'
import { sendEmail } from '@/services/email'
import { sendSms } from '@/services/sms'
import {
  bookedJobs,
  cancelBooking,
  confirmBooking,
  rebook,
  type BookingChange,
  type ChangeOutcome,
} from './bookings'
import { bookingSchedule, capacityOf, type WorkshopCapacity } from './capacity'
import { servicesByCode } from './catalogue'
import { confirmationAllowed } from './confirmations'
import { availability, fullDayTime, type DayAvailability } from './free-times'
import { bookingHorizon, timeslotDays } from './horizon'
import { calendarInvitation } from './ics'
import { workshopNetwork, workshopSite, workshopSitesIndex } from './network'
import { workshopMarket, workshopTimeZone, type Workshop } from './workshops'

const log = logger.child({ name: 'workshop' })

type Linkable = Pick<WorkshopBooking, 'confirmationId' | 'sequence'>

/** The link's key: for this link alone, never a key of another use of the server's secret. */
const linkKey = () => derivedKey('workshop', 'booking change link')

/** 128 bits of HMAC over the booking number and its number of changes. */
export function changeToken(booking: Linkable): string {
  return hmacHex(linkKey(), booking.confirmationId, String(booking.sequence ?? 0)).slice(0, 32)
}

/** The customer's page of the booking, on the site whose workshops the flow books. */
export const changePath = (booking: Linkable) => `/bokning/${booking.confirmationId}/${changeToken(booking)}`

/** The customer's page of the booking as a whole address, on the booking site's host. */
export async function changeLink(payload: Payload, booking: Linkable): Promise<string> {
  const site = await workshopSite(payload)
  return new URL(changePath(booking), site?.url || serverUrl()).toString()
}

/** The appointment's start, an instant (the booking stores the workshop's wall-clock time). */
const appointmentStart = (booking: Pick<WorkshopBooking, 'date' | 'time'>) =>
  new TZDate(`${booking.date}T${booking.time}:00`, workshopTimeZone)

export type LinkedBooking = {
  booking: WorkshopBooking
  /** The workshop as the catalog has it; null when it has left the catalog since. */
  workshop: Workshop | null
  capacity: WorkshopCapacity
  serviceNames: string[]
  /** The last moment the customer may move or cancel it. */
  changeUntil: Date
  /** Booked, and before its cut-off. */
  mayChange: boolean
}

export type LinkOutcome =
  ({ status: 'found' } & LinkedBooking) | { status: 'invalid' } | { status: 'expired' }

/**
 * The booking a link names, if its token is the booking's current one. A wrong token, an unknown
 * number and an older link look the same, so the page tells no one which numbers exist.
 */
export async function bookingForLink(
  payload: Payload,
  confirmationId: string,
  token: string,
  now: Date,
): Promise<LinkOutcome> {
  if (!/^[A-Z2-9]{10}$/.test(confirmationId) || !/^[0-9a-f]{32}$/.test(token)) return { status: 'invalid' }
  const found = await payload.find({
    collection: 'workshop-bookings',
    where: { confirmationId: { equals: confirmationId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const booking = found.docs[0]
  const expected = Buffer.from(changeToken(booking ?? { confirmationId, sequence: -1 }))
  if (!booking || !timingSafeEqual(expected, Buffer.from(token))) return { status: 'invalid' }
  if (booking.date < todayIn(workshopTimeZone, now)) return { status: 'expired' }
  return { status: 'found', ...(await linkedBooking(payload, booking, now)) }
}

/** A booking with its workshop, capacity and services, and whether its customer may still change it. */
export async function linkedBooking(
  payload: Payload,
  booking: WorkshopBooking,
  now: Date,
): Promise<LinkedBooking> {
  const [network, capacity, services] = await Promise.all([
    workshopNetwork(payload, workshopSitesIndex()),
    capacityOf(payload, booking.departmentId),
    servicesByCode(
      payload,
      servicesOf(booking).map((service) => service.kobraId),
    ),
  ])
  const changeUntil = new Date(appointmentStart(booking).getTime() - capacity.changeHours * 3_600_000)
  const workshop = network.workshops.find((entry) => entry.departmentId === booking.departmentId) ?? null
  return {
    booking,
    workshop,
    capacity,
    serviceNames: services.map((service) => service.name),
    changeUntil,
    mayChange: booking.status === 'booked' && workshop !== null && now < changeUntil,
  }
}

const servicesOf = (booking: WorkshopBooking) =>
  Array.isArray(booking.services) ? (booking.services as Array<{ kobraId: string }>) : []

/**
 * The free times the booking could move to: its job's length, from today over the time picker's
 * four weeks and within the booking horizon, its own time counted free.
 */
export async function freeTimesFor(
  payload: Payload,
  linked: LinkedBooking,
  now: Date,
): Promise<DayAvailability[]> {
  if (!linked.workshop) return []
  const { booking } = linked
  const from = todayIn(workshopTimeZone, now)
  const until = format(addDays(parseISO(from), timeslotDays), 'yyyy-MM-dd')
  const jobs = await bookedJobs(payload, booking.departmentId, from, undefined, until)
  const own = jobs.findIndex(
    (job) =>
      job.date === booking.date &&
      job.minutes === booking.minutes &&
      job.time === (booking.isFullDay ? null : booking.time),
  )
  if (own >= 0) jobs.splice(own, 1)
  const horizon = bookingHorizon(now, linked.capacity.horizonMonths)
  return availability({
    schedule: bookingSchedule(linked.workshop, linked.capacity),
    timeZone: workshopTimeZone,
    market: workshopMarket,
    capacity: linked.capacity,
    bookings: jobs,
    minutes: booking.minutes,
    from,
    days: timeslotDays,
    now,
    leadMinutes: linked.capacity.leadMinutes,
  })
    .filter((day) => day.date <= horizon)
    .map((day) =>
      booking.isFullDay ? { ...day, availableSlots: [] } : { ...day, allDaySlotAvailable: false },
    )
    .filter((day) => day.availableSlots.length > 0 || day.allDaySlotAvailable)
}

export type LinkChange =
  | { status: 'changed'; booking: WorkshopBooking }
  | { status: 'invalid' | 'expired' | 'TooLate' | 'TimeslotNotAvailable' | 'Stale' }

/**
 * Moves the booking a link names to `to` (a full-day booking to another full day, `time` null),
 * if the link is current, the cut-off not passed, and the job fits there; then tells the customer.
 */
export async function moveByLink(
  payload: Payload,
  link: { confirmationId: string; token: string },
  to: { date: string; time: string | null },
  now: Date,
): Promise<LinkChange> {
  const linked = await bookingForLink(payload, link.confirmationId, link.token, now)
  if (linked.status !== 'found') return linked
  if (!linked.mayChange) return { status: linked.booking.status === 'booked' ? 'TooLate' : 'Stale' }
  if ((to.time === null) !== Boolean(linked.booking.isFullDay)) return { status: 'TimeslotNotAvailable' }
  return moveBooking(payload, linked, to, { by: 'customer', at: now })
}

/** Moves a booking (by its customer or the workshop's staff) and tells the customer. */
export async function moveBooking(
  payload: Payload,
  linked: LinkedBooking,
  to: { date: string; time: string | null },
  change: BookingChange,
): Promise<LinkChange> {
  const { booking, workshop, capacity } = linked
  if (!workshop) return { status: 'TimeslotNotAvailable' }
  const ready = new TZDate(change.at.getTime() + capacity.leadMinutes * 60_000, workshopTimeZone)
  const readyDate = format(ready, 'yyyy-MM-dd')
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(to.date) ||
    to.date < readyDate ||
    to.date > bookingHorizon(change.at, capacity.horizonMonths)
  )
    return { status: 'TimeslotNotAvailable' }
  const outcome = await rebook(
    payload,
    booking,
    to,
    {
      hours: hoursOn(bookingSchedule(workshop, capacity), parseISO(to.date), workshopMarket),
      capacity,
      earliest: to.date === readyDate ? format(ready, 'HH:mm') : undefined,
    },
    change,
  )
  return told(payload, outcome, linked, 'moved', change.at, change.reason)
}

/** Cancels the booking a link names, if the link is current and the cut-off not passed. */
export async function cancelByLink(
  payload: Payload,
  link: { confirmationId: string; token: string },
  now: Date,
): Promise<LinkChange> {
  const linked = await bookingForLink(payload, link.confirmationId, link.token, now)
  if (linked.status !== 'found') return linked
  if (!linked.mayChange) return { status: linked.booking.status === 'booked' ? 'TooLate' : 'Stale' }
  return cancelAs(payload, linked, { by: 'customer', at: now })
}

/** Cancels a booking (by its customer or the workshop's staff, with a reason) and tells the customer. */
export async function cancelAs(
  payload: Payload,
  linked: LinkedBooking,
  change: BookingChange,
): Promise<LinkChange> {
  const outcome = await cancelBooking(payload, linked.booking, change)
  return told(payload, outcome, linked, 'cancelled', change.at, change.reason)
}

/** The workshop confirms a booking ("Bookings: the planner") and tells the customer. */
export async function confirmAs(payload: Payload, linked: LinkedBooking, at: Date): Promise<LinkChange> {
  const outcome = await confirmBooking(payload, linked.booking, at)
  return told(payload, outcome, linked, 'confirmed', at)
}

async function told(
  payload: Payload,
  outcome: ChangeOutcome,
  linked: LinkedBooking,
  kind: 'moved' | 'cancelled' | 'confirmed',
  now: Date,
  reason?: string,
): Promise<LinkChange> {
  if (outcome.status !== 'changed') return outcome
  await tellCustomer(payload, kind, { ...linked, booking: outcome.booking, reason }, now).catch(
    (error: unknown) =>
      // The change stands; the customer sees it on their page even when a message could not go out.
      log.error(
        { code: 'WORKSHOP_CHANGE_MESSAGE_FAILED', bookingId: outcome.booking.id, err: error },
        'booking change message failed',
      ),
  )
  return outcome
}

/**
 * "torsdag 10 december 2026 kl. 09:00", or the day and when to leave the car for a full-day
 * booking: written out in Swedish in every booking mail and text, as the tire hotel's are.
 */
export function whenText(booking: Pick<WorkshopBooking, 'date' | 'time' | 'isFullDay'>): string {
  const day = dateLabel(booking.date)
  return booking.isFullDay ? `${day}, lämna bilen före ${fullDayTime}` : `${day} kl. ${booking.time}`
}

const subjects = {
  reminder: (id: string, workshop: string) => `Påminnelse om din verkstadstid i morgon, ${workshop} (${id})`,
  booked: (id: string, workshop: string) => `Bokningsbekräftelse ${id}, ${workshop}`,
  moved: (id: string, workshop: string) => `Ny tid för din bokning ${id}, ${workshop}`,
  cancelled: (id: string, workshop: string) => `Din bokning ${id} är avbokad, ${workshop}`,
  confirmed: (id: string, workshop: string) => `Din bokning ${id} är bekräftad, ${workshop}`,
}

const openings = {
  reminder: 'Välkommen till verkstaden i morgon.',
  booked: 'Tack för din bokning.',
  moved: 'Din verkstadstid är flyttad. Den nya tiden:',
  cancelled: 'Din verkstadstid är avbokad.',
  confirmed: 'Verkstaden har bekräftat din tid:',
}

/**
 * The customer's mail (with the calendar event, replaced or cancelled) and text after a booking,
 * a move or a cancellation, each with the booking's current link while it can still change.
 */
export async function tellCustomer(
  payload: Payload,
  kind: keyof typeof subjects,
  linked: Pick<LinkedBooking, 'booking' | 'workshop' | 'serviceNames'> & {
    /** The car as the lookup named it ("Volvo V60"), beside its registration number. */
    car?: string
    /** The services with their prices, in place of their names alone. */
    lines?: string[]
    /** Why the workshop moved or cancelled it. */
    reason?: string
  },
  now: Date,
): Promise<void> {
  const { booking, workshop } = linked
  const customer = booking.customer as { email?: string; phone?: string }
  const recipients = [customer.email, customer.phone].filter((entry): entry is string => Boolean(entry))
  // A new booking's recipients are only what a visitor typed, so its confirmations are limited per
  // recipient and car ("Bookings: confirmations"); a change comes from the link that only those
  // recipients were sent, or from the workshop's staff, and is always told.
  if (kind === 'booked' && !(await confirmationAllowed(recipients, booking.registrationNumber))) {
    log.info(
      { code: 'WORKSHOP_CONFIRMATION_THROTTLED', bookingId: booking.confirmationId },
      'booking kept without a confirmation',
    )
    return
  }
  const workshopName = workshop?.siteName ?? booking.departmentId
  const link = kind === 'cancelled' ? null : await changeLink(payload, booking)
  const summary = [
    `Bokningsnummer: ${booking.confirmationId}`,
    `Verkstad: ${workshopName}${workshop ? `, ${workshop.address}` : ''}`,
    `Tid: ${whenText(booking)}`,
    `Bil: ${[booking.registrationNumber, linked.car].filter(Boolean).join(' ')}`,
    ...(linked.lines ?? ['Tjänster:', ...linked.serviceNames.map((name) => `- ${name}`)]),
  ].join('\n')
  const start = `${booking.date}T${booking.time}`
  const end = format(
    addMinutes(parseISO(start), booking.isFullDay ? 9 * 60 : booking.minutes),
    "yyyy-MM-dd'T'HH:mm",
  )
  const changeLine = link ? `\n\nFlytta eller avboka din tid: ${link}` : ''
  const reasonLine = linked.reason ? `\n\nOrsak: ${linked.reason}` : ''
  if (customer.email)
    await sendEmail({
      to: customer.email,
      replyTo: workshop?.email ?? undefined,
      subject: subjects[kind](booking.confirmationId, workshopName),
      text: `Hej!\n\n${openings[kind]}${reasonLine}\n\n${summary}${kind === 'booked' ? '\n\n* Priserna är medianpriser och kan variera.' : ''}${changeLine}`,
      attachments:
        kind === 'reminder' || kind === 'confirmed'
          ? []
          : [
              {
                filename: 'bokning.ics',
                contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
                content: calendarInvitation({
                  uid: `${booking.confirmationId}@workshop-booking`,
                  start,
                  end,
                  timeZone: workshopTimeZone,
                  summary: `Verkstadsbesök, ${workshopName}`,
                  description: summary,
                  location: workshop?.address ?? '',
                  stamp: now,
                  sequence: booking.sequence ?? 0,
                  cancelled: kind === 'cancelled',
                }),
              },
            ],
    })
  if (customer.phone)
    await sendSms({
      to: customer.phone,
      subject: subjects[kind](booking.confirmationId, workshopName),
      text: `${openings[kind]} ${kind === 'cancelled' ? '' : `${whenText(booking)}, `}${workshopName}. Bokning ${booking.confirmationId}.${link ? ` Flytta eller avboka: ${link}` : ''}`,
    })
}

/** Outcome codes as the customer's page shows them (src/app/…/bokning). */
export type LinkChangeStatus = Exclude<LinkChange['status'], 'changed'>

const longDay = new Intl.DateTimeFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** A workshop day as the customer's page names it ("tisdag 22 december"). */
export const dayText = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`))

/** The appointment as the customer's page shows it ("tisdag 22 december kl. 10:00"). */
export function appointmentText(booking: Pick<WorkshopBooking, 'date' | 'time' | 'isFullDay'>): string {
  const day = dayText(booking.date)
  return booking.isFullDay ? `${day}, lämna bilen före ${fullDayTime}` : `${day} kl. ${booking.time}`
}
