'use client'
import type { Day } from './api'
import { dayHeading, dayLabel, isFree, isWeekend } from './format'
import type { TimeSlot } from './state'
import { bookingTexts as texts } from './texts'

/**
 * The time picker's week shown (spec 03 §2.2): each day with its free times, Saturday and Sunday
 * marked as the weekend; a full-day slot means the car is left before 08:00 (recorded at 08:00).
 */
export function WeekPanel({
  week,
  onChoose,
}: {
  week: { week: number; key: string; days: Day[] }
  onChoose: (slot: TimeSlot) => void
}) {
  return (
    <div
      id="week-panel"
      role="tabpanel"
      aria-labelledby={`week-tab-${week.key}`}
      className="mt-3 grid gap-3"
      data-week-panel={week.week}
    >
      {week.days.map((day) => {
        const weekend = isWeekend(day.date)
        const free = isFree(day)
        return (
          <section
            key={day.date}
            aria-label={dayLabel(day.date)}
            className={`rounded-md p-3 ${weekend ? 'bg-neutral-200' : 'bg-neutral-50'}`}
            data-day={day.date}
            data-weekend={weekend || undefined}
          >
            <h4 className="text-sm font-semibold">
              {dayHeading(day.date)}
              {weekend ? <span className="ml-2 font-normal">({texts.weekend})</span> : null}
            </h4>
            {free ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {day.allDaySlotAvailable ? (
                  <button
                    type="button"
                    onClick={() => onChoose({ timeslot: `${day.date}T08:00:00`, isFullDay: true })}
                    className="min-h-11 rounded-md border border-brand px-3 text-sm"
                    data-full-day={day.date}
                  >
                    {texts.fullDay}
                  </button>
                ) : null}
                {day.availableSlots.map((time) => (
                  <button
                    key={time}
                    type="button"
                    onClick={() => onChoose({ timeslot: `${day.date}T${time}:00`, isFullDay: false })}
                    className="min-h-11 min-w-16 rounded-md border border-brand px-3 text-sm"
                    data-slot={`${day.date}T${time}`}
                  >
                    {time}
                  </button>
                ))}
              </div>
            ) : (
              <p className="mt-1 text-sm text-neutral-700">{texts.noTimes}</p>
            )}
          </section>
        )
      })}
    </div>
  )
}
