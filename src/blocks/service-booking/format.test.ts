import { describe, expect, it } from 'vitest'
import {
  dayHeading,
  distanceLabel,
  firstFreeWeek,
  groupByWeek,
  isWeekend,
  isoWeek,
  nextDay,
  sek,
} from './format'
import { orderWorkshops } from './workshops'

describe('the flow’s formats', () => {
  it('heads a day with a capital first letter only: Swedish months are lower case', () => {
    expect(dayHeading('2026-12-21')).toBe('Måndag 21 december')
  })

  it('holds a distance’s number and unit together, rounded to whole kilometres', () => {
    expect(distanceLabel(12.4)).toBe('12\u00a0km')
    expect(distanceLabel(1234)).toBe('1\u00a0234\u00a0km')
  })

  it('prices in SEK, Swedish style', () => {
    expect(sek(2195).replace(/\s/g, ' ')).toBe('2 195 kr')
  })

  it('weeks run Monday to Sunday with ISO numbers; Saturday and Sunday are the weekend', () => {
    expect(isoWeek('2026-11-25')).toBe(48)
    expect(isoWeek('2027-01-01')).toBe(53)
    expect(isWeekend('2026-11-28')).toBe(true)
    expect(isWeekend('2026-11-29')).toBe(true)
    expect(isWeekend('2026-11-30')).toBe(false)
    const weeks = groupByWeek(
      ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-06', '2026-12-07'].map((date) => ({ date })),
    )
    expect(weeks.map((week) => [week.week, week.days.length])).toEqual([
      [48, 2],
      [49, 2],
      [50, 1],
    ])
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })

  it('the time picker opens on the first week with a free time, a whole day or a timed slot', () => {
    const day = (date: string, availableSlots: string[] = [], allDaySlotAvailable = false) => ({
      date,
      availableSlots,
      allDaySlotAvailable,
    })
    // Friday 2026-11-27 and the weekend without times: the next week is the first with one.
    const lateInTheWeek = [
      day('2026-11-27'),
      day('2026-11-28'),
      day('2026-11-29'),
      day('2026-11-30', ['09:00']),
    ]
    expect(firstFreeWeek(lateInTheWeek)).toBe(1)
    expect(firstFreeWeek([day('2026-11-26', [], true), day('2026-11-30', ['09:00'])])).toBe(0)
    expect(firstFreeWeek([day('2026-11-27'), day('2026-11-30')])).toBe(-1)
  })

  it('sorts workshops nearest first or by first free time, those without last', () => {
    const workshop = (id: string, distanceKm: number | null, timeslot: string | null) => ({
      departmentId: id,
      siteId: id,
      siteName: id,
      address: '',
      latitude: null,
      longitude: null,
      brands: [],
      distanceKm,
      firstTimeSlot: timeslot ? { timeslot, isFullDay: false } : null,
    })
    const list = [
      workshop('a', 5, null),
      workshop('b', null, '2026-12-01T09:00:00'),
      workshop('c', 1, '2026-12-02T09:00:00'),
    ]
    expect(orderWorkshops(list, 'nearest').map((entry) => entry.departmentId)).toEqual(['c', 'a', 'b'])
    expect(orderWorkshops(list, 'firstFree').map((entry) => entry.departmentId)).toEqual(['b', 'c', 'a'])
  })
})
