/**
 * The booking view's calendar (spec 03 §5, §9 "Tire hotel"): dates from today plus 3 days to today
 * plus 3 months, shown a month at a time in a grid of 42 days (six Monday-to-Sunday weeks). Pure.
 */
import { addDays, addMonths, noonOf, weekdayOf } from '@/lib/dates/calendar-date'
import { lazyDateFormat } from '@/lib/i18n/lazy-format'

export const calendarDays = 42
export const leadDays = 3
export const aheadMonths = 3

export type DateRange = { first: string; last: string }

/** The bookable dates seen from `today` (the workshop's date, 'yyyy-MM-dd'). */
export const bookableRange = (today: string): DateRange => ({
  first: addDays(today, leadDays),
  last: addMonths(today, aheadMonths),
})

/** 'yyyy-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7)

/** The month `count` months after `month` ('yyyy-MM'). */
export const shiftMonth = (month: string, count: number) => monthOf(addMonths(`${month}-01`, count))

/** The 42 dates a month's page shows: from the Monday on or before its first day. */
export function calendarGrid(month: string): string[] {
  const firstOfMonth = `${month}-01`
  const start = addDays(firstOfMonth, -weekdayOf(firstOfMonth))
  return Array.from({ length: calendarDays }, (_, index) => addDays(start, index))
}

/** The months a range touches, in order. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = []
  for (let month = monthOf(range.first); month <= monthOf(range.last); month = shiftMonth(month, 1))
    months.push(month)
  return months
}

/** Whether a date can be chosen: inside the range and offered by the workshop. */
export const isChoosable = (date: string, range: DateRange, available: ReadonlySet<string>) =>
  date >= range.first && date <= range.last && available.has(date)

const monthFormat = lazyDateFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "december 2026" */
export const monthLabel = (month: string) => monthFormat(noonOf(`${month}-01`))

/** GetTimeslots' start times ('…THH:mm:ss') as the times of day shown, 'HH:mm', deduplicated and sorted. */
export function startTimes(days: ReadonlyArray<{ startTime: readonly string[] }>): string[] {
  const times = days.flatMap((day) =>
    day.startTime.map((start) => /T?(\d{2}:\d{2})(:\d{2})?$/.exec(start)?.[1]),
  )
  return [...new Set(times.filter((time): time is string => Boolean(time)))].sort()
}
