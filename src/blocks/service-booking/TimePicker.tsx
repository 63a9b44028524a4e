'use client'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useFocusOnCommit } from '@/ui/focus/use-focus-on-commit'
import { loadTimeslots, type Day } from './api'
import {
  dayHeading,
  dayLabel,
  firstFreeWeek,
  groupByWeek,
  isFree,
  isWeekend,
  nextDay,
  todayInStockholm,
} from './format'
import type { TimeSlot } from './state'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'

/** Week tabs shown at once (spec 03 §9). */
export const weekTabs = 4

/**
 * The weekly time picker (spec 03 §2.2): four week tabs; choosing the last loaded week loads the
 * next four weeks. Saturday and Sunday are marked as the weekend; a full-day slot means the car
 * is left before 08:00 (recorded at 08:00).
 */
export function TimePicker({
  registration,
  departmentId,
  codes,
  onChoose,
}: {
  registration: string
  departmentId: string
  codes: string[]
  onChoose: (slot: TimeSlot) => void
}) {
  const [days, setDays] = useState<Day[]>([])
  const [loading, setLoading] = useState(true)
  const [first, setFirst] = useState(0)
  const [selected, setSelected] = useState(0)
  const loadedUntil = useRef<string | null>(null)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  // The tab an arrow key chose takes the focus (it may first scroll into the shown tabs).
  const focusOnCommit = useFocusOnCommit()
  const codesKey = codes.join(',')

  const load = async (from: string) => {
    setLoading(true)
    const more = await loadTimeslots(registration, departmentId, from, codesKey.split(','))
    setLoading(false)
    if (more.length === 0) return
    loadedUntil.current = more.at(-1)!.date
    setDays((current) => [...current, ...more.filter((day) => day.date > (current.at(-1)?.date ?? ''))])
  }

  useEffect(() => {
    let cancelled = false
    loadTimeslots(registration, departmentId, todayInStockholm(), codesKey.split(',')).then((loaded) => {
      if (cancelled) return
      setDays(loaded)
      // The picker opens on the first week with a free time (late in a week, or with this week's
      // times taken, the current week has none); the earlier weeks stay a tab away.
      const opening = Math.max(0, firstFreeWeek(loaded))
      setSelected(opening)
      setFirst(Math.max(0, opening - weekTabs + 1))
      loadedUntil.current = loaded.at(-1)?.date ?? null
      setLoading(false)
    })
    return () => {
      cancelled = true
    }
  }, [registration, departmentId, codesKey])

  const weeks = groupByWeek(days)
  const shown = weeks.slice(first, first + weekTabs)

  const select = (index: number) => {
    setSelected(index)
    if (index < first) setFirst(index)
    if (index >= first + weekTabs) setFirst(index - weekTabs + 1)
    // Near the end of what is loaded: the next four weeks.
    if (index >= weeks.length - 1 && !loading && loadedUntil.current) void load(nextDay(loadedUntil.current))
  }
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = Math.min(weeks.length - 1, Math.max(0, index + step))
    if (next !== index) focusOnCommit(() => tabs.current[next])
    select(next)
  }

  if (loading && days.length === 0)
    return (
      <p role="status" data-times-loading>
        {texts.loadingTimes}
      </p>
    )
  if (days.length === 0)
    return (
      <p role="status" data-no-times>
        {texts.noTimes}
      </p>
    )

  const week = weeks[selected]
  return (
    <div data-time-picker data-loading={loading || undefined}>
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={() => select(Math.max(0, first - 1))}
          disabled={first === 0}
          className="min-h-11 min-w-11 shrink-0 rounded-full border border-neutral-400 disabled:opacity-40"
        >
          <span aria-hidden="true">‹</span>
          <span className="sr-only">{texts.earlierWeeks}</span>
        </button>
        {/* No width of its own (w-0 grow): four tabs never widen a phone's page, they scroll. */}
        <div role="tablist" aria-label={texts.timeHeading} className="flex w-0 grow gap-1 overflow-x-auto">
          {shown.map((entry, offset) => {
            const index = first + offset
            return (
              <button
                key={entry.key}
                ref={(element) => {
                  tabs.current[index] = element
                }}
                type="button"
                role="tab"
                id={`week-tab-${entry.key}`}
                aria-selected={index === selected}
                aria-controls="week-panel"
                tabIndex={index === selected ? 0 : -1}
                onClick={() => select(index)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={`min-h-11 shrink-0 grow rounded-md px-3 py-2 text-sm font-semibold ${index === selected ? 'bg-brand text-brand-contrast' : 'bg-neutral-100'}`}
                data-week-tab={entry.week}
              >
                {fill(texts.week, { n: entry.week })}
              </button>
            )
          })}
        </div>
        <button
          type="button"
          onClick={() => select(Math.min(weeks.length - 1, selected + 1))}
          disabled={selected >= weeks.length - 1 && loading}
          className="min-h-11 min-w-11 shrink-0 rounded-full border border-neutral-400 disabled:opacity-40"
          data-later-weeks
        >
          <span aria-hidden="true">›</span>
          <span className="sr-only">{texts.laterWeeks}</span>
        </button>
      </div>
      {week ? (
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
      ) : null}
    </div>
  )
}
