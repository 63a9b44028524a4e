/**
 * What the workshop planner shows ("Bookings: the planner"): the workshops a user plans for, and
 * their days with the bookings read with the user's own access.
 */
import 'server-only'
import { addDays, format, parseISO } from 'date-fns'
import type { Payload, PayloadRequest } from 'payload'
import { dealerIdsOf, departmentIdsOf, isGroupAdmin, roleOf } from '@/cms/access/roles'
import { hoursOn } from '@/lib/opening-hours'
import { bookingSchedule, capacityOf } from './capacity'
import { servicesByCode } from './catalogue'
import { workshopNetwork, workshopSitesIndex } from './network'
import { planDay, type DayPlan } from './planner'
import { workshopMarket, type Workshop } from './workshops'

export type PlannerState = 'booked' | 'confirmed' | 'cancelled'

export type PlannerBooking = {
  id: number
  confirmationId: string
  time: string
  minutes: number
  isFullDay: boolean
  status: PlannerState
  registrationNumber: string
  customerName: string
  services: string[]
}

/** The workshops whose bookings the user works: every one for a group admin, else their dealers'. */
export async function plannerWorkshops(req: PayloadRequest): Promise<Workshop[]> {
  const user = req.user as never
  const role = roleOf(user)
  if (role !== 'groupAdmin' && role !== 'dealerStaff' && role !== 'workshopReception') return []
  const { workshops } = await workshopNetwork(req.payload, workshopSitesIndex())
  if (isGroupAdmin(user)) return workshops
  const own = new Set(await departmentIdsOf(req, dealerIdsOf(user)))
  return workshops.filter((workshop) => own.has(workshop.departmentId))
}

/** The `days` days from `from` ('yyyy-MM-dd') of one workshop, as the user may see them. */
export async function plannerDays(
  payload: Payload,
  req: PayloadRequest,
  workshop: Workshop,
  from: string,
  days: number,
): Promise<{ plans: DayPlan<PlannerBooking>[]; notes: Map<string, string> }> {
  const dates = Array.from({ length: days }, (_, offset) =>
    format(addDays(parseISO(from), offset), 'yyyy-MM-dd'),
  )
  const [capacity, found] = await Promise.all([
    capacityOf(payload, workshop.departmentId),
    payload.find({
      collection: 'workshop-bookings',
      where: {
        departmentId: { equals: workshop.departmentId },
        date: { greater_than_equal: dates[0], less_than_equal: dates.at(-1) },
      },
      sort: 'time',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    }),
  ])
  const codes = [
    ...new Set(
      found.docs.flatMap((booking) =>
        (Array.isArray(booking.services) ? (booking.services as Array<{ kobraId?: string }>) : [])
          .map((service) => service.kobraId)
          .filter((code): code is string => Boolean(code)),
      ),
    ),
  ]
  const names = new Map((await servicesByCode(payload, codes)).map((service) => [service.code, service.name]))
  const bookings: Array<PlannerBooking & { date: string }> = found.docs.map((booking) => ({
    id: booking.id,
    date: booking.date,
    confirmationId: booking.confirmationId,
    time: booking.time,
    minutes: booking.minutes,
    isFullDay: Boolean(booking.isFullDay),
    status: booking.status === 'cancelled' ? 'cancelled' : booking.confirmedAt ? 'confirmed' : 'booked',
    registrationNumber: booking.registrationNumber,
    customerName: booking.customerName ?? '',
    services: (Array.isArray(booking.services) ? (booking.services as Array<{ kobraId?: string }>) : []).map(
      (service) => names.get(service.kobraId ?? '') ?? service.kobraId ?? '',
    ),
  }))
  const schedule = bookingSchedule(workshop, capacity)
  return {
    plans: dates.map((date) =>
      planDay({
        date,
        hours: hoursOn(schedule, parseISO(date), workshopMarket),
        capacity,
        bookings: bookings.filter((booking) => booking.date === date),
      }),
    ),
    notes: new Map(
      capacity.ownHours.days
        .filter((day) => day.note && dates.includes(day.date))
        .map((day) => [day.date, day.note!]),
    ),
  }
}
