import type { PriceDrop } from '@/services/search/price-history'
import { formatPrice, type VehicleFormat } from '@/ui/vehicle/format'
import type { PriceView } from './sections'

/** "Saved searches: price drop note": from what and when, in the site's locale and time zone. */
function droppedFrom(priceDrop: PriceDrop | null, format: VehicleFormat, timeZone: string) {
  return (
    priceDrop && {
      from: formatPrice(priceDrop.from, format),
      date: new Intl.DateTimeFormat(format.locale, {
        day: 'numeric',
        month: 'long',
        timeZone,
      }).format(new Date(priceDrop.at)),
    }
  )
}

/** The price box's figures (spec 02 §2): the price, a price drop, the VAT badge and monthly costs. */
export function PriceLines({
  price,
  priceDrop: drop,
  format,
  timeZone,
  t,
}: {
  price: PriceView
  priceDrop: PriceDrop | null
  format: VehicleFormat
  /** The site's, for the price drop's date. */
  timeZone: string
  t: (key: string) => string
}) {
  const priceDrop = droppedFrom(drop, format, timeZone)
  return (
    <>
      {price.current ? (
        <p className="flex flex-wrap items-baseline gap-x-3">
          {price.isFrom ? <span data-price-from>{t('priceFrom')}</span> : null}
          <span data-price-current className={`text-3xl font-bold ${price.isCampaign ? 'text-red-700' : ''}`}>
            {price.current}
          </span>
          {price.struck ? (
            <s data-price-retail className="text-neutral-600">
              {price.struck}
            </s>
          ) : null}
        </p>
      ) : null}
      {priceDrop ? (
        <p data-price-drop>
          <strong className="mr-2 rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white">
            {t('carDetailPriceDropped')}
          </strong>
          {t('carDetailPriceDroppedFrom')
            .replace('{price}', priceDrop.from ?? '')
            .replace('{date}', priceDrop.date)}
        </p>
      ) : null}
      {price.deductibleVat ? (
        <p>
          <span
            data-vat-badge
            className="rounded-full bg-neutral-900 px-3 py-1 text-sm font-semibold text-white"
          >
            {t('deductibleVat')}
          </span>
        </p>
      ) : null}
      {price.monthly.length > 0 ? (
        <ul data-price-monthly className="text-sm">
          {price.monthly.map((row) => (
            <li key={row.key}>
              {t(row.key)}: <strong>{row.value}</strong> {t('perMonth')}
              {row.exclVat ? ` ${t('exclVat')}` : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
