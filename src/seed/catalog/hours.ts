/** The opening hours of the demo dealers' departments: the week per department, and the dated days. */
import type { MarketCode } from './markets'
import { labels, type DepartmentGroup } from './vocabulary'

/** A department's week: weekday hours, Saturday's (null: closed) and Sunday's (null: closed). */
type Week = { weekday: string; saturday: string | null; sunday?: string }

/**
 * The weeks a department of each kind keeps (decisions: "Demo opening hours"): workshops and body
 * shops open early, some workshops also on Saturday mornings; sales open later, most on Saturday and
 * one on Sunday afternoons; parts keep the workshop's day. The first of each list is the plainest.
 */
const weeks: Record<DepartmentGroup, readonly Week[]> = {
  Workshop: [
    { weekday: '07:00–17:00', saturday: null },
    { weekday: '08:00–18:00', saturday: null },
    { weekday: '07:00–16:00', saturday: '09:00–13:00' },
    { weekday: '07:30–17:00', saturday: null },
  ],
  'Body work': [
    { weekday: '07:00–17:00', saturday: null },
    { weekday: '07:00–16:00', saturday: null },
    { weekday: '08:00–17:00', saturday: null },
  ],
  'New cars': [
    { weekday: '09:00–18:00', saturday: '10:00–15:00' },
    { weekday: '10:00–18:00', saturday: '10:00–14:00' },
    { weekday: '09:00–19:00', saturday: '10:00–16:00', sunday: '11:00–15:00' },
    { weekday: '09:00–17:00', saturday: null },
  ],
  'Used cars': [
    { weekday: '09:00–18:00', saturday: '10:00–15:00' },
    { weekday: '10:00–19:00', saturday: '10:00–16:00' },
    { weekday: '09:00–17:00', saturday: '11:00–14:00' },
  ],
  Parts: [
    { weekday: '07:00–17:00', saturday: null },
    { weekday: '08:00–17:00', saturday: null },
    { weekday: '07:30–16:30', saturday: '09:00–12:00' },
  ],
}

/**
 * The UK's Christmas alert names one closing time and reopening day for all its workshops
 * (alerts.ts), so its workshops differ only in the weeks that keep those: closing at 17:00, closed
 * on Saturdays.
 */
function weeksOf(market: MarketCode, group: DepartmentGroup): readonly Week[] {
  if (market !== 'UK' || group !== 'Workshop') return weeks[group]
  return weeks[group].filter((week) => week.weekday.endsWith('17:00') && week.saturday === null)
}

/** The number of different weeks a department of the group keeps in the market. */
export const weekVariants = (market: MarketCode, group: DepartmentGroup) => weeksOf(market, group).length

/**
 * A department's week, picked by `variant` (any whole number: the dealer generator derives it from
 * the dealer and department, so the same seed gives the same hours), and the dated days. Public
 * holidays are closed by the market's calendar (src/lib/holidays); the dated days add Christmas Eve
 * (no holiday in Norway or England) and New Year's Eve's short hours, which win over the calendar
 * where it closes that day.
 */
export function departmentHours(market: MarketCode, group: DepartmentGroup, variant = 0) {
  const words = labels[market]
  const choices = weeksOf(market, group)
  const week = choices[Math.abs(Math.trunc(variant)) % choices.length]
  const daily = [...Array(5).fill(week.weekday), week.saturday ?? words.closed, week.sunday ?? words.closed]
  return {
    openinghours: words.days.map((day, index) => ({ day, displayText: daily[index] })),
    deviationdays: [
      { date: '2026-12-24', displayText: words.closed },
      { date: '2026-12-31', displayText: '10:00–13:00' },
      { date: '2027-01-01', displayText: words.closed },
    ],
  }
}
