import { describe, expect, it } from 'vitest'
import {
  datedDaysAhead,
  describeOpeningStatus,
  openingStatus,
  parseHours,
  vacationIsCurrent,
  type OpeningSchedule,
} from '.'

const days = ['måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag', 'söndag']
// A sales department as the demo catalog writes it: weekdays 09–18, Saturday 10–15, Sunday closed.
const sales: OpeningSchedule = {
  openinghours: days.map((day, index) => ({
    day,
    displayText: index < 5 ? '09:00–18:00' : index === 5 ? '10:00–15:00' : 'Stängt',
  })),
  deviationdays: [
    { date: '2026-12-24', displayText: 'Stängt' },
    { date: '2026-12-31', displayText: '10:00–13:00' },
  ],
  vacationdays: [
    {
      vacationtitle: 'Sommarstängt',
      vacationstart: '2026-07-13',
      vacationend: '2026-07-26',
      day: [{ day: 'Måndag', displayText: 'Stängt' }],
    },
  ],
}
const stockholm = 'Europe/Stockholm'
// Instants in UTC; Stockholm is UTC+1 in winter and UTC+2 in summer.
const at = (iso: string) => new Date(iso)

describe('parseHours', () => {
  it('reads a time range with an en dash, a hyphen or dots, and nothing else', () => {
    expect(parseHours('09:00–18:00')).toEqual({ opens: '09:00', closes: '18:00' })
    expect(parseHours('9.00 - 17.30')).toEqual({ opens: '09:00', closes: '17:30' })
    expect(parseHours('Stängt')).toBeNull()
    expect(parseHours(undefined)).toBeNull()
    // A range that ends before it starts says nothing we can trust.
    expect(parseHours('18:00–09:00')).toBeNull()
  })
})

describe('openingStatus', () => {
  it('is open on a weekday morning and says when it closes', () => {
    // Tuesday 24 November 2026, 10:00 in Stockholm.
    expect(openingStatus(sales, at('2026-11-24T09:00:00Z'), stockholm, 'SE')).toEqual({
      kind: 'open',
      closes: '18:00',
    })
  })

  it('before opening time it opens today', () => {
    const status = openingStatus(sales, at('2026-11-24T06:00:00Z'), stockholm, 'SE') // 07:00
    expect(status).toMatchObject({ kind: 'closed', opens: '09:00', daysAhead: 0 })
  })

  it('at closing time it is closed and opens the next morning', () => {
    const status = openingStatus(sales, at('2026-11-24T17:00:00Z'), stockholm, 'SE') // 18:00 sharp
    expect(status).toMatchObject({ kind: 'closed', opens: '09:00', daysAhead: 1 })
  })

  it('after Saturday closing it skips the closed Sunday and opens Monday', () => {
    // Saturday 28 November, 16:00: Sunday is closed, Monday 30 November opens at 09:00.
    const status = openingStatus(sales, at('2026-11-28T15:00:00Z'), stockholm, 'SE')
    expect(status).toMatchObject({ kind: 'closed', opens: '09:00', daysAhead: 2 })
    if (status.kind !== 'closed') throw new Error('expected closed')
    expect(status.on.toISOString()).toBe('2026-11-29T23:00:00.000Z') // Monday 00:00 in Stockholm
  })

  it('follows deviation days and public holidays: Christmas closed, short hours on New Year’s Eve', () => {
    // Wednesday 23 December 19:00: the 24th is closed, the 25th and 26th are public holidays,
    // the 27th a Sunday: it opens Monday 28 December at 09:00.
    expect(openingStatus(sales, at('2026-12-23T18:00:00Z'), stockholm, 'SE')).toMatchObject({
      kind: 'closed',
      opens: '09:00',
      daysAhead: 5,
    })
    // Thursday 31 December 12:00: open until 13:00 instead of 18:00.
    expect(openingStatus(sales, at('2026-12-31T11:00:00Z'), stockholm, 'SE')).toEqual({
      kind: 'open',
      closes: '13:00',
    })
  })

  it('is closed on each market’s public holidays, open again the next working day', () => {
    // Epiphany, Wednesday 6 January 2027, 10:00: a holiday in Sweden, Finland and Slovakia only.
    const epiphany = at('2027-01-06T09:00:00Z')
    expect(openingStatus(sales, epiphany, stockholm, 'SE')).toMatchObject({ kind: 'closed', daysAhead: 1 })
    expect(openingStatus(sales, epiphany, 'Europe/Helsinki', 'FI')).toMatchObject({
      kind: 'closed',
      daysAhead: 1,
    })
    expect(openingStatus(sales, epiphany, 'Europe/Bratislava', 'SK')).toMatchObject({ kind: 'closed' })
    expect(openingStatus(sales, epiphany, 'Europe/Oslo', 'NO')).toEqual({ kind: 'open', closes: '18:00' })
    expect(openingStatus(sales, epiphany, 'Europe/London', 'UK')).toEqual({ kind: 'open', closes: '18:00' })
    // England's substitute bank holiday: Monday 28 December 2026 (Boxing Day is a Saturday).
    expect(openingStatus(sales, at('2026-12-28T10:00:00Z'), 'Europe/London', 'UK')).toMatchObject({
      kind: 'closed',
      daysAhead: 1,
    })
    // Norway's Whit Monday, 25 May 2026.
    expect(openingStatus(sales, at('2026-05-25T08:00:00Z'), 'Europe/Oslo', 'NO')).toMatchObject({
      kind: 'closed',
    })
  })

  it('follows a vacation only on the weekdays it lists and only inside its window', () => {
    // Monday 13 July 2026, 10:00 (UTC+2): the vacation closes Mondays; Tuesday keeps its hours.
    expect(openingStatus(sales, at('2026-07-13T08:00:00Z'), stockholm, 'SE')).toMatchObject({
      kind: 'closed',
      opens: '09:00',
      daysAhead: 1,
    })
    // Monday 27 July, after the window: open as usual.
    expect(openingStatus(sales, at('2026-07-27T08:00:00Z'), stockholm, 'SE')).toEqual({
      kind: 'open',
      closes: '18:00',
    })
  })

  it('counts in the site’s time zone, not the server’s', () => {
    // 17:30 UTC is 18:30 in Stockholm (closed) and 17:30 in London (open).
    const instant = at('2026-11-24T17:30:00Z')
    expect(openingStatus(sales, instant, stockholm, 'SE').kind).toBe('closed')
    expect(openingStatus(sales, instant, 'Europe/London', 'SE')).toEqual({ kind: 'open', closes: '18:00' })
    // 23:30 UTC on Tuesday is 00:30 on Wednesday in Stockholm: it opens today there, not tomorrow.
    expect(openingStatus(sales, at('2026-11-24T23:30:00Z'), stockholm, 'SE')).toMatchObject({
      kind: 'closed',
      opens: '09:00',
      daysAhead: 0,
    })
    expect(openingStatus(sales, at('2026-11-24T23:30:00Z'), 'UTC', 'SE')).toMatchObject({ daysAhead: 1 })
  })

  it('is unknown when no day states hours', () => {
    const closed: OpeningSchedule = { openinghours: days.map((day) => ({ day, displayText: 'Stängt' })) }
    expect(openingStatus(closed, at('2026-11-24T09:00:00Z'), stockholm, 'SE')).toEqual({ kind: 'unknown' })
  })
})

