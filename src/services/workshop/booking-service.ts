/**
 * Free times and bookings for a car at a workshop (spec 03 §7 `timeslots/from`, `book`): the car
 * is looked up, the workshop must take its brand (authorised, or for general service when no
 * offering is for authorised workshops only), the chosen offerings must exist and be for the car;
 * their durations make the job, and the workshop's hours and capacity say where it fits.
 */
import 'server-only'
import { TZDate } from '@date-fns/tz'
import { addDays, format, parseISO } from 'date-fns'
import type { Payload } from 'payload'
import type { WorkshopBooking } from '@/cms/payload-types'
import { todayIn } from '@/lib/dates/calendar-date'
import { hoursOn } from '@/lib/opening-hours'
import { logger } from '@/lib/log/logger'
import { sendEmail } from '@/services/email'
import { book, bookedJobs, bookedJobsOf } from './bookings'
import { tellCustomer, whenText } from './booking-changes'
import { bookingHorizon, timeslotDays } from './horizon'
import type { BookingRequestBody } from './booking-request'
import { bookingSchedule, capacitiesOf, capacityOf, type WorkshopCapacity } from './capacity'
import { availableFor, priceOf, servicesByCode, totalMinutes } from './catalogue'
import { workshopErrorText, type WorkshopErrorCode } from './errors'
import { availability, fullDayTime, type BookedJob, type DayAvailability } from './free-times'
import { nearestFirst } from './nearest'
import { workshopNetwork, type WorkshopNetwork } from './network'
import { lookUpCar, type WorkshopCar } from './vehicles'
import { takesJob, workshopMarket, workshopTimeZone, type Workshop } from './workshops'
import type { Workshop as WorkshopAnswer } from './contract'

const log = logger.child({ name: 'workshop' })

type Job = {
  car: WorkshopCar
  workshop: Workshop
  capacity: WorkshopCapacity
  minutes: number
  services: Awaited<ReturnType<typeof servicesByCode>>
}
export type JobFailure = {
  ok: false
  status: number
  code: WorkshopErrorCode | 'UnknownWorkshop' | 'UnknownService'
}

type CarJob = { car: WorkshopCar; services: Job['services']; minutes: number }

/** The car and the chosen offerings, each known and for the car. */
async function prepareCarJob(
  payload: Payload,
  network: WorkshopNetwork,
  registration: string,
  requestedCodes: string[],
): Promise<({ ok: true } & CarJob) | JobFailure> {
  const lookup = await lookUpCar(payload, registration, network.coverOf)
  if (!lookup.ok)
    return { ok: false, status: lookup.code === 'VehicleNotFound' ? 404 : 400, code: lookup.code }
  const codes = [...new Set(requestedCodes)]
  const services = await servicesByCode(payload, codes)
  if (
    services.length !== codes.length ||
    services.some((service) => !availableFor(service, lookup.car, lookup.authorised))
  )
    return { ok: false, status: 400, code: 'UnknownService' }
  return { ok: true, car: lookup.car, services, minutes: totalMinutes(services) }
}

async function prepareJob(
  payload: Payload,
  sitesIndex: string,
  input: { registration: string; departmentId: string; codes: string[] },
): Promise<({ ok: true } & Job) | JobFailure> {
  const network = await workshopNetwork(payload, sitesIndex)
  const carJob = await prepareCarJob(payload, network, input.registration, input.codes)
  if (!carJob.ok) return carJob
  const workshop = network.workshops.find((candidate) => candidate.departmentId === input.departmentId)
  if (!workshop || !takes(network, workshop, carJob))
    return { ok: false, status: 404, code: 'UnknownWorkshop' }
  return { ...carJob, workshop, capacity: await capacityOf(payload, workshop.departmentId) }
}

const takes = (network: WorkshopNetwork, workshop: Workshop, job: CarJob) =>
  takesJob(workshop, network.general.get(workshop.departmentId), job.car.brand, job.services)

/** The day after the last of `timeslotDays` days from `from`. */
const periodEnd = (from: string) => format(addDays(parseISO(from), timeslotDays), 'yyyy-MM-dd')

/** Free days of a workshop for a job of `minutes`, `timeslotDays` days from `from`. */
function freeDaysWith(
  workshop: Workshop,
  capacity: WorkshopCapacity,
  bookings: BookedJob[],
  minutes: number,
  from: string,
  now: Date,
): DayAvailability[] {
  return availability({
    schedule: bookingSchedule(workshop, capacity),
    timeZone: workshopTimeZone,
    market: workshopMarket,
    capacity,
    bookings,
    minutes,
    from,
    days: timeslotDays,
    now,
    leadMinutes: capacity.leadMinutes,
  })
}

