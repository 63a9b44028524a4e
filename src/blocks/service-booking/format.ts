/** How the flow shows prices, dates and weeks: Swedish locale, the workshops' time zone. Pure. */
import { addDays, dayLabel, noonOf as noon, stockholmTimeZone, todayIn } from '@/lib/dates/calendar-date'
import { formatNumber, formatPrice } from '@/ui/vehicle/format'

export { dayHeading, dayLabel, isWeekend } from '@/lib/dates/calendar-date'

export const bookingTimeZone = stockholmTimeZone

export const sek = (value: number) => formatPrice(value, { locale: 'sv-SE', currency: 'SEK' }) ?? ''

/**
 * "12 km", a workshop's distance, with a no-break space so a line never ends between number and
 * unit (Intl's unit style writes an ordinary space). Through the shared format, built when first
 * used: none is built while the page loads.
 */
export const distanceLabel = (km: number) => `${formatNumber(km, 'sv-SE')}\u00a0km`

/** Today's date in Stockholm, 'yyyy-MM-dd'. */
export const todayInStockholm = (now = new Date()) => todayIn(bookingTimeZone, now)

/** "onsdag 25 november kl. 09:00", or "… lämna bilen före 08:00" for a full-day slot. */
export function timeLabel(slot: { timeslot: string; isFullDay: boolean }, fullDay: string): string {
  const date = dayLabel(slot.timeslot.slice(0, 10))
  return slot.isFullDay ? `${date}, ${fullDay.toLowerCase()}` : `${date} kl. ${slot.timeslot.slice(11, 16)}`
}

/** ISO week number of a date: the week of its Thursday, counted from the year's first Thursday. */
export function isoWeek(date: string): number {
  const thursday = noon(date)
  thursday.setUTCDate(thursday.getUTCDate() - ((thursday.getUTCDay() + 6) % 7) + 3)
  const first = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4))
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7) + 3)
  return 1 + Math.round((thursday.getTime() - first.getTime()) / (7 * 86_400_000))
}

/** Days grouped in their (Monday to Sunday) weeks, in order. */
export function groupByWeek<T extends { date: string }>(
  days: T[],
): Array<{ week: number; key: string; days: T[] }> {
  const weeks: Array<{ week: number; key: string; days: T[] }> = []
  for (const day of days) {
    const monday = noon(day.date)
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
    const key = monday.toISOString().slice(0, 10)
    const last = weeks.at(-1)
    if (last?.key === key) last.days.push(day)
    else weeks.push({ week: isoWeek(day.date), key, days: [day] })
  }
  return weeks
}

type SlotDay = { date: string; availableSlots: string[]; allDaySlotAvailable: boolean }

/** A day with a time left to book: a timed slot or the whole day. */
export const isFree = (day: SlotDay) => day.availableSlots.length > 0 || day.allDaySlotAvailable

/** The index of the first week (as `groupByWeek` groups them) with a free time, or -1. */
export const firstFreeWeek = (days: SlotDay[]) =>
  groupByWeek(days).findIndex((week) => week.days.some(isFree))

/** The day after a date, 'yyyy-MM-dd'. */
export const nextDay = (date: string) => addDays(date, 1)
