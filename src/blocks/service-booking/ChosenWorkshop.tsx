'use client'
import type { ReactNode, RefObject } from 'react'
import { fill } from '@/lib/i18n/fill'
import { timeLabel } from './format'
import type { TimeSlot, Workshop } from './state'
import { bookingTexts as texts } from './texts'

/**
 * Step 4 with a workshop chosen (spec 03 §2.2): what was chosen, "Ändra verkstad eller tid", and
 * below it the time picker or, once a time is chosen, the contact form.
 */
export function ChosenWorkshop({
  workshop,
  timeSlot,
  summaryRef,
  onChange,
  children,
}: {
  workshop: Workshop
  timeSlot: TimeSlot | null
  /** The summary of the choice, which takes the focus as a workshop or time is chosen. */
  summaryRef: RefObject<HTMLParagraphElement | null>
  onChange: () => void
  children: ReactNode
}) {
  return (
    <div className="grid gap-4" data-chosen-workshop={workshop.departmentId}>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-neutral-100 p-3">
        <p ref={summaryRef} tabIndex={-1} className="font-semibold" data-chosen>
          {timeSlot
            ? fill(texts.chosen, { workshop: workshop.siteName, time: timeLabel(timeSlot, texts.fullDay) })
            : `${workshop.siteName}, ${workshop.address}`}
        </p>
        <button
          type="button"
          onClick={onChange}
          className="text-sm font-semibold underline"
          data-change-workshop
        >
          {texts.changeWorkshopOrTime}
        </button>
      </div>
      {children}
    </div>
  )
}
