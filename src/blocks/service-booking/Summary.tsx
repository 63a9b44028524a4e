'use client'
import { useState } from 'react'
import { plateParts } from '@/services/workshop/registration'
import { sek, timeLabel } from './format'
import { totalPrice, type BookingFlowState } from './state'
import { bookingTexts as texts } from './texts'

/**
 * The side summary (spec 03 §2.2): the plate as three characters and the rest, brand and model,
 * "show more info" (build year, region, service agreement), the chosen services with their prices
 * and the total in SEK, and the chosen workshop and time.
 */
export function BookingSummary({
  state,
  headingOnDesktopOnly = false,
}: {
  state: BookingFlowState
  /** In the mechanic-mate bottom sheet the handle names it on a phone: the heading once (spec 03 §2.3). */
  headingOnDesktopOnly?: boolean
}) {
  const [more, setMore] = useState(false)
  const { car } = state
  if (!car) return null
  const [head, rest] = plateParts(car.registrationNumber)
  const services = Object.entries(state.services)
  const { workshop, timeSlot } = state.bookingInfo
  return (
    <aside
      aria-labelledby="booking-summary-heading"
      className="rounded-md bg-neutral-100 p-4"
      data-booking-summary
    >
      <h2
        id="booking-summary-heading"
        className={`mb-3 text-lg font-semibold ${headingOnDesktopOnly ? 'max-lg:hidden' : ''}`}
      >
        {texts.summaryHeading}
      </h2>
      <p
        className="inline-flex gap-2 rounded border-2 border-neutral-900 bg-white px-2 py-1 font-mono text-lg font-bold tracking-widest"
        data-summary-plate
      >
        <span>{head}</span>
        <span>{rest}</span>
      </p>
      <p className="mt-2 font-semibold" data-summary-car>
        {car.brand} {car.model}
      </p>
      <button
        type="button"
        aria-expanded={more}
        aria-controls="booking-summary-more"
        onClick={() => setMore(!more)}
        className="mt-1 text-sm underline"
        data-summary-more
      >
        {more ? texts.showLessInfo : texts.showMoreInfo}
      </button>
      <dl id="booking-summary-more" hidden={!more} className="mt-2 grid grid-cols-2 gap-1 text-sm">
        <dt>{texts.buildYear}</dt>
        <dd>{car.buildYear}</dd>
        <dt>{texts.region}</dt>
        <dd>{car.region ?? state.region ?? '–'}</dd>
        <dt>{texts.serviceAgreement}</dt>
        <dd>{car.hasServiceAgreement ? texts.yes : texts.no}</dd>
      </dl>
      {services.length ? (
        <ul className="mt-4 grid gap-1 border-t border-neutral-300 pt-3 text-sm" data-summary-services>
          {services.map(([code, service]) => (
            <li key={code} className="flex justify-between gap-3" data-summary-service={code}>
              <span>
                {service.name}
                {service.unit !== null ? ` (${service.unit} ${service.unitAbbreviation ?? ''})` : ''}
              </span>
              <span className="whitespace-nowrap">
                {service.price === null ? texts.priceMissing : sek(service.price)}
              </span>
            </li>
          ))}
          <li className="mt-2 flex justify-between gap-3 border-t border-neutral-300 pt-2 font-semibold">
            <span>{texts.total}</span>
            <span data-summary-total>{sek(totalPrice(state.services))}</span>
          </li>
        </ul>
      ) : (
        <p className="mt-4 text-sm">{texts.noServicesYet}</p>
      )}
      {services.length ? <p className="mt-2 text-xs text-neutral-700">{texts.priceNote}</p> : null}
      {workshop ? (
        <dl className="mt-3 grid gap-1 border-t border-neutral-300 pt-3 text-sm" data-summary-workshop>
          <dt className="font-semibold">{texts.workshop}</dt>
          <dd>
            {workshop.siteName}, {workshop.address}
          </dd>
          {timeSlot ? (
            <>
              <dt className="font-semibold">{texts.time}</dt>
              <dd>{timeLabel(timeSlot, texts.fullDay)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </aside>
  )
}
