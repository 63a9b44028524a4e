/**
 * Each market's public holidays, computed for any year (decision "Holidays"): the days its
 * dealers and workshops are closed unless a deviation day states hours. Pure and tiny, so it may
 * run anywhere; the movable days follow Easter (the Gregorian computus), Midsummer and All
 * Saints' fall on a Saturday in a window, and England's bank holidays on Mondays or a substitute.
 */
import type { Site } from '@/cms/payload-types'

export type HolidayMarket = Site['market']

/** A calendar day, held at UTC noon so no time zone moves it. */
type Day = Date
const day = (year: number, month: number, date: number): Day => new Date(Date.UTC(year, month - 1, date, 12))
const plus = (from: Day, days: number): Day => new Date(from.getTime() + days * 86_400_000)
const iso = (value: Day) => value.toISOString().slice(0, 10)
/** Sunday 0 … Saturday 6. */
const weekday = (value: Day) => value.getUTCDay()

/** Easter Sunday of a Gregorian year (the anonymous computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): Day {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return day(year, month, date)
}

/** The first `wanted` weekday on or after a day. */
const onOrAfter = (from: Day, wanted: number) => plus(from, (wanted - weekday(from) + 7) % 7)
const saturdayFrom = (year: number, month: number, date: number) => onOrAfter(day(year, month, date), 6)
const firstMonday = (year: number, month: number) => onOrAfter(day(year, month, 1), 1)
const lastMonday = (year: number, month: number) => plus(onOrAfter(day(year, month + 1, 1), 1), -7)

/** England & Wales: a fixed day on a weekend moves to the next weekday not already taken. */
function withSubstitutes(days: Day[]): Day[] {
  const taken = new Set<string>()
  return days.map((holiday) => {
    let observed = holiday
    while (weekday(observed) === 0 || weekday(observed) === 6 || taken.has(iso(observed))) {
      observed = plus(observed, 1)
    }
    taken.add(iso(observed))
    return observed
  })
}

/** The days Sweden and Finland share: New Year, Epiphany, Easter, May Day, Ascension and Whitsun. */
function nordicChurchYear(year: number): Day[] {
  const easter = easterSunday(year)
  return [
    day(year, 1, 1),
    day(year, 1, 6),
    plus(easter, -2),
    easter,
    plus(easter, 1),
    day(year, 5, 1),
    plus(easter, 39),
    plus(easter, 49),
  ]
}

/** Midsummer Eve and Day (the Saturday from 20 June) and All Saints' Day (the Saturday from 31 October). */
function midsummerAndAllSaints(year: number): Day[] {
  const midsummer = saturdayFrom(year, 6, 20)
  return [plus(midsummer, -1), midsummer, saturdayFrom(year, 10, 31)]
}

const christmas = (year: number) => [day(year, 12, 24), day(year, 12, 25), day(year, 12, 26)]

const calendars: Record<HolidayMarket, (year: number) => Day[]> = {
  // Allmänna helgdagar (lag 1989:253), National Day, and the eves that are days off: Midsummer, Christmas and New Year's Eve.
  SE: (year) => [
    ...nordicChurchYear(year),
    day(year, 6, 6),
    ...midsummerAndAllSaints(year),
    ...christmas(year),
    day(year, 12, 31),
  ],
  // Pyhäpäivät, Independence Day, and Midsummer and Christmas Eve (days off by custom and agreement).
  FI: (year) => [
    ...nordicChurchYear(year),
    ...midsummerAndAllSaints(year),
    day(year, 12, 6),
    ...christmas(year),
  ],
  // Helligdager (lov om helligdager og helligdagsfred) and 1 and 17 May.
  NO: (year) => {
    const easter = easterSunday(year)
    return [
      day(year, 1, 1),
      ...[-3, -2, 0, 1, 39, 49, 50].map((offset) => plus(easter, offset)),
      day(year, 5, 1),
      day(year, 5, 17),
      day(year, 12, 25),
      day(year, 12, 26),
    ]
  },
  // Dni pracovného pokoja (zákon 241/1993 Z. z.); 1 September and 17 November are working days from 2026.
  SK: (year) => {
    const easter = easterSunday(year)
    const until2025 = (month: number, date: number) => (year < 2026 ? [day(year, month, date)] : [])
    return [
      day(year, 1, 1),
      day(year, 1, 6),
      plus(easter, -2),
      plus(easter, 1),
      ...[
        [5, 1],
        [5, 8],
        [7, 5],
        [8, 29],
        [9, 15],
        [11, 1],
      ].map(([month, date]) => day(year, month, date)),
      ...until2025(9, 1),
      ...until2025(11, 17),
      ...christmas(year),
    ]
  },
  // Bank holidays in England and Wales, with substitute days.
  UK: (year) => {
    const easter = easterSunday(year)
    return [
      ...withSubstitutes([day(year, 1, 1)]),
      plus(easter, -2),
      plus(easter, 1),
      firstMonday(year, 5),
      lastMonday(year, 5),
      lastMonday(year, 8),
      ...withSubstitutes([day(year, 12, 25), day(year, 12, 26)]),
    ]
  },
}

const cache = new Map<string, ReadonlySet<string>>()

/** A market's public holidays in a year, as sorted 'yyyy-MM-dd' dates. */
export function publicHolidays(market: HolidayMarket, year: number): string[] {
  return [...holidaySet(market, year)].sort()
}

function holidaySet(market: HolidayMarket, year: number): ReadonlySet<string> {
  const key = `${market}${year}`
  let found = cache.get(key)
  if (!found) cache.set(key, (found = new Set(calendars[market](year).map(iso))))
  return found
}

/** Whether a 'yyyy-MM-dd' date is a public holiday of the market. */
export function isPublicHoliday(market: HolidayMarket, date: string): boolean {
  return holidaySet(market, Number(date.slice(0, 4))).has(date)
}
