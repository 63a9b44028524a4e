'use client'
import type { Ref } from 'react'
import { fill } from '@/lib/i18n/fill'
import { Notice } from './Notice'
import { linkButton, stepHeading } from './styles'
import { tireHotelTexts as texts } from './texts'
import type { Loaded } from './useBookingFlow'

/**
 * The chosen day's start times (spec 03 §2.4), or "Verkstaden återkommer med tid" where the day
 * has only the full-day place; once chosen, the time with "Ändra tid".
 */
export function TimeStep({
  headingRef,
  times,
  time,
  onChoose,
  onChange,
}: {
  headingRef: Ref<HTMLHeadingElement>
  times: Loaded<string[]>
  time: string | null
  onChoose: (time: string) => void
  onChange: () => void
}) {
  return (
    <section aria-labelledby="tire-hotel-time-heading" className="grid gap-2" data-time-step>
      <h3 id="tire-hotel-time-heading" ref={headingRef} tabIndex={-1} className={stepHeading}>
        {texts.timeHeading}
      </h3>
      {times.status === 'loading' ? (
        <Notice role="status" marker="times-loading" text={texts.loadingTimes} />
      ) : times.status === 'failed' ? (
        <Notice role="alert" marker="times-failed" text={texts.timesFailed} />
      ) : times.value.length === 0 ? (
        <Notice role="status" marker="no-times" text={texts.noTimes} />
      ) : time ? (
        <p className="flex flex-wrap items-center gap-3" data-chosen-time={time}>
          <span>{fill(texts.chosenTime, { time })}</span>
          <button type="button" onClick={onChange} className={linkButton} data-change-time>
            {texts.changeTime}
          </button>
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={texts.timeHeading}>
          {times.value.map((slot) => (
            <li key={slot}>
              <button
                type="button"
                onClick={() => onChoose(slot)}
                className="min-h-11 min-w-16 rounded-md border border-brand px-3 text-sm"
                data-time={slot}
              >
                {slot}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
