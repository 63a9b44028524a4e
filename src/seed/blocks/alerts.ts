/**
 * The alert bars' messages, chosen for the season the demo is seeded in (a spring
 * campaign for April shown in November reads as neglect). No message names a month or a date that
 * would age, but the UK's Christmas hours, which name the days of the Christmas ahead.
 */
import { addDays } from 'date-fns'
import { hoursOn } from '@/lib/opening-hours'
import { departmentHours } from '../catalog/hours'

export type Season = 'winter' | 'spring' | 'summer' | 'autumn'
type Message = { title: string; text: string }

export function seasonOf(date: Date): Season {
  const month = date.getUTCMonth() + 1
  if (month === 12 || month <= 2) return 'winter'
  if (month <= 5) return 'spring'
  return month <= 8 ? 'summer' : 'autumn'
}

/** The used-car campaign of carstore SE (Swedish) and carstore SK (Slovak): tyres that suit the season. */
export const usedCarCampaigns: Record<'sv' | 'sk', Record<Season, Message>> = {
  sv: {
    winter: { title: 'Vinterkampanj', text: 'Vinterhjul på köpet när du köper en begagnad bil.' },
    spring: { title: 'Vårkampanj', text: 'Sommardäck på köpet när du köper en begagnad bil.' },
    summer: { title: 'Sommarkampanj', text: 'Första servicen på köpet när du köper en begagnad bil.' },
    autumn: { title: 'Höstkampanj', text: 'Vinterhjul på köpet när du köper en begagnad bil.' },
  },
  sk: {
    winter: { title: 'Zimná akcia', text: 'Pri kúpe jazdeného auta dostanete zimné pneumatiky zadarmo.' },
    spring: { title: 'Jarná akcia', text: 'Pri kúpe jazdeného auta dostanete letné pneumatiky zadarmo.' },
    summer: { title: 'Letná akcia', text: 'Pri kúpe jazdeného auta dostanete prvý servis zadarmo.' },
    autumn: { title: 'Jesenná akcia', text: 'Pri kúpe jazdeného auta dostanete zimné pneumatiky zadarmo.' },
  },
}

/** automotive UK's warning: Christmas opening hours from mid-November to Christmas, a recall notice otherwise. */
export const ukWarnings: { christmas: Pick<Message, 'title'>; recalls: Message } = {
  christmas: { title: 'Holiday opening hours' },
  recalls: {
    title: 'Safety recalls',
    text: 'Check whether your car is part of a manufacturer recall: the repair is free at our workshops.',
  },
}

const dayName = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long' })
const clock = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hour12: true })

/**
 * When automotive UK's workshops close for Christmas and reopen, read from the workshops' demo
 * hours and England's bank holidays through `hoursOn`, as the dealer pages and booking calendars
 * read them: the last open day before Christmas Day and the first after it.
 */
export function ukChristmasText(year: number): string {
  const workshop = departmentHours('UK', 'Workshop')
  const hours = (date: Date) => hoursOn(workshop, date, 'UK')
  const christmasDay = new Date(year, 11, 25)
  let closes = addDays(christmasDay, -1)
  while (!hours(closes)) closes = addDays(closes, -1)
  let reopens = addDays(christmasDay, 1)
  while (!hours(reopens)) reopens = addDays(reopens, 1)
  const [hour, minute] = hours(closes)!.closes.split(':').map(Number)
  const closing = clock.format(new Date(year, 11, 1, hour, minute))
  return `Our workshops close at ${closing} on ${dayName.format(closes)} and reopen on ${dayName.format(reopens)}.`
}

export function ukWarning(date: Date): Message {
  const month = date.getUTCMonth() + 1
  const day = date.getUTCDate()
  return (month === 11 && day >= 15) || (month === 12 && day <= 26)
    ? { ...ukWarnings.christmas, text: ukChristmasText(date.getUTCFullYear()) }
    : ukWarnings.recalls
}
