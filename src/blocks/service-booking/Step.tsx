'use client'
import type { ReactNode, RefCallback } from 'react'
import { fill } from '@/lib/i18n/fill'
import { stepNumber, type BookingFlowState } from './state'
import { bookingTexts as texts } from './texts'

/**
 * One step of the flow (spec 03 §4): the shown step with its heading and content; a step reached and
 * not shown collapses into a header that reopens it (until the booking is made); a step not reached
 * is not drawn.
 */
export function Step({
  number,
  title,
  summary,
  progress,
  headingRef,
  onShow,
  children,
}: {
  number: number
  title: string
  /** What the step's choice was, shown in its collapsed header. */
  summary: string
  progress: Pick<BookingFlowState, 'displayState' | 'bookingState' | 'maxBookingState'>
  headingRef: RefCallback<HTMLHeadingElement>
  onShow: (step: number) => void
  children: ReactNode
}) {
  const open = progress.displayState === number
  const reached = number <= progress.bookingState
  if (!open && !reached) return null
  const label = fill(texts.step, { n: stepNumber(number), max: progress.maxBookingState })
  return (
    <section
      aria-labelledby={`booking-step-${number}`}
      className="rounded-md border border-neutral-300 p-4"
      data-step={number}
      data-open={open || undefined}
    >
      {open ? (
        <>
          <h2
            id={`booking-step-${number}`}
            ref={headingRef}
            data-step-heading={number}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold"
          >
            <span className="block text-sm font-normal text-neutral-700">{label}</span>
            {title}
          </h2>
          {children}
        </>
      ) : (
        <h2 id={`booking-step-${number}`} className="text-base">
          <button
            type="button"
            onClick={() => onShow(number)}
            disabled={progress.bookingState >= 5}
            className="flex w-full flex-wrap items-baseline justify-between gap-2 text-left"
            data-step-summary={number}
          >
            <span>
              <span className="block text-sm text-neutral-700">{label}</span>
              <span className="font-semibold">{title}</span>
              <span className="block text-sm">{summary}</span>
            </span>
            {progress.bookingState < 5 ? <span className="text-sm underline">{texts.edit}</span> : null}
          </button>
        </h2>
      )}
    </section>
  )
}