async function freeDays(
  payload: Payload,
  workshop: Workshop,
  capacity: WorkshopCapacity,
  minutes: number,
  from: string,
  now: Date,
): Promise<DayAvailability[]> {
  const bookings = await bookedJobs(payload, workshop.departmentId, from, undefined, periodEnd(from))
  return freeDaysWith(workshop, capacity, bookings, minutes, from, now)
}

/** The workshop's free times for the job, `timeslotDays` days from `from`. */
export async function timeslotsFor(
  payload: Payload,
  sitesIndex: string,
  input: { registration: string; departmentId: string; codes: string[]; from: string; now: Date },
): Promise<{ ok: true; days: DayAvailability[] } | JobFailure> {
  const job = await prepareJob(payload, sitesIndex, input)
  if (!job.ok) return job
  const days = await freeDays(payload, job.workshop, job.capacity, job.minutes, input.from, input.now)
  const horizon = bookingHorizon(input.now, job.capacity.horizonMonths)
  return { ok: true, days: days.filter((day) => day.date <= horizon) }
}

const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 })

export type PlacedBooking = { ok: true; id: string; confirmation: Record<string, unknown> } | JobFailure

/** Books the job if it still fits, then mails the customer (with an .ics) and the workshop. */
export async function placeBooking(
  payload: Payload,
  sitesIndex: string,
  request: BookingRequestBody,
  now: Date,
  client: string | null = null,
): Promise<PlacedBooking> {
  const job = await prepareJob(payload, sitesIndex, {
    registration: request.registrationNumber,
    departmentId: request.departmentId,
    codes: request.serviceOfferingRequests.map((entry) => entry.kobraId),
  })
  if (!job.ok) return job
  const date = request.timeSlot.slice(0, 10)
  const time = request.isFullDay ? null : request.timeSlot.slice(11, 16)
  const ready = new TZDate(now.getTime() + job.capacity.leadMinutes * 60_000, workshopTimeZone)
  const readyDate = format(ready, 'yyyy-MM-dd')
  if (date < readyDate || date > bookingHorizon(now, job.capacity.horizonMonths))
    return { ok: false, status: 409, code: 'TimeslotNotAvailable' }
  const outcome = await book(
    payload,
    {
      departmentId: job.workshop.departmentId,
      workshopName: job.workshop.siteName,
      date,
      time,
      minutes: job.minutes,
      registrationNumber: job.car.registrationNumber,
      mileage: request.mileage,
      customer: request.customer,
      services: request.serviceOfferingRequests,
      freeText: request.freeText,
      today: todayIn(workshopTimeZone, now),
      client,
    },
    {
      hours: hoursOn(bookingSchedule(job.workshop, job.capacity), parseISO(date), workshopMarket),
      capacity: job.capacity,
      earliest: date === readyDate ? format(ready, 'HH:mm') : undefined,
    },
  )
  if (outcome.status !== 'booked') return { ok: false, status: 409, code: outcome.status }
  const booking = outcome.booking
  const appointmentTime = `${date}T${time ?? fullDayTime}:00`
  const confirmation = {
    bookingConfirmationId: booking.confirmationId,
    services: job.services.map((service) => ({
      name: service.name,
      price: priceOf(service, { departmentId: job.workshop.departmentId, mileage: request.mileage }),
    })),
    appointmentTime,
    isFullDay: booking.isFullDay,
    workshop: {
      name: job.workshop.siteName,
      address: job.workshop.address,
      email: job.workshop.email,
      phoneNumber: job.workshop.phone,
    },
    freeText: request.freeText,
    customerBase: {
      firstName: request.customer.firstName,
      lastName: request.customer.lastName,
      email: request.customer.email,
      phoneMobile: request.customer.phone,
    },
  }
  await mailConfirmation(payload, job, booking, confirmation, now).catch((error: unknown) =>
    // The booking stands; staff see it in the admin even when a mail could not be sent.
    log.error({ code: 'WORKSHOP_MAIL_FAILED', bookingId: booking.id, err: error }, 'booking mail failed'),
  )
  return { ok: true, id: booking.confirmationId, confirmation }
}

/**
 * The customer's confirmation (mail with the calendar event, and text, each with the link to
 * change the booking: booking-changes.ts) and the workshop's copy. The customer's copy holds only
 * what the workshop and the catalogue say: the address is not vouched for, so nothing the visitor
 * wrote (a name, the message) is sent to it ("Bookings: confirmations").
 */
