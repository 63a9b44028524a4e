import { describe, expect, it } from 'vitest'
import { addMonths, todayIn } from '@/lib/dates/calendar-date'
import {
  bookableRange,
  calendarGrid,
  isChoosable,
  monthLabel,
  monthsOf,
  shiftMonth,
  startTimes,
} from './calendar'

describe('the booking calendar (spec 03 §5, §9)', () => {
  it('offers today plus 3 days to today plus 3 months', () => {
    expect(bookableRange('2026-11-25')).toEqual({ first: '2026-11-28', last: '2027-02-25' })
    expect(bookableRange('2026-11-30')).toEqual({ first: '2026-12-03', last: '2027-02-28' })
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
  })

  it('takes today in Stockholm, not in the browser’s zone', () => {
    // 23:30 UTC on 25 November is already 26 November in Stockholm.
    expect(todayIn('Europe/Stockholm', new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26')
    expect(todayIn('Europe/Stockholm', new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30')
  })

  it('shows 42 days, from the Monday on or before the month’s first', () => {
    const december = calendarGrid('2026-12')
    expect(december).toHaveLength(42)
    expect(december[0]).toBe('2026-11-30')
    expect(december.at(-1)).toBe('2027-01-10')
    // A month starting on a Monday starts the grid itself.
    expect(calendarGrid('2027-02')[0]).toBe('2027-02-01')
  })

  it('pages through the months the range touches', () => {
    expect(monthsOf(bookableRange('2026-11-25'))).toEqual(['2026-11', '2026-12', '2027-01', '2027-02'])
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(monthLabel('2026-12')).toBe('december 2026')
  })

  it('lets a date be chosen only inside the range and when the workshop offers it', () => {
    const range = bookableRange('2026-11-25')
    const offered = new Set(['2026-11-27', '2026-11-30', '2027-03-01'])
    expect(isChoosable('2026-11-30', range, offered)).toBe(true)
    expect(isChoosable('2026-12-01', range, offered)).toBe(false)
    expect(isChoosable('2026-11-27', range, offered)).toBe(false)
    expect(isChoosable('2027-03-01', range, offered)).toBe(false)
  })

  it('shows start times as HH:mm, deduplicated and sorted', () => {
    expect(
      startTimes([
        { startTime: ['2026-12-01T10:00:00', '2026-12-01T08:30:00'] },
        { startTime: ['2026-12-01T10:00:00', '13:15'] },
      ]),
    ).toEqual(['08:30', '10:00', '13:15'])
    expect(startTimes([])).toEqual([])
  })
})
