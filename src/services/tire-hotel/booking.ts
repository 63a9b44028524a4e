/**
 * Booking a wheel change at the agreement's station (spec 03 §7 "Tire hotel" GetTimeslotDays,
 * GetTimeslots, create). A wheel change is a workshop booking like any other: the
 * catalogue's `wheelchange` offering gives its duration, the workshop's hours and capacity say
 * where it fits, and src/services/workshop/bookings.ts takes it under the workshop day's lock.
 * Dates run from today plus 3 days to today plus 3 months in the workshop's time zone (spec 03 §9).
 */
import 'server-only'
import { TZDate } from '@date-fns/tz'
import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns'
import type { Payload } from 'payload'
import type { TireHotelAgreement } from '@/cms/payload-types'
import { dateLabel, todayIn } from '@/lib/dates/calendar-date'
import { logger } from '@/lib/log/logger'
import { hoursOn } from '@/lib/opening-hours'
import { sendEmail } from '@/services/email'
import { sendSms } from '@/services/sms'
import { bookingHorizon } from '@/services/workshop/horizon'
import { changeLink } from '@/services/workshop/booking-changes'
import { book, bookedJobs } from '@/services/workshop/bookings'
import { bookingSchedule, capacityOf } from '@/services/workshop/capacity'
import { confirmationAllowed } from '@/services/workshop/confirmations'
import { servicesByCode } from '@/services/workshop/catalogue'
import { availability, fullDayTime, type DayAvailability } from '@/services/workshop/free-times'
import { workshopMarket, workshopTimeZone, type Workshop } from '@/services/workshop/workshops'
import { stationOf } from './agreements'

const log = logger.child({ name: 'tire-hotel' })

/** The workshop offering a tire hotel booking is (src/seed/workshop/services.ts). */
export const wheelChangeCode = 'wheelchange'

/** The first and last bookable dates, 'yyyy-MM-dd' in the workshop's time zone. */
export function bookableRange(now: Date): { first: string; last: string } {
  const today = new TZDate(now.getTime(), workshopTimeZone)
  return {
    first: format(addDays(today, 3), 'yyyy-MM-dd'),
    last: bookingHorizon(now),
  }
}

export type StationFailure = { ok: false; reason: 'other-station' | 'no-station' | 'no-service' }

type Job = {
  ok: true
  station: Workshop
  minutes: number
  serviceName: string
  capacity: Awaited<ReturnType<typeof capacityOf>>
}

/** The station of the agreement, if it is the one asked for, with the wheel change's duration. */
async function wheelChangeAt(
  payload: Payload,
  agreement: TireHotelAgreement,
  erpId: string,
): Promise<Job | StationFailure> {
  if (erpId !== agreement.station) return { ok: false, reason: 'other-station' }
  const station = await stationOf(agreement)
  if (!station) return { ok: false, reason: 'no-station' }
  const [service] = await servicesByCode(payload, [wheelChangeCode])
  if (!service) return { ok: false, reason: 'no-service' }
  return {
    ok: true,
    station,
    minutes: service.durationMinutes,
    serviceName: service.name,
    capacity: await capacityOf(payload, station.departmentId),
  }
}

/** The station's free times for a wheel change, from `startDate` to `endDate` within the bookable range. */
export async function freeDays(
  payload: Payload,
  agreement: TireHotelAgreement,
  input: { erpId: string; startDate: string; endDate: string },
  now: Date,
): Promise<{ ok: true; days: DayAvailability[] } | StationFailure> {
  const job = await wheelChangeAt(payload, agreement, input.erpId)
  if (!job.ok) return job
  const range = bookableRange(now)
  const from = input.startDate > range.first ? input.startDate : range.first
  const until = input.endDate < range.last ? input.endDate : range.last
  if (from > until) return { ok: true, days: [] }
  const days = differenceInCalendarDays(parseISO(until), parseISO(from)) + 1
  const end = format(addDays(parseISO(until), 1), 'yyyy-MM-dd')
  const bookings = await bookedJobs(payload, job.station.departmentId, from, undefined, end)
  return {
    ok: true,
    days: availability({
      schedule: bookingSchedule(job.station, job.capacity),
      timeZone: workshopTimeZone,
      market: workshopMarket,
      capacity: job.capacity,
      bookings,
      minutes: job.minutes,
      from,
      days,
      now,
      leadMinutes: job.capacity.leadMinutes,
    }),
  }
}

export type TireBookingInput = {
  erpId: string
  bookingDate: string
  /** 'HH:mm', or null when the station has no times that day (a full-day booking at 08:00). */
  time: string | null
  regNo: string
  freeText: string
  customer: { firstName: string; lastName: string; email: string; phoneMobile: string }
}

export type TireConfirmation = {
  bookingConfirmationId: string
  services: { name: string }[]
  appointmentTime: string
  isFullDay: boolean
  workshop: { name: string; address: string; email: string | null; phoneNumber: string | null }
  freeText: string
  customerBase: TireBookingInput['customer']
}

export type TireBookingResult =
  | { ok: true; confirmation: TireConfirmation }
  | StationFailure
  | { ok: false; reason: 'not-own-vehicle' | 'out-of-range' | 'TimeslotNotAvailable' }

