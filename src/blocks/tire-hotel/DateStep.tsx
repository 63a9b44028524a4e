'use client'
import type { Ref } from 'react'
import type { TireVehicle } from './api'
import type { DateRange } from './calendar'
import { Calendar, chosenDateText } from './Calendar'
import { Notice } from './Notice'
import { linkButton, stepHeading } from './styles'
import { tireHotelTexts as texts } from './texts'
import type { Loaded } from './useBookingFlow'
import { StationLinks } from './VehicleCard'

/**
 * The booking's date (spec 03 §2.4, §9): the workshop's dates in a 42-day calendar; once chosen,
 * the date in words with "Ändra datum". Without dates, the station's phone and e-mail.
 */
export function DateStep({
  headingRef,
  station,
  range,
  dates,
  month,
  date,
  onMonth,
  onChoose,
  onChange,
}: {
  headingRef: Ref<HTMLHeadingElement>
  station: TireVehicle['location']
  range: DateRange
  dates: Loaded<Set<string>>
  month: string
  date: string | null
  onMonth: (month: string) => void
  onChoose: (date: string) => void
  onChange: () => void
}) {
  return (
    <section aria-labelledby="tire-hotel-date-heading" className="grid gap-2" data-date-step>
      <h3 id="tire-hotel-date-heading" ref={headingRef} tabIndex={-1} className={stepHeading}>
        {texts.dateHeading}
      </h3>
      {date ? (
        <p className="flex flex-wrap items-center gap-3" data-chosen-date={date}>
          <span className="first-letter:uppercase">{chosenDateText(date)}</span>
          <button type="button" onClick={onChange} className={linkButton} data-change-date>
            {texts.changeDate}
          </button>
        </p>
      ) : dates.status === 'loading' ? (
        <Notice role="status" marker="dates-loading" text={texts.loadingDates} />
      ) : dates.status === 'failed' ? (
        <Notice role="alert" marker="dates-failed" text={texts.datesFailed} />
      ) : dates.value.size === 0 ? (
        <div role="status" data-no-dates>
          <p>{texts.noDates}</p>
          <p className="mt-1">
            <StationLinks location={station} />
          </p>
        </div>
      ) : (
        <Calendar month={month} range={range} available={dates.value} onMonth={onMonth} onChoose={onChoose} />
      )}
    </section>
  )
}