describe('datedDaysAhead', () => {
  it('lists the deviation days from today and the public holidays of the next four weeks, closed', () => {
    const listed = datedDaysAhead(sales, '2026-12-20', 'SE', 'Stängt')
    expect(listed.map((entry) => `${entry.date} ${entry.displayText}`)).toEqual([
      '2026-12-24 Stängt',
      '2026-12-25 Stängt',
      '2026-12-26 Stängt',
      '2026-12-31 10:00–13:00', // the deviation day states hours on a holiday: it wins
      '2027-01-01 Stängt',
      '2027-01-06 Stängt',
    ])
    // England has no holiday on Epiphany, and moves Boxing Day 2026 (a Saturday) to Monday 28th.
    expect(datedDaysAhead({}, '2026-12-20', 'UK', 'Closed', 21).map((entry) => entry.date)).toEqual([
      '2026-12-25',
      '2026-12-28',
      '2027-01-01',
    ])
  })
})

describe('vacationIsCurrent', () => {
  const vacation = sales.vacationdays![0]
  it('holds from the first to the last day of the window, in the site’s time zone', () => {
    expect(vacationIsCurrent(vacation, at('2026-07-12T21:59:00Z'), stockholm)).toBe(false) // 12 July 23:59
    expect(vacationIsCurrent(vacation, at('2026-07-12T22:00:00Z'), stockholm)).toBe(true) // 13 July 00:00
    expect(vacationIsCurrent(vacation, at('2026-07-26T21:59:00Z'), stockholm)).toBe(true) // 26 July 23:59
    expect(vacationIsCurrent(vacation, at('2026-07-26T22:00:00Z'), stockholm)).toBe(false) // 27 July
  })
})

describe('describeOpeningStatus', () => {
  const texts = {
    openNow: 'Open now',
    closesAt: 'closes at {time}',
    closed: 'Closed',
    opensAt: 'opens {day} {time}',
    opensTodayAt: 'opens today at {time}',
  }
  const line = (iso: string) =>
    describeOpeningStatus(openingStatus(sales, at(iso), stockholm, 'SE'), texts, 'en-GB', stockholm)

  it('says until when it is open', () => {
    // Wednesday 25 November 2026, 10:00 in Stockholm.
    expect(line('2026-11-25T09:00:00Z')).toBe('Open now · closes at 18:00')
  })

  it('names today before opening time and the weekday after a closed day', () => {
    expect(line('2026-11-25T07:00:00Z')).toBe('Closed · opens today at 09:00')
    // Saturday 28 November after 15:00: Sunday is closed, so Monday.
    expect(line('2026-11-28T15:30:00Z')).toBe('Closed · opens Monday 09:00')
  })

  it('names the weekday in the site’s language and time zone', () => {
    const status = openingStatus(sales, at('2026-11-28T15:30:00Z'), stockholm, 'SE')
    expect(
      describeOpeningStatus(status, { ...texts, opensAt: 'öppnar {day} {time}' }, 'sv-SE', stockholm),
    ).toBe('Closed · öppnar måndag 09:00')
  })

  it('says nothing when the schedule states no hours', () => {
    expect(describeOpeningStatus({ kind: 'unknown' }, texts, 'en-GB', stockholm)).toBeNull()
  })
})
