/** The opening hours of the demo dealers' departments: the week per department, and the dated days. */
import type { MarketCode } from './markets'
import { labels, type DepartmentGroup } from './vocabulary'

/**
 * Weekdays 07–17 in the workshop and body shop, 09–18 elsewhere; sales also open Saturday.
 * Public holidays are closed by the market's calendar (src/lib/holidays); the dated days add
 * Christmas Eve (no holiday in Norway or England) and New Year's Eve's short hours, which win over
 * the calendar where it closes that day.
 */
export function departmentHours(market: MarketCode, group: DepartmentGroup) {
  const words = labels[market]
  const weekday = group === 'Workshop' || group === 'Body work' ? '07:00–17:00' : '09:00–18:00'
  const saturday = group === 'New cars' || group === 'Used cars' ? '10:00–15:00' : words.closed
  return {
    openinghours: words.days.map((day, index) => ({
      day,
      displayText: index < 5 ? weekday : index === 5 ? saturday : words.closed,
    })),
    deviationdays: [
      { date: '2026-12-24', displayText: words.closed },
      { date: '2026-12-31', displayText: '10:00–13:00' },
      { date: '2027-01-01', displayText: words.closed },
    ],
  }
}