async function mailConfirmation(
  payload: Payload,
  job: Job,
  booking: WorkshopBooking,
  confirmation: {
    services: { name: string; price: number | null }[]
    customerBase: { firstName: string; lastName: string; email: string; phoneMobile: string }
    freeText: string
  },
  now: Date,
) {
  const lines = confirmation.services.map(
    (service) => `- ${service.name}: ${service.price === null ? 'Pris saknas*' : sek.format(service.price)}`,
  )
  await tellCustomer(
    payload,
    'booked',
    {
      booking,
      workshop: job.workshop,
      serviceNames: confirmation.services.map((service) => service.name),
      car: `${job.car.brand} ${job.car.model}`,
      lines: ['Tjänster:', ...lines],
    },
    now,
  )
  if (job.workshop.email)
    await sendEmail({
      to: job.workshop.email,
      replyTo: confirmation.customerBase.email,
      subject: `Ny bokning ${booking.confirmationId}: ${whenText(booking)}`,
      text: [
        `Bokningsnummer: ${booking.confirmationId}`,
        `Verkstad: ${job.workshop.siteName}, ${job.workshop.address}`,
        `Tid: ${whenText(booking)}`,
        `Bil: ${job.car.registrationNumber} ${job.car.brand} ${job.car.model}`,
        'Tjänster:',
        ...lines,
        ...(confirmation.freeText ? [`Meddelande: ${confirmation.freeText}`] : []),
        '',
        `Kund: ${confirmation.customerBase.firstName} ${confirmation.customerBase.lastName}, ${confirmation.customerBase.phoneMobile}, ${confirmation.customerBase.email}`,
      ].join('\n'),
    })
}

/** Workshops one closestAvailable stream sends: the flow awaits five, then about four more. */
export const closestBatch = 9

/** A workshop as the flow reads it (`contract.ts`), an error, or no (more) workshops. */
export type ClosestMessage = WorkshopAnswer | { error: string; code: string } | { nosites: true }

/**
 * The workshops that take the car and the job, nearest first after the cursor, each with its
 * first free time within four weeks; `nosites` when there are none (more).
 */
export async function* closestAvailable(
  payload: Payload,
  sitesIndex: string,
  input: {
    registration: string
    codes: string[]
    origin: { lat: number; lng: number }
    cursor: string | null
    now: Date
  },
): AsyncGenerator<ClosestMessage> {
  const network = await workshopNetwork(payload, sitesIndex)
  const carJob = await prepareCarJob(payload, network, input.registration, input.codes)
  if (!carJob.ok) {
    yield { error: failureText(carJob), code: carJob.code }
    return
  }
  const candidates = nearestFirst(
    network.workshops.filter((workshop) => takes(network, workshop, carJob)),
    input.origin,
    input.cursor,
    closestBatch,
  )
  if (candidates.length === 0) {
    yield { nosites: true }
    return
  }
  const today = format(new TZDate(input.now.getTime(), workshopTimeZone), 'yyyy-MM-dd')
  // The batch's capacities and bookings in two queries at once, not two per workshop.
  const ids = candidates.map((workshop) => workshop.departmentId)
  const [capacities, bookings] = await Promise.all([
    capacitiesOf(payload, ids),
    bookedJobsOf(payload, ids, today, periodEnd(today)),
  ])
  for (const workshop of candidates) {
    const days = freeDaysWith(
      workshop,
      capacities.get(workshop.departmentId)!,
      bookings.get(workshop.departmentId)!,
      carJob.minutes,
      today,
      input.now,
    )
    const { schedule: _schedule, email: _email, phone: _phone, ...shown } = workshop
    yield { ...shown, firstTimeSlot: firstTimeSlot(days) }
  }
}

/** The earliest free time: a timed slot, or the full-day slot (08:00) when no slot that day is earlier. */
export function firstTimeSlot(days: DayAvailability[]): { timeslot: string; isFullDay: boolean } | null {
  const day = days.find((candidate) => candidate.availableSlots.length > 0 || candidate.allDaySlotAvailable)
  if (!day) return null
  const time = day.availableSlots[0]
  if (day.allDaySlotAvailable && !(time && time <= fullDayTime))
    return { timeslot: `${day.date}T${fullDayTime}:00`, isFullDay: true }
  return { timeslot: `${day.date}T${time}:00`, isFullDay: false }
}

const failureText = (failure: JobFailure) =>
  failure.code === 'UnknownService' || failure.code === 'UnknownWorkshop'
    ? workshopErrorText('ServerError')
    : workshopErrorText(failure.code)
