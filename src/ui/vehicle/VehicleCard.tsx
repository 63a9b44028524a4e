import { catalogValueLabel } from '@/lib/i18n/catalog-values'
import { cardPrice } from './card-fields'
import { CardMarkup, type CardProps, type CardTexts, type CardView } from './CardMarkup'
import { toCardRecord, type CardRecord } from './card-record'
import { formatMileage, formatPrice } from './format'
import type { CarCardRecord, VehicleCardSettings } from './types'

/** A card's texts in the page's locale and language. */
export function cardTexts(car: CarCardRecord, settings: VehicleCardSettings): CardTexts {
  const { format, catalogValues } = settings
  const valueLabel = (field: string, value: string | null) =>
    value ? catalogValueLabel(catalogValues, field, value) : null
  const price = cardPrice(car)
  return {
    mileage: formatMileage(car.car_mileage, format),
    fuel: valueLabel('car_fuel', car.car_fuel),
    gearbox: valueLabel('car_gearbox', car.car_gearbox),
    price: formatPrice(price.price, format),
    retail: formatPrice(price.struckRetail, format),
    monthly: formatPrice(price.monthly, format),
  }
}

/** What a card's markup reads of the page's card settings once its texts are formatted. */
export const cardView = ({ labels, pathToCarDetail, showVatBadge, flag }: VehicleCardSettings): CardView => ({
  labels,
  pathToCarDetail,
  showVatBadge,
  flag,
})

/** A card for a card island: its record and texts, with the placeholder when its image loads at once. */
export function cardRecord(car: CarCardRecord, settings: VehicleCardSettings, eager = false): CardRecord {
  return toCardRecord(car, cardTexts(car, settings), eager)
}

type Props = CardProps & { settings: VehicleCardSettings }

/**
 * One car in a list (spec 02 §2 "Car cards"): image, names, key data, price and a link to its
 * detail page, rendered on the server; a card island draws the same `CardMarkup` from a card
 * record (`cardRecord`).
 */
export function VehicleCard({ settings, ...props }: Props) {
  return <CardMarkup {...props} texts={cardTexts(props.car, settings)} view={settings} />
}
