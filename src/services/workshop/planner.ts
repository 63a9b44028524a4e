/**
 * The workshop planner's day ("Bookings: the planner"): the day's slot grid with each timed
 * booking in a bay, from its start over the slots its work takes, the places left in each slot,
 * and the full-day cars. Bays are not stored with a booking: they are laid out here, first free
 * bay first, so the grid shows how the day fills. A booking the grid cannot hold (outside hours
 * set since, or more than the bays) is listed apart, never dropped.
 *
 * Pure, in the workshop's wall-clock time, as free-times.ts.
 */
import type { Hours } from '@/lib/opening-hours'
import { slotsFor, toMinutes, toTime, type Capacity } from './free-times'

export type PlannedJob = {
  time: string
  minutes: number
  isFullDay?: boolean | null
  status: string
}

/** A booking's place in the grid: it starts in this slot and takes `slots` slots. */
export type PlacedJob<T> = { booking: T; slots: number }

export type PlanSlot<T> = {
  time: string
  /** One entry per bay: the booking starting here, 'taken' by one that started earlier, or null. */
  bays: Array<PlacedJob<T> | 'taken' | null>
  /** Places free in this slot for timed work. */
  left: number
}

export type DayPlan<T> = {
  date: string
  hours: Hours | null
  slots: PlanSlot<T>[]
  /** Cars left for the whole day (spec 03 §9), each taking places wherever the day has them. */
  fullDay: T[]
  /** Timed bookings the grid has no place for. */
  apart: T[]
  cancelled: T[]
  /** Slot places left over the day after every booking, timed and full-day. */
  placesLeft: number
}

export function planDay<T extends PlannedJob>(input: {
  date: string
  hours: Hours | null
  capacity: Capacity
  bookings: T[]
}): DayPlan<T> {
  const { capacity } = input
  const bays = Math.max(0, capacity.bays)
  const opens = input.hours ? toMinutes(input.hours.opens) : 0
  const count = input.hours
    ? Math.max(0, Math.floor((toMinutes(input.hours.closes) - opens) / capacity.slotMinutes))
    : 0
  const slots: PlanSlot<T>[] = Array.from({ length: count }, (_, index) => ({
    time: toTime(opens + index * capacity.slotMinutes),
    bays: Array.from({ length: bays }, () => null),
    left: bays,
  }))
  const active = input.bookings.filter((booking) => booking.status !== 'cancelled')
  const timed = active.filter((booking) => !booking.isFullDay).sort((a, b) => a.time.localeCompare(b.time))
  const apart: T[] = []
  for (const booking of timed) {
    const start = Math.floor((toMinutes(booking.time) - opens) / capacity.slotMinutes)
    const length = Math.min(slotsFor(booking.minutes, capacity), count - start)
    const covered = Array.from({ length: Math.max(0, length) }, (_, offset) => slots[start + offset])
    const bay =
      start < 0 || start >= count
        ? -1
        : Array.from({ length: bays }, (_, index) => index).find((index) =>
            covered.every((slot) => slot.bays[index] === null),
          )
    if (bay === undefined || bay < 0) {
      apart.push(booking)
      continue
    }
    covered.forEach((slot, offset) => {
      slot.bays[bay] = offset === 0 ? { booking, slots: length } : 'taken'
      slot.left -= 1
    })
  }
  const fullDay = active.filter((booking) => booking.isFullDay)
  const fullDayPlaces = fullDay.reduce((sum, booking) => sum + slotsFor(booking.minutes, capacity), 0)
  return {
    date: input.date,
    hours: input.hours,
    slots,
    fullDay,
    apart,
    cancelled: input.bookings.filter((booking) => booking.status === 'cancelled'),
    placesLeft: Math.max(0, slots.reduce((sum, slot) => sum + slot.left, 0) - fullDayPlaces),
  }
}