export async function bookWheelChange(
  payload: Payload,
  agreement: TireHotelAgreement,
  input: TireBookingInput,
  now: Date,
  client: string | null = null,
): Promise<TireBookingResult> {
  const vehicle = agreement.vehicles.find((candidate) => candidate.regNo === input.regNo)
  if (!vehicle) return { ok: false, reason: 'not-own-vehicle' }
  const range = bookableRange(now)
  if (input.bookingDate < range.first || input.bookingDate > range.last)
    return { ok: false, reason: 'out-of-range' }
  const job = await wheelChangeAt(payload, agreement, input.erpId)
  if (!job.ok) return job
  const outcome = await book(
    payload,
    {
      departmentId: job.station.departmentId,
      workshopName: job.station.siteName,
      date: input.bookingDate,
      time: input.time,
      minutes: job.minutes,
      registrationNumber: vehicle.regNo,
      mileage: 1,
      customer: {
        firstName: input.customer.firstName,
        lastName: input.customer.lastName,
        phone: input.customer.phoneMobile,
        email: input.customer.email,
      },
      services: [{ kobraId: wheelChangeCode }],
      freeText: input.freeText,
      today: todayIn(workshopTimeZone, now),
      client,
    },
    {
      hours: hoursOn(bookingSchedule(job.station, job.capacity), parseISO(input.bookingDate), workshopMarket),
      capacity: job.capacity,
    },
  )
  if (outcome.status !== 'booked') return { ok: false, reason: 'TimeslotNotAvailable' }
  const confirmation: TireConfirmation = {
    bookingConfirmationId: outcome.booking.confirmationId,
    services: [{ name: job.serviceName }],
    appointmentTime: `${input.bookingDate}T${input.time ?? fullDayTime}:00`,
    isFullDay: input.time === null,
    workshop: {
      name: job.station.siteName,
      address: job.station.address,
      email: job.station.email,
      phoneNumber: job.station.phone,
    },
    freeText: input.freeText,
    customerBase: input.customer,
  }
  const link = await changeLink(payload, outcome.booking)
  await confirm(job.station, agreement, vehicle.regNo, confirmation, link).catch((error: unknown) =>
    // The booking stands; staff see it in the admin even when a message could not be sent.
    log.error(
      { code: 'TIRE_HOTEL_CONFIRMATION_FAILED', bookingId: outcome.booking.id, err: error },
      'confirmation failed',
    ),
  )
  return { ok: true, confirmation }
}

/** "tisdag 22 december 2026 kl. 10:00", or the full-day wording. */
export function appointmentText(confirmation: Pick<TireConfirmation, 'appointmentTime' | 'isFullDay'>) {
  const day = dateLabel(confirmation.appointmentTime.slice(0, 10))
  return confirmation.isFullDay
    ? `${day}, lämna bilen före ${fullDayTime} (verkstaden återkommer med tid)`
    : `${day} kl. ${confirmation.appointmentTime.slice(11, 16)}`
}

/**
 * The confirmation by text message to the agreement's own phone (the one the login code went to)
 * and by e-mail to its own address, never to contacts typed in the form, and a copy to the station
 * with what the customer typed ("Bookings: confirmations"). A car gets a few a day at most. Both
 * carry the booking's change link ("Bookings: changes").
 */
async function confirm(
  station: Workshop,
  agreement: TireHotelAgreement,
  regNo: string,
  confirmation: TireConfirmation,
  link: string,
) {
  const when = appointmentText(confirmation)
  const customerSummary = [
    `Bokningsnummer: ${confirmation.bookingConfirmationId}`,
    `Tjänst: ${confirmation.services[0].name}`,
    `Bil: ${regNo}`,
    `Verkstad: ${station.siteName}, ${station.address}`,
    `Tid: ${when}`,
  ].join('\n')
  const summary = [
    customerSummary,
    ...(confirmation.freeText ? [`Meddelande: ${confirmation.freeText}`] : []),
  ].join('\n')
  const customer = confirmation.customerBase
  const recipients = [agreement.phone, ...(agreement.email ? [agreement.email] : [])]
  const allowed = await confirmationAllowed(recipients, regNo)
  if (!allowed)
    log.info(
      { code: 'TIRE_HOTEL_CONFIRMATION_THROTTLED', bookingId: confirmation.bookingConfirmationId },
      'booking kept without a confirmation',
    )
  if (allowed && agreement.email)
    await sendEmail({
      to: agreement.email,
      toName: agreement.customerName,
      replyTo: station.email ?? undefined,
      subject: `Bokningsbekräftelse hjulskifte ${confirmation.bookingConfirmationId}, ${station.siteName}`,
      text: `Hej ${agreement.customerName}!\n\nTack för din bokningsförfrågan.\n\n${customerSummary}\n\nFlytta eller avboka din tid: ${link}`,
    })
  if (allowed)
    await sendSms({
      to: agreement.phone,
      subject: `Bokningsbekräftelse ${confirmation.bookingConfirmationId}`,
      text: `Tack för din bokning av hjulskifte för ${regNo} hos ${station.siteName}, ${when}. Bokningsnummer ${confirmation.bookingConfirmationId}. Flytta eller avboka: ${link}`,
    })
  if (station.email)
    await sendEmail({
      to: station.email,
      replyTo: customer.email,
      subject: `Ny bokning hjulskifte (däckhotell) ${confirmation.bookingConfirmationId}: ${when}`,
      text: `${summary}\n\nKund: ${customer.firstName} ${customer.lastName}, ${customer.phoneMobile}, ${customer.email}`,
    })
}
