import type { BlockContext } from '@/blocks/types'
import { translator } from '@/lib/i18n/dictionary'
import type { DetailCar } from '@/services/search/car/car'
import type { PriceDrop } from '@/services/search/price-history'
import { siteTimeZone } from '@/services/stories/dates'
import type { VehicleFormat } from '@/ui/vehicle/format'
import { FinanceSections, shownCompanyLeasing } from './finance/FinanceSections'
import { UkFinanceSection } from './finance/UkFinanceSection'
import { PriceLines } from './PriceLines'
import { priceView } from './sections'
import { TrimPackage } from './TrimPackage'
import { WatchCar } from './WatchCar.lazy'

/**
 * The price box (spec 02 §2): the figures, the finance calculators, a sample car's trim package,
 * the links to the contact form and, for a used car, watching its price.
 */
export function PriceBox({
  context,
  car,
  record,
  priceDrop,
  format,
  detailBase,
}: {
  context: BlockContext
  car: DetailCar
  record: Record<string, unknown>
  priceDrop: PriceDrop | null
  format: VehicleFormat
  detailBase: string
}) {
  const { site, language, dictionary } = context
  const t = translator(dictionary)
  return (
    <div data-price-box className="grid gap-3">
      <PriceLines
        price={priceView(car, format, site.name, shownCompanyLeasing(car, record))}
        priceDrop={priceDrop}
        format={format}
        timeZone={siteTimeZone(site)}
        t={t}
      />
      <FinanceSections car={car} record={record} format={format} dictionary={dictionary} />
      <UkFinanceSection
        car={car}
        format={format}
        siteDisplayName={site.displayName}
        dictionary={dictionary}
      />
      {car.isSample && car.trimPackage ? (
        <TrimPackage
          trimPackage={car.trimPackage}
          linkedVehicles={car.linkedVehicles}
          detailBase={detailBase}
          t={t}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {car.isSample ? (
          <>
            <a
              href="#contact-quote"
              className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast"
              data-cta="quote"
            >
              {t('carDetailGetQuote')}
            </a>
            <a
              href="#contact-testdrive"
              className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold ring-1 ring-neutral-900"
              data-cta="testdrive"
            >
              {t('carDetailBookTestDrive')}
            </a>
          </>
        ) : (
          <a
            href="#contact-form"
            className="inline-flex min-h-11 items-center rounded-full bg-brand px-5 font-semibold text-brand-contrast"
            data-cta="contact"
          >
            {t('carDetailContactSeller')}
          </a>
        )}
      </div>
      {car.isSample ? null : (
        <WatchCar
          button={t('carWatchButton')}
          siteName={site.name}
          language={language.code}
          carId={car.id}
          detailPath={detailBase}
          labels={{
            intro: t('carWatchIntro'),
            email: t('carWatchEmail'),
            submit: t('carWatchSubmit'),
            submitting: t('carWatchSubmitting'),
            emailInvalid: t('carWatchEmailInvalid'),
            emailFull: t('carWatchEmailFull'),
            sent: t('carWatchSent'),
            tooMany: t('carWatchTooMany'),
            error: t('carWatchError'),
            unavailable: t('carWatchUnavailable'),
          }}
        />
      )}
    </div>
  )
}
