/**
 * The records a card island is given instead of the card's markup: a server-rendered card was
 * sent twice, as HTML and as React elements in the RSC payload; a card island's props carry its
 * values once, and the server still renders its markup into the HTML (decisions: Fast on a phone). Pure.
 */
import type { CardTexts } from './CardMarkup'
import { carCardFields, toCarCard } from './card-fields'
import type { CarCardRecord } from './types'

/** A card's list record: its fields' values in `carCardFields` order, the image as its thumbnail URL. */
export type ListRecord = (string | number | true | null)[]

/**
 * A card's fields without the image placeholder, as a card island's props carry them: the values
 * by position, without the names (a fifth of the record), false as null and the trailing empty
 * ones left out; `fromListRecord` reads it back. The car list's compare list falls back to it
 * when the full record cannot be fetched (spec 02 §8).
 */
export function listRecord(car: CarCardRecord): ListRecord {
  const values: ListRecord = carCardFields.map((field) => {
    const value = field === 'car_primary_image' ? (car.car_primary_image?.thumbnail_url ?? null) : car[field]
    return value === false ? null : value
  })
  while (values.length && values.at(-1) === null) values.pop()
  return values
}

/** The card a list record stands for, or null when it lacks an id, slug, brand or model. */
export function fromListRecord(record: ListRecord): CarCardRecord | null {
  const hit: Record<string, unknown> = Object.fromEntries(
    carCardFields.map((field, position) => [field, record[position] ?? null]),
  )
  if (typeof hit.car_primary_image === 'string')
    hit.car_primary_image = { thumbnail_url: hit.car_primary_image }
  return toCarCard(hit)
}

/**
 * A card as a card island's props carry it: its list record, its texts formatted on the server
 * by position (mileage, fuel, gearbox, price, struck retail price, monthly cost; trailing empty
 * ones left out, and fuel and gearbox left out where they read as the record's value) and, for
 * an image that loads at once, its blurred placeholder. About 300 bytes, where a server-rendered
 * card's elements in the RSC payload were about 2 KB.
 */
export type CardRecord = [record: ListRecord, texts: (string | null)[], blur?: string]

const textOrder = [
  'mileage',
  'fuel',
  'gearbox',
  'price',
  'retail',
  'monthly',
] as const satisfies readonly (keyof CardTexts)[]

/**
 * Texts that are a catalog value's label: the value itself in the catalog's own language, so
 * left out then and read back from the record. A label is empty only when the value is.
 */
const labelOf = { fuel: 'car_fuel', gearbox: 'car_gearbox' } as const satisfies Partial<
  Record<keyof CardTexts, keyof CarCardRecord>
>

const isLabel = (key: keyof CardTexts): key is keyof typeof labelOf => Object.hasOwn(labelOf, key)

/** The card's record, with its image's placeholder when the image loads at once. */
export function toCardRecord(car: CarCardRecord, texts: CardTexts, eager = false): CardRecord {
  const values = textOrder.map((key) =>
    isLabel(key) && texts[key] === car[labelOf[key]] ? null : texts[key],
  )
  while (values.length && values.at(-1) === null) values.pop()
  const blur = eager ? car.car_primary_image?.blur_data_url : null
  return blur ? [listRecord(car), values, blur] : [listRecord(car), values]
}

/** The card's record and texts, or null when the record lacks an id, slug, brand or model. */
export function fromCardRecord([record, values, blur]: CardRecord): {
  car: CarCardRecord
  texts: CardTexts
} | null {
  const car = fromListRecord(record)
  if (!car) return null
  if (blur && car.car_primary_image) car.car_primary_image = { ...car.car_primary_image, blur_data_url: blur }
  const texts = Object.fromEntries(
    textOrder.map((key, position) => [key, values[position] ?? (isLabel(key) ? car[labelOf[key]] : null)]),
  ) as CardTexts
  return { car, texts }
}
