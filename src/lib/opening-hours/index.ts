/**
 * Opening hours of a dealer department (the catalog's `openingschedule`, spec 02 §3): whether it
 * is open at a moment, until when, and when it next opens, in the site's market time zone.
 * The catalog gives each day as a display text ("09:00–18:00", "Stängt"); a text without a
 * time range means closed that day. A deviation day replaces its date; a vacation replaces the
 * weekdays it lists while its window lasts; a public holiday of the market (src/lib/holidays) is
 * closed unless a deviation day states its hours; other days keep the week's hours.
 */
import { TZDate } from '@date-fns/tz'
import { fill } from '@/lib/i18n/fill'
import { addDays, format, isWithinInterval, parseISO, startOfDay } from 'date-fns'
import { isPublicHoliday, type HolidayMarket } from '@/lib/holidays'

export type OpeningSchedule = {
  /** Monday first, seven entries; `day` is the weekday's name in the site's language. */
  openinghours?: Array<{ day?: string; displayText?: string }>
  deviationdays?: Array<{ date?: string; displayText?: string }>
  vacationdays?: Array<{
    vacationtitle?: string
    vacationstart?: string
    vacationend?: string
    day?: Array<{ day?: string; displayText?: string }>
  }>
}

export type Hours = { opens: string; closes: string }

export type OpeningStatus =
  | { kind: 'open'; closes: string }
  /** `on`: midnight of the day it opens, in the time zone; `daysAhead`: 0 today, 1 tomorrow… */
  | { kind: 'closed'; opens: string; on: Date; daysAhead: number }
  /** No day in the next two weeks has hours the schedule states. */
  | { kind: 'unknown' }

const range = /(\d{1,2})[:.](\d{2})\s*[–—-]\s*(\d{1,2})[:.](\d{2})/

/** "09:00–18:00" → { opens: '09:00', closes: '18:00' }; any text without a time range → null. */
export function parseHours(displayText: string | undefined): Hours | null {
  const match = displayText?.match(range)
  if (!match) return null
  const time = (hours: string, minutes: string) => `${hours.padStart(2, '0')}:${minutes}`
  const hours = { opens: time(match[1], match[2]), closes: time(match[3], match[4]) }
  return hours.opens < hours.closes ? hours : null
}

/** Monday 0 … Sunday 6. */
const weekdayIndex = (day: Date) => (day.getDay() + 6) % 7

/**
 * The hours on one calendar day (a date in the time zone), after deviation days, the market's
 * public holidays and vacation days.
 */
export function hoursOn(schedule: OpeningSchedule, day: Date, market: HolidayMarket): Hours | null {
  const date = format(day, 'yyyy-MM-dd')
  const deviation = schedule.deviationdays?.find((entry) => entry.date === date)
  if (deviation) return parseHours(deviation.displayText)
  if (isPublicHoliday(market, date)) return null
  const index = weekdayIndex(day)
  const weekdayName = schedule.openinghours?.[index]?.day?.toLowerCase()
  for (const vacation of schedule.vacationdays ?? []) {
    if (!vacation.vacationstart || !vacation.vacationend) continue
    const window = { start: parseISO(vacation.vacationstart), end: parseISO(vacation.vacationend) }
    if (window.start > window.end || !isWithinInterval(parseISO(date), window)) continue
    const listed = vacation.day?.find((entry) => entry.day?.toLowerCase() === weekdayName)
    if (listed) return parseHours(listed.displayText)
  }
  return parseHours(schedule.openinghours?.[index]?.displayText)
}

/** Open now and until when, or when it next opens (looking two weeks ahead). */
export function openingStatus(
  schedule: OpeningSchedule,
  now: Date,
  timeZone: string,
  market: HolidayMarket,
): OpeningStatus {
  const local = new TZDate(now.getTime(), timeZone)
  const clock = format(local, 'HH:mm')
  const today = startOfDay(local)
  for (let daysAhead = 0; daysAhead < 14; daysAhead++) {
    const day = addDays(today, daysAhead)
    const hours = hoursOn(schedule, day, market)
    if (!hours) continue
    if (daysAhead === 0 && clock >= hours.opens && clock < hours.closes) {
      return { kind: 'open', closes: hours.closes }
    }
    if (daysAhead > 0 || clock < hours.opens) {
      return { kind: 'closed', opens: hours.opens, on: new Date(day.getTime()), daysAhead }
    }
  }
  return { kind: 'unknown' }
}

/** Whether a vacation's window holds `now` (spec 02 §2: vacation days show only then). */
export function vacationIsCurrent(
  vacation: { vacationstart?: string; vacationend?: string },
  now: Date,
  timeZone: string,
): boolean {
  if (!vacation.vacationstart || !vacation.vacationend) return false
  const date = parseISO(format(new TZDate(now.getTime(), timeZone), 'yyyy-MM-dd'))
  const start = parseISO(vacation.vacationstart)
  const end = parseISO(vacation.vacationend)
  return start <= end && isWithinInterval(date, { start, end })
}

/**
 * The dated days a department lists (spec 02 §2 deviation days, from `today` on), with the
 * market's public holidays of the next `days` days that no deviation day names, as closed:
 * the page shows the days `hoursOn` closes, not only those the catalog dates.
 */
export function datedDaysAhead(
  schedule: OpeningSchedule,
  today: string,
  market: HolidayMarket,
  closedText: string,
  days = 28,
): Array<{ date: string; displayText?: string }> {
  const dated = (schedule.deviationdays ?? []).flatMap((entry) =>
    entry.date && entry.date >= today ? [{ date: entry.date, displayText: entry.displayText }] : [],
  )
  const named = new Set(dated.map((entry) => entry.date))
  const holidays = Array.from({ length: days }, (_, offset) =>
    format(addDays(parseISO(today), offset), 'yyyy-MM-dd'),
  )
    .filter((date) => isPublicHoliday(market, date) && !named.has(date))
    .map((date) => ({ date, displayText: closedText }))
  return [...dated, ...holidays].sort((a, b) => a.date.localeCompare(b.date))
}

/** The texts of an opening status, from the dictionary; `{time}` and `{day}` are filled in. */
export type OpeningStatusTexts = {
  openNow: string
  closesAt: string
  closed: string
  opensAt: string
  opensTodayAt: string
}

/**
 * One line for a status: "Open now · closes at 18:00", "Closed · opens today at 09:00",
 * "Closed · opens Monday 09:00"; null when the schedule states no hours.
 */
export function describeOpeningStatus(
  status: OpeningStatus,
  texts: OpeningStatusTexts,
  locale: string,
  timeZone: string,
): string | null {
  if (status.kind === 'unknown') return null
  if (status.kind === 'open') return `${texts.openNow} · ${fill(texts.closesAt, { time: status.closes })}`
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(status.on)
  const opens = status.daysAhead === 0 ? texts.opensTodayAt : texts.opensAt
  return `${texts.closed} · ${fill(opens, { day, time: status.opens })}`
}
