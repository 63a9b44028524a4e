import { catalogValueLabel } from '@/lib/i18n/catalog-values'
import { blurBackdropStyle } from '@/ui/media/blur-backdrop'
import { densityAttributes, imageProps } from '@/ui/media/image-props'
import { cardPrice, carDetailHref } from './card-fields'
import { Flag } from './Flag'
import { formatMileage, formatPrice } from './format'
import type { CarCardRecord, VehicleCardSettings } from './types'
import styles from './VehicleCard.module.css'

type Props = {
  car: CarCardRecord
  settings: VehicleCardSettings
  /** The compare toggle (a client island) or nothing. */
  compareSlot?: React.ReactNode
  /**
   * Load the image eagerly (the first cards above the fold), over its blurred placeholder. A lazy
   * image starts loading well before it scrolls into view (Chromium: 1,250–2,500 px ahead), so
   * its placeholder would seldom be seen, and each is some 700 bytes sent twice (issue 13).
   */
  priority?: boolean
  /** The page has the flag's `FlagSymbol` (a list of many cards draws it once). */
  sharedFlag?: boolean
}

/**
 * A card is at most about 480 CSS pixels wide (one column on a phone, four on a wide screen), so
 * its image comes in two widths chosen by the screen's density: 640 and 1280 pixels. Two
 * candidates instead of next/image's six for a `vw` size keep each card's markup short.
 */
const imageWidth = 640

/**
 * One car in a list (spec 02 §2 "Car cards"): image, names, key data, price and a link to its
 * detail page. No hooks and no server-only imports, so server pages and client islands share it.
 */
export function VehicleCard({ car, settings, compareSlot, priority = false, sharedFlag = false }: Props) {
  const { format, labels, catalogValues } = settings
  const valueLabel = (field: string, value: string | null) =>
    value && catalogValueLabel(catalogValues, field, value)
  const price = cardPrice(car)
  const title = `${car.car_brand} ${car.car_model}`
  const image = car.car_primary_image
  return (
    <article data-vehicle-card={car.car_id} className={styles.card}>
      <div
        className={styles.media}
        // Spread, so a lazy card sends no `"style":"$undefined"` in the payload.
        {...(priority ? { style: blurBackdropStyle(image?.blur_data_url) } : {})}
      >
        {image?.thumbnail_url ? (
          <CardImage
            src={image.thumbnail_url}
            alt={`${title} ${car.car_model_text ?? ''}`.trim()}
            priority={priority}
          />
        ) : (
          <div data-missing-image className={styles.missing}>
            <svg viewBox="0 0 64 32" aria-hidden="true">
              <path
                d="M6 24h52v-6l-8-3-8-8H20l-8 8-6 2zM16 24a5 5 0 1010 0M38 24a5 5 0 1010 0"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            <span>{labels.missingImageText}</span>
          </div>
        )}
        {compareSlot ? <div className={styles.compare}>{compareSlot}</div> : null}
        {settings.showVatBadge && car.car_vat_eligible ? (
          <span data-vat-badge className={styles.vat}>
            {labels.deductibleVat}
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3>
            <a href={carDetailHref(settings.pathToCarDetail, car)}>{title}</a>
            {car.car_model_text ? <span>{car.car_model_text}</span> : null}
          </h3>
          {settings.flag ? (
            <Flag name={settings.flag} label={settings.flag.toUpperCase()} shared={sharedFlag} />
          ) : null}
        </div>
        {/* Fixed positions, no list: a card's markup carries no keys (it is sent twice, issue 13). */}
        <dl>
          <Fact label={labels.year} value={car.car_year === null ? null : String(car.car_year)} />
          <Fact label={labels.mileage} value={formatMileage(car.car_mileage, format)} />
          <Fact label={labels.fuel} value={valueLabel('car_fuel', car.car_fuel)} />
          <Fact label={labels.gearbox} value={valueLabel('car_gearbox', car.car_gearbox)} />
        </dl>
        <div className={styles.price} data-price>
          {price.price !== null ? (
            <p>
              {price.isFrom ? <span className={styles.from}>{labels.priceFrom}</span> : null}
              <span
                data-price-main
                className={price.isCampaign ? `${styles.amount} ${styles.campaign}` : styles.amount}
              >
                {formatPrice(price.price, format)}
              </span>
              {price.struckRetail !== null ? (
                <s data-price-retail>{formatPrice(price.struckRetail, format)}</s>
              ) : null}
            </p>
          ) : null}
          {price.monthly !== null ? (
            <p data-price-monthly className={styles.monthly}>
              {formatPrice(price.monthly, format)}
              {labels.perMonth}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  )
}

/** A key fact: its label for screen readers, its value for everyone. */
function Fact({ label, value }: { label: string; value: string | null }) {
  return value ? (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  ) : null
}

/** The card's image through the optimiser, its box and fit set by the card's styles. */
function CardImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  const props = densityAttributes(
    imageProps({ src, alt, width: imageWidth, height: (imageWidth * 3) / 4, priority }),
  )
  // Only the attributes the card needs: its styles size the image, and every prop is sent twice.
  const { style: _style, fetchPriority: _fetchPriority, ...attributes } = props
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props
    <img {...attributes} {...(priority ? { fetchPriority: 'high' as const } : {})} />
  )
}
