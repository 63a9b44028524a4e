/**
 * Free times of a workshop (spec 03 §3 "Time slot", "Day availability"): from its
 * opening hours, its capacity, the chosen services' duration and the bookings it already has.
 *
 * The day is cut into slots of `slotMinutes` from opening time; each slot has `bays` places.
 * A timed booking of `minutes` takes one place in each of ceil(minutes / slotMinutes) slots
 * from its start. A full-day booking (the car is left before 08:00 and recorded at 08:00) takes
 * as many places, wherever the day has them: so a day is bookable while no slot holds more than
 * `bays` timed jobs and the places left over the day still cover every full-day job. Checking a
 * booking against the same rule in the storage's transaction is what keeps it within capacity.
 *
 * Pure, in the workshop's wall-clock time: dates 'yyyy-MM-dd', times 'HH:mm'.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, format, parseISO } from 'date-fns'
import type { HolidayMarket } from '@/lib/holidays'
import { hoursOn, type Hours, type OpeningSchedule } from '@/lib/opening-hours'

export type Capacity = {
  /** Jobs the workshop can work on at once (bays, mechanics). */
  bays: number
  /** The time grid offered to visitors. */
  slotMinutes: number
}

/** A stored booking as the capacity sees it; `time` null is a full-day booking. */
export type BookedJob = { date: string; time: string | null; minutes: number }

/** Spec 03 §3 "Day availability". */
export type DayAvailability = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

/** The hour a full-day car must be left by, and the time it is recorded at (spec 03 §9). */
export const fullDayTime = '08:00'

/** 'HH:mm' → minutes from midnight, and back. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
export const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Slots a job of `minutes` takes (at least one). */
export const slotsFor = (minutes: number, capacity: Capacity) =>
  Math.max(1, Math.ceil(minutes / capacity.slotMinutes))

type Day = { starts: number[]; used: number[]; fullDayUnits: number }

/** The day's slot grid with the places the stored bookings take. */
function occupancy(hours: Hours, capacity: Capacity, bookings: BookedJob[]): Day {
  const opens = toMinutes(hours.opens)
  const count = Math.floor((toMinutes(hours.closes) - opens) / capacity.slotMinutes)
  const starts = Array.from(
    { length: Math.max(0, count) },
    (_, index) => opens + index * capacity.slotMinutes,
  )
  const used = starts.map(() => 0)
  let fullDayUnits = 0
  for (const job of bookings) {
    if (job.time === null) {
      fullDayUnits += slotsFor(job.minutes, capacity)
      continue
    }
    // A job counts in every slot it overlaps, also when the hours have changed since it was booked.
    const from = toMinutes(job.time)
    const to = from + slotsFor(job.minutes, capacity) * capacity.slotMinutes
    starts.forEach((start, index) => {
      if (start < to && start + capacity.slotMinutes > from) used[index] += 1
    })
  }
  return { starts, used, fullDayUnits }
}

const placesLeft = (day: Day, capacity: Capacity) =>
  day.used.reduce((sum, used) => sum + Math.max(0, capacity.bays - used), 0) - day.fullDayUnits

/** Whether a timed job of `units` slots fits from slot `index`. */
function fitsAt(day: Day, capacity: Capacity, index: number, units: number): boolean {
  if (index + units > day.starts.length) return false
  for (let offset = 0; offset < units; offset++) if (day.used[index + offset] >= capacity.bays) return false
  return placesLeft(day, capacity) >= units
}

/**
 * One day's free times for a job of `minutes`. `earliest` ('HH:mm') hides the times before it
 * (today: now plus the lead time); a full-day slot needs the car by 08:00, so it too must be later.
 */
export function dayAvailability(input: {
  date: string
  hours: Hours | null
  capacity: Capacity
  bookings: BookedJob[]
  minutes: number
  earliest?: string
}): DayAvailability {
  const { date, hours, capacity, minutes, earliest } = input
  if (!hours || capacity.bays < 1) return { date, availableSlots: [], allDaySlotAvailable: false }
  const day = occupancy(
    hours,
    capacity,
    input.bookings.filter((job) => job.date === date),
  )
  const units = slotsFor(minutes, capacity)
  const notBefore = earliest ? toMinutes(earliest) : -1
  const availableSlots = day.starts
    .filter((start, index) => start >= notBefore && fitsAt(day, capacity, index, units))
    .map(toTime)
  const allDaySlotAvailable =
    toMinutes(fullDayTime) >= notBefore && units <= day.starts.length && placesLeft(day, capacity) >= units
  return { date, availableSlots, allDaySlotAvailable }
}

/** Whether a new booking still fits the day: the check the storage repeats inside its lock. */
export function fits(input: {
  date: string
  time: string | null
  hours: Hours | null
  capacity: Capacity
  bookings: BookedJob[]
  minutes: number
  earliest?: string
}): boolean {
  const day = dayAvailability(input)
  return input.time === null ? day.allDaySlotAvailable : day.availableSlots.includes(input.time)
}

/**
 * Free times for `days` days from `from` ('yyyy-MM-dd') in the workshop's time zone, with
 * deviation days, the market's public holidays and vacation days applied. Times before `now` plus `leadMinutes` are not offered.
 */
export function availability(input: {
  schedule: OpeningSchedule
  timeZone: string
  /** Whose public holidays close the workshop. */
  market: HolidayMarket
  capacity: Capacity
  bookings: BookedJob[]
  minutes: number
  from: string
  days: number
  now: Date
  leadMinutes: number
}): DayAvailability[] {
  const ready = new TZDate(input.now.getTime() + input.leadMinutes * 60_000, input.timeZone)
  const readyDate = format(ready, 'yyyy-MM-dd')
  const readyTime = format(ready, 'HH:mm')
  return Array.from({ length: input.days }, (_, offset) => {
    const day = addDays(parseISO(input.from), offset)
    const date = format(day, 'yyyy-MM-dd')
    if (date < readyDate) return { date, availableSlots: [], allDaySlotAvailable: false }
    return dayAvailability({
      date,
      hours: hoursOn(input.schedule, day, input.market),
      capacity: input.capacity,
      bookings: input.bookings,
      minutes: input.minutes,
      earliest: date === readyDate ? readyTime : undefined,
    })
  })
}
