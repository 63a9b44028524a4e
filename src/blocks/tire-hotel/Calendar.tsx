'use client'
import { dayLabel, isWeekend } from '@/lib/dates/calendar-date'
import { calendarGrid, isChoosable, monthLabel, monthOf, shiftMonth, type DateRange } from './calendar'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'

const weekdays = texts.weekdays.split(' ')

/**
 * A month of 42 days (spec 03 §9), Monday first. Only dates in the bookable range that the
 * workshop offers can be chosen; the arrows page between the range's months.
 */
export function Calendar({
  month,
  range,
  available,
  onMonth,
  onChoose,
}: {
  month: string
  range: DateRange
  available: ReadonlySet<string>
  onMonth: (month: string) => void
  onChoose: (date: string) => void
}) {
  const days = calendarGrid(month)
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7))
  const arrow = 'min-h-11 min-w-11 rounded-full border border-neutral-500 text-xl disabled:opacity-40'
  return (
    <div data-calendar data-month={month}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, -1))}
          disabled={month <= monthOf(range.first)}
          className={arrow}
          data-previous-month
        >
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{texts.previousMonth}</span>
        </button>
        <p id="tire-hotel-month" aria-live="polite" className="font-semibold capitalize">
          {monthLabel(month)}
        </p>
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(month, 1))}
          disabled={month >= monthOf(range.last)}
          className={arrow}
          data-next-month
        >
          <span aria-hidden="true">›</span>
          <span className="sr-only">{texts.nextMonth}</span>
        </button>
      </div>
      <table className="w-full table-fixed text-center" aria-labelledby="tire-hotel-month">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col" className="pb-1 text-xs font-semibold">
                <abbr title={weekday} className="no-underline">
                  {weekday.slice(0, 3).toLowerCase()}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const choosable = isChoosable(date, range, available)
                const inMonth = monthOf(date) === month
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      onClick={() => onChoose(date)}
                      disabled={!choosable}
                      aria-label={choosable ? `${dayLabel(date)}, ${texts.available}` : dayLabel(date)}
                      className={`min-h-11 w-full rounded-md text-sm ${
                        choosable
                          ? 'border border-brand font-semibold hover:bg-neutral-100'
                          : `text-neutral-500 ${isWeekend(date) ? 'bg-neutral-100' : ''}`
                      } ${inMonth || choosable ? '' : 'opacity-60'}`}
                      data-date={date}
                      data-available={choosable || undefined}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** "Valt datum: onsdag 25 november" */
export const chosenDateText = (date: string) => fill(texts.chosenDate, { date: dayLabel(date) })
