import { blurBackdropStyle } from '@/ui/media/blur-backdrop'
import { optimisedImageUrl } from '@/ui/media/image-address'
import { cardPrice, carDetailHref } from './card-fields'
import { Flag } from './Flag'
import type { CarCardRecord, VehicleCardSettings } from './types'
import styles from './VehicleCard.module.css'

/**
 * A card is at most about 480 CSS pixels wide (one column on a phone, four on a wide screen), so
 * its image comes in two widths chosen by the screen's density: 640 and 1280 pixels. Two
 * candidates instead of next/image's six for a `vw` size keep each card's markup short.
 */
const imageWidth = 640

/** What a card shows formatted in the page's locale and language, worked out where it renders. */
export type CardTexts = {
  mileage: string | null
  fuel: string | null
  gearbox: string | null
  price: string | null
  retail: string | null
  monthly: string | null
}

/** The settings a card's markup reads once its texts are formatted. */
export type CardView = Pick<VehicleCardSettings, 'labels' | 'pathToCarDetail' | 'showVatBadge' | 'flag'>

export type CardProps = {
  car: CarCardRecord
  /** The compare toggle or nothing. */
  compareSlot?: React.ReactNode
  /**
   * Load the image eagerly (the first cards above the fold), over its blurred placeholder. A lazy
   * image starts loading well before it scrolls into view (Chromium: 1,250–2,500 px ahead), so
   * its placeholder would seldom be seen, and each is some 700 bytes sent twice (decisions: Fast on a phone).
   */
  priority?: boolean
  /** The page has the flag's `FlagSymbol` (a list of many cards draws it once). */
  sharedFlag?: boolean
}

/** A card from its texts: no format is built, so a client island can hydrate it without `Intl`. */
export function CardMarkup({
  car,
  texts,
  view,
  compareSlot,
  priority = false,
  sharedFlag = false,
}: CardProps & { texts: CardTexts; view: CardView }) {
  const { labels } = view
  const price = cardPrice(car)
  const title = `${car.car_brand} ${car.car_model}`
  const image = car.car_primary_image
  return (
    <article data-vehicle-card={car.car_id} className={styles.card}>
      <div
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
        {compareSlot ? <div>{compareSlot}</div> : null}
        {view.showVatBadge && car.car_vat_eligible ? (
          <span data-vat-badge className={styles.vat}>
            {labels.deductibleVat}
          </span>
        ) : null}
      </div>
      <div>
        <div>
          <h3>
            <a href={carDetailHref(view.pathToCarDetail, car)}>{title}</a>
            {car.car_model_text ? <span>{car.car_model_text}</span> : null}
          </h3>
          {view.flag ? <Flag name={view.flag} label={view.flag.toUpperCase()} shared={sharedFlag} /> : null}
        </div>
        {/* Fixed positions, no list: a card's markup carries no keys. */}
        <dl>
          <Fact label={labels.year} value={car.car_year === null ? null : String(car.car_year)} />
          <Fact label={labels.mileage} value={texts.mileage} />
          <Fact label={labels.fuel} value={texts.fuel} />
          <Fact label={labels.gearbox} value={texts.gearbox} />
        </dl>
        <div data-price="">
          {texts.price !== null ? (
            <p>
              {price.isFrom ? <span className={styles.from}>{labels.priceFrom}</span> : null}
              <span data-price-main="" {...(price.isCampaign ? { className: styles.campaign } : {})}>
                {texts.price}
              </span>
              {texts.retail !== null ? <s data-price-retail="">{texts.retail}</s> : null}
            </p>
          ) : null}
          {texts.monthly !== null ? (
            <p data-price-monthly="">{`${texts.monthly}${labels.perMonth}`}</p>
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

/**
 * The card's image through the optimiser, its box and fit set by the card's styles. An eager
 * image names both candidates in `srcSet` (React preloads it from the head by `srcSet` alone); a
 * lazy one names its 1x URL once, as `src` (a browser takes `src` as the 1x candidate).
 */
function CardImage({ src, alt, priority }: { src: string; alt: string; priority: boolean }) {
  const [single, double] = [imageWidth, 2 * imageWidth].map((width) => optimisedImageUrl(src, width))
  const size = { width: imageWidth, height: (imageWidth * 3) / 4 }
  return priority ? (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's addresses are given
    <img
      alt={alt}
      {...size}
      decoding="async"
      srcSet={`${single} 1x, ${double} 2x`}
      src={double}
      fetchPriority="high"
    />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- the optimiser's addresses are given
    <img alt={alt} loading="lazy" {...size} decoding="async" srcSet={`${double} 2x`} src={single} />
  )
}
