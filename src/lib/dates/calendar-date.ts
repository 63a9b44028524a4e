/**
 * Calendar dates ('yyyy-MM-dd', a day on the wall calendar with no time zone of its own) and their
 * Swedish labels, shared by the booking flows. Pure. A date is handled as its UTC noon instant, so
 * arithmetic and formatting in UTC never shift it a day, whatever the browser's zone.
 */

import { lazyDateFormat } from '@/lib/i18n/lazy-format'

/** The Swedish workshops' time zone: "today" is theirs, not the browser's. */
export const stockholmTimeZone = 'Europe/Stockholm'

/** Today's date in a time zone, 'yyyy-MM-dd' (the Swedish locale writes dates that way). */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone }).format(now)

export const noonOf = (date: string) => new Date(`${date}T12:00:00Z`)

const dateOf = (instant: Date) => instant.toISOString().slice(0, 10)

export function addDays(date: string, days: number): string {
  const day = noonOf(date)
  day.setUTCDate(day.getUTCDate() + days)
  return dateOf(day)
}

/** The same day `months` later, or that month's last day when it is shorter (31 January + 1 → 28 February). */
export function addMonths(date: string, months: number): string {
  const day = noonOf(date)
  const dayOfMonth = day.getUTCDate()
  day.setUTCDate(1)
  day.setUTCMonth(day.getUTCMonth() + months)
  const lastOfMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0, 12)).getUTCDate()
  day.setUTCDate(Math.min(dayOfMonth, lastOfMonth))
  return dateOf(day)
}

/** 0 for Monday to 6 for Sunday: Swedish weeks start on Monday. */
export const weekdayOf = (date: string) => (noonOf(date).getUTCDay() + 6) % 7

/** Saturday and Sunday are the weekend (spec 03 §2.2). */
export const isWeekend = (date: string) => weekdayOf(date) >= 5

const dayFormat = lazyDateFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })

const dateFormat = lazyDateFormat('sv-SE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "onsdag 25 november 2026": a booking's day as its mails and texts write it out. */
export const dateLabel = (date: string) => dateFormat(noonOf(date))

/** "onsdag 25 november" */
export const dayLabel = (date: string) => dayFormat(noonOf(date))

/**
 * A day as a heading: "Onsdag 25 november". Only the first letter is raised, since Swedish writes
 * month names in lower case (CSS `capitalize` would raise every word: "Onsdag 25 November").
 */
export const dayHeading = (date: string) => {
  const label = dayLabel(date)
  return label.charAt(0).toLocaleUpperCase('sv-SE') + label.slice(1)
}
