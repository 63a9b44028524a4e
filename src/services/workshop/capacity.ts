/**
 * Workshops' capacities as stored in the admin, or the defaults for one without an entry, and the
 * other brands each takes for general service.
 */
import 'server-only'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { Payload } from 'payload'
import { weekdays } from '@/cms/collections/WorkshopCapacities'
import type { WorkshopCapacity as StoredCapacity } from '@/cms/payload-types'
import type { OpeningSchedule } from '@/lib/opening-hours'
import type { Capacity } from './free-times'
import { workshopTimeZone, type GeneralService, type Workshop } from './workshops'

/** Hours the workshop set itself: per weekday (Monday first, null keeps the catalog's), and dated days. */
export type OwnHours = {
  week: Array<string | null>
  days: Array<{ date: string; hours: string | null; note: string | null }>
}

/**
 * `changeHours`: customers may move or cancel a booking until this many hours before it;
 * `horizonMonths`: how far ahead visitors book; `ownHours`: hours set in the admin, over the catalog's.
 */
export type WorkshopCapacity = Capacity & {
  leadMinutes: number
  changeHours: number
  horizonMonths: number
  ownHours: OwnHours
}

export const defaultCapacity: WorkshopCapacity = {
  bays: 2,
  slotMinutes: 60,
  leadMinutes: 120,
  changeHours: 24,
  horizonMonths: 3,
  ownHours: { week: weekdays.map(() => null), days: [] },
}

/**
 * The workshop's schedule for bookings: the catalog's, with the hours and dated days set in the
 * admin in front ("Bookings: the planner"). A dated day without hours is closed.
 */
export function scheduleFor(catalog: OpeningSchedule, own: OwnHours): OpeningSchedule {
  return {
    ...catalog,
    openinghours: weekdays.map((_, index) => {
      const entry = catalog.openinghours?.[index] ?? {}
      return own.week[index] ? { ...entry, displayText: own.week[index] } : entry
    }),
    deviationdays: [
      ...own.days.map((day) => ({ date: day.date, displayText: day.hours ?? 'closed' })),
      ...(catalog.deviationdays ?? []),
    ],
  }
}

/** The schedule a workshop takes bookings by (scheduleFor). */
export const bookingSchedule = (workshop: Pick<Workshop, 'schedule'>, capacity: WorkshopCapacity) =>
  scheduleFor(workshop.schedule, capacity.ownHours)

const blank = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/** A date field's day in the workshops' time zone. */
export const workshopDay = (stored: string) => format(new TZDate(stored, workshopTimeZone), 'yyyy-MM-dd')

function ownHoursOf(entry: Pick<StoredCapacity, 'weekHours' | 'closedDays'>): OwnHours {
  return {
    week: weekdays.map((day) => blank(entry.weekHours?.[day])),
    days: (entry.closedDays ?? []).map((day) => ({
      date: workshopDay(day.date),
      hours: blank(day.hours),
      note: blank(day.note),
    })),
  }
}

/** The capacities of several workshops in one query, by department id. */
export async function capacitiesOf(
  payload: Payload,
  departmentIds: string[],
): Promise<Map<string, WorkshopCapacity>> {
  const found = await payload.find({
    collection: 'workshop-capacities',
    where: { departmentId: { in: departmentIds } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      departmentId: true,
      bays: true,
      slotMinutes: true,
      leadMinutes: true,
      customerChangeHours: true,
      horizonMonths: true,
      weekHours: true,
      closedDays: true,
    },
  })
  const stored = new Map(
    found.docs.map((entry) => [
      entry.departmentId,
      {
        bays: entry.bays,
        slotMinutes: entry.slotMinutes,
        leadMinutes: entry.leadMinutes,
        changeHours: entry.customerChangeHours ?? defaultCapacity.changeHours,
        horizonMonths: entry.horizonMonths ?? defaultCapacity.horizonMonths,
        ownHours: ownHoursOf(entry),
      },
    ]),
  )
  return new Map(departmentIds.map((id) => [id, stored.get(id) ?? defaultCapacity]))
}

export async function capacityOf(payload: Payload, departmentId: string): Promise<WorkshopCapacity> {
  return (await capacitiesOf(payload, [departmentId])).get(departmentId)!
}

/** The workshops that also take other brands for general service ("Mechanic-mate variant"), by department id. */
export async function generalServiceOf(payload: Payload): Promise<Map<string, GeneralService>> {
  const found = await payload.find({
    collection: 'workshop-capacities',
    where: { generalService: { in: ['listed', 'all'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { departmentId: true, generalService: true, generalServiceBrands: true },
  })
  return new Map(
    found.docs.map((entry) => [
      entry.departmentId,
      entry.generalService === 'all' ? 'all' : listedBrands(entry.generalServiceBrands),
    ]),
  )
}

const listedBrands = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((brand) => brand.trim())
    .filter(Boolean)
