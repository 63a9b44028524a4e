'use client'
import { dayLabel } from '@/lib/dates/calendar-date'
import type { TireConfirmation } from './api'
import { StarReview } from './StarReview'
import { primaryButton, secondaryButton } from './styles'
import { fill } from '@/lib/i18n/fill'
import { tireHotelTexts as texts } from './texts'

/** "tisdag 1 december kl. 10:00", or the day and that the workshop comes back with a time. */
export function appointmentLabel(confirmation: Pick<TireConfirmation, 'appointmentTime' | 'isFullDay'>) {
  const date = dayLabel(confirmation.appointmentTime.slice(0, 10))
  return confirmation.isFullDay
    ? fill(texts.timeLater, { date })
    : fill(texts.timeAt, { date, time: confirmation.appointmentTime.slice(11, 16) })
}

/** Confirmation (spec 03 §2.4, §3): the booking's summary, "Gå till startsidan", "Boka tid för annan bil" and the review. */
export function Confirmation({
  confirmation,
  homePath,
  bearer,
  onOtherCar,
}: {
  confirmation: TireConfirmation
  homePath: string
  bearer: string | null
  onOtherCar: () => void
}) {
  const customer = confirmation.customerBase
  const workshop = confirmation.workshop
  return (
    <div className="grid gap-6" data-confirmation>
      <p>{fill(texts.confirmationText, { email: customer.email, phone: customer.phoneMobile })}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{texts.confirmationNumber}</dt>
        <dd data-confirmation-id>{confirmation.bookingConfirmationId}</dd>
        <dt className="font-semibold">{texts.service}</dt>
        <dd>{confirmation.services[0]?.name}</dd>
        <dt className="font-semibold">{texts.time}</dt>
        <dd className="first-letter:uppercase" data-appointment>
          {appointmentLabel(confirmation)}
        </dd>
        <dt className="font-semibold">{texts.workshop}</dt>
        <dd data-workshop>
          {workshop.name}, {workshop.address}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <a href={homePath} className={primaryButton} data-home>
          {texts.home}
        </a>
        <button type="button" onClick={onOtherCar} className={secondaryButton} data-other-car>
          {texts.otherCar}
        </button>
      </div>
      <StarReview bearer={bearer} />
    </div>
  )
}
