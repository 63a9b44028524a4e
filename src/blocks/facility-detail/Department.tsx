import type { HolidayMarket } from '@/lib/holidays'
import {
  datedDaysAhead,
  describeOpeningStatus,
  openingStatus,
  vacationIsCurrent,
  type OpeningStatusTexts,
} from '@/lib/opening-hours'
import { visibleBrands } from './brand-codes'
import { DepartmentBrands } from './DepartmentBrands'
import { DepartmentStaff } from './DepartmentStaff'
import { tel, type FacilityDepartment } from './facility'

export type DepartmentTexts = {
  phone: string
  email: string
  openingHours: string
  deviationDays: string
  brands: string
  staff: string
  status: OpeningStatusTexts
}

/**
 * One department of the facility (spec 02 §2): contact, today's status, the week's hours, the
 * deviation days still ahead, a vacation while it lasts, its brands and an expandable staff list
 * (a native <details>: no script, Enter and Space open it).
 */
export function Department({
  department,
  now,
  timeZone,
  market,
  locale,
  texts,
  logoOf,
}: {
  department: FacilityDepartment
  /** The brand's logo among the CMS brand items, if it has one. */
  logoOf: (brandName: string) => string | undefined
  now: Date
  timeZone: string
  /** Whose public holidays close the department. */
  market: HolidayMarket
  locale: string
  texts: DepartmentTexts
}) {
  const { schedule } = department
  const status = describeOpeningStatus(
    openingStatus(schedule, now, timeZone, market),
    texts.status,
    locale,
    timeZone,
  )
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone }).format(now)
  const deviations = datedDaysAhead(schedule, today, market, texts.status.closed)
  const vacations = schedule.vacationdays.filter((vacation) => vacationIsCurrent(vacation, now, timeZone))
  const brands = visibleBrands(department.brands)
  return (
    <li
      data-department={department.group ?? department.name}
      className="rounded-lg p-5 ring-1 ring-neutral-200"
    >
      <h3 className="font-heading text-xl">{department.name}</h3>
      {status ? (
        <p data-opening-status className="mt-1 font-semibold">
          {status}
        </p>
      ) : null}
      <p className="mt-2">
        {department.phone ? (
          <span className="block">
            {texts.phone}:{' '}
            <a href={tel(department.phone)} className="underline">
              {department.phone}
            </a>
          </span>
        ) : null}
        {department.email ? (
          <span className="block">
            {texts.email}:{' '}
            <a href={`mailto:${department.email}`} className="underline">
              {department.email}
            </a>
          </span>
        ) : null}
      </p>
      {schedule.openinghours.length ? (
        <>
          <h4 className="mt-4 font-semibold">{texts.openingHours}</h4>
          <dl data-opening-hours className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
            {schedule.openinghours.map((entry, index) => (
              <div key={entry.day ?? index} className="contents">
                <dt>{entry.day}</dt>
                <dd>{entry.displayText}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {vacations.map((vacation) => (
        <div key={`${vacation.vacationtitle}-${vacation.vacationstart}`} data-vacation className="mt-4">
          <h4 className="font-semibold">
            {vacation.vacationtitle} ({vacation.vacationstart} – {vacation.vacationend})
          </h4>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
            {(vacation.day ?? []).map((entry) => (
              <div key={entry.day} className="contents">
                <dt>{entry.day}</dt>
                <dd>{entry.displayText}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {deviations.length ? (
        <>
          <h4 className="mt-4 font-semibold">{texts.deviationDays}</h4>
          <dl data-deviation-days className="mt-1 grid grid-cols-[auto_1fr] gap-x-4">
            {deviations.map((entry) => (
              <div key={entry.date} className="contents">
                <dt>{entry.date}</dt>
                <dd>{entry.displayText}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <DepartmentBrands brands={brands} heading={texts.brands} logoOf={logoOf} />
      <DepartmentStaff users={department.users} heading={texts.staff} />
    </li>
  )
}
