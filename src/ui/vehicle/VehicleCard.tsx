import { catalogValueLabel } from '@/lib/i18n/catalog-values'
import { blurBackdropClass, blurBackdropStyle } from '@/ui/media/blur-backdrop'
import { Img } from '@/ui/media/Img'
import { cardPrice, carDetailHref } from './card-fields'
import { Flag } from './Flag'
import { formatMileage, formatPrice } from './format'
import type { CarCardRecord, VehicleCardSettings } from './types'

type Props = {
  car: CarCardRecord
  settings: VehicleCardSettings
  /** The compare toggle (a client island) or nothing. */
  compareSlot?: React.ReactNode
  /** Load the image eagerly (the first cards above the fold). */
  priority?: boolean
  sizes?: string
}

/**
 * One car in a list (spec 02 §2 "Car cards"): image, names, key data, price and a link to its
 * detail page. No hooks and no server-only imports, so server pages and client islands share it.
 */
export function VehicleCard({
  car,
  settings,
  compareSlot,
  priority = false,
  sizes = '(min-width: 1280px) 25vw, (min-width: 768px) 33vw, 100vw',
}: Props) {
  const { format, labels, catalogValues } = settings
  const valueLabel = (field: string, value: string | null) =>
    value && catalogValueLabel(catalogValues, field, value)
  const price = cardPrice(car)
  const title = `${car.car_brand} ${car.car_model}`
  const image = car.car_primary_image
  const facts: [string, string | null][] = [
    [labels.year, car.car_year === null ? null : String(car.car_year)],
    [labels.mileage, formatMileage(car.car_mileage, format)],
    [labels.fuel, valueLabel('car_fuel', car.car_fuel)],
    [labels.gearbox, valueLabel('car_gearbox', car.car_gearbox)],
  ]
  return (
    <article
      data-vehicle-card={car.car_id}
      className="relative flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-neutral-200"
    >
      <div
        className={`relative aspect-[4/3] overflow-hidden bg-neutral-100 ${blurBackdropClass}`}
        style={blurBackdropStyle(image?.blur_data_url)}
      >
        {image?.thumbnail_url ? (
          <Img
            src={image.thumbnail_url}
            alt={`${title} ${car.car_model_text ?? ''}`.trim()}
            fill
            sizes={sizes}
            priority={priority}
            className="object-cover"
          />
        ) : (
          <div
            data-missing-image
            className="flex h-full flex-col items-center justify-center gap-2 text-neutral-600"
          >
            <svg viewBox="0 0 64 32" className="w-24" aria-hidden="true">
              <path
                d="M6 24h52v-6l-8-3-8-8H20l-8 8-6 2zM16 24a5 5 0 1010 0M38 24a5 5 0 1010 0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            <span className="text-sm">{labels.missingImageText}</span>
          </div>
        )}
        {compareSlot ? <div className="absolute top-2 right-2 z-10">{compareSlot}</div> : null}
        {settings.showVatBadge && car.car_vat_eligible ? (
          <span
            data-vat-badge
            className="absolute bottom-2 left-2 rounded-full bg-neutral-900 px-2.5 py-1 text-xs font-semibold text-white"
          >
            {labels.deductibleVat}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-heading text-lg leading-tight">
            <a
              href={carDetailHref(settings.pathToCarDetail, car)}
              className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand"
            >
              {title}
            </a>
            {car.car_model_text ? (
              <span className="block text-sm font-normal text-neutral-700">{car.car_model_text}</span>
            ) : null}
          </h3>
          {settings.flag ? <Flag name={settings.flag} label={settings.flag.toUpperCase()} /> : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          {facts.map(([label, value]) =>
            value ? (
              <div key={label}>
                <dt className="sr-only">{label}</dt>
                <dd data-fact={label}>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
        <div className="mt-auto" data-price>
          {price.price !== null ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
              {price.isFrom ? <span className="text-sm">{labels.priceFrom}</span> : null}
              <span data-price-main className={`text-xl font-bold ${price.isCampaign ? 'text-red-700' : ''}`}>
                {formatPrice(price.price, format)}
              </span>
              {price.struckRetail !== null ? (
                <s data-price-retail className="text-sm text-neutral-600">
                  {formatPrice(price.struckRetail, format)}
                </s>
              ) : null}
            </p>
          ) : null}
          {price.monthly !== null ? (
            <p data-price-monthly className="text-sm text-neutral-700">
              {formatPrice(price.monthly, format)}
              {labels.perMonth}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}
