'use client'
import type { Dispatch } from 'react'
import { fill } from '@/lib/i18n/fill'
import { OfferingCategories } from './Offerings.client'
import type { BookingAction, SelectedService } from './state'
import { bookingTexts as texts } from './texts'
import type { Loaded } from './useServiceBooking'

/**
 * Step 2 (spec 03 §2.2, §4): the car's services at the place, the damage-inspection partner, and
 * continue once a service is chosen.
 */
export function ServicesStep({
  services,
  selection,
  milage,
  dispatch,
  addonsLoading,
  onContinue,
  contactEmail,
  damageInspectionUrl,
}: {
  services: Loaded
  selection: Record<string, SelectedService>
  milage: number | null
  dispatch: Dispatch<BookingAction>
  /** The add-ons are being asked for: continue waits for their answer. */
  addonsLoading: boolean
  onContinue: () => void
  contactEmail: string
  damageInspectionUrl: string
}) {
  const serviceCount = Object.values(selection).filter((service) => service.type === 'service').length
  return (
    <div className="grid gap-4" data-services-step>
      {services.status === 'loading' || services.status === 'idle' ? (
        <p role="status">{texts.searching}</p>
      ) : services.status === 'failed' ? (
        <p role="alert" data-services-failed>
          {texts.servicesFailed} {fill(texts.contactUs, { email: contactEmail })}
        </p>
      ) : (
        <OfferingCategories
          categories={services.categories}
          kind="service"
          selection={selection}
          milage={milage}
          dispatch={dispatch}
        />
      )}
      <div className="flex items-start gap-3 rounded-md border border-neutral-300 p-4" data-damage-inspection>
        <svg viewBox="0 0 24 24" className="size-6 shrink-0 fill-current" aria-hidden="true">
          <path d="M12 3 2 20h20zm-1 6h2v5h-2zm0 7h2v2h-2z" />
        </svg>
        <div>
          <h3 className="font-semibold">{texts.damageHeading}</h3>
          <p className="text-sm">{texts.damageText}</p>
          <a
            href={damageInspectionUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold underline"
          >
            {texts.damageLink}
          </a>
        </div>
      </div>
      <div>
        <button
          type="button"
          disabled={serviceCount === 0 || addonsLoading}
          onClick={onContinue}
          aria-describedby={serviceCount === 0 ? 'booking-services-hint' : undefined}
          className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 py-2.5 font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
          data-services-continue
        >
          {texts.continue}
        </button>
        {serviceCount === 0 ? (
          <p id="booking-services-hint" className="mt-1 text-sm text-neutral-700">
            {texts.chooseAtLeastOne}
          </p>
        ) : null}
      </div>
    </div>
  )
}
