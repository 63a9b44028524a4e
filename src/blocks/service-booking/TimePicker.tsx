'use client'
import { useRef, type KeyboardEvent } from 'react'
import { useFocusOnCommit } from '@/ui/focus/useFocusOnCommit'
import type { TimeSlot } from './state'
import { fill } from '@/lib/i18n/fill'
import { bookingTexts as texts } from './texts'
import { useTimeslotWeeks, weekTabs } from './useTimeslotWeeks'
import { WeekPanel } from './WeekPanel'

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
  const { days, loading, weeks, first, selected, select } = useTimeslotWeeks(
    registration,
    departmentId,
    codes.join(','),
  )
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  // The tab an arrow key chose takes the focus (it may first scroll into the shown tabs).
  const focusOnCommit = useFocusOnCommit()
  const shown = weeks.slice(first, first + weekTabs)

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
      {week ? <WeekPanel week={week} onChoose={onChoose} /> : null}
    </div>
  )
}
