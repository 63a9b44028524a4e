/**
 * The fields a car card needs from the search index, and the reshaping of a hit into a
 * CarCardRecord. Pure: used by server renders and by client islands after /api/search.
 */
import type { CarCardRecord, CarImage } from './types'

export const carCardFields = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_model_text',
  'car_year',
  'car_mileage',
  'car_fuel',
  'car_gearbox',
  'car_price',
  'car_retail_price',
  'car_campaign_price',
  'car_has_campaign_price',
  'car_is_sample',
  'car_vat_eligible',
  'car_loan_monthly_cost',
  'car_privateleasing_monthly_cost',
  'car_primary_image',
] as const satisfies readonly (keyof CarCardRecord)[]

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

function image(value: unknown): CarImage | null {
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const thumbnail = text(record.thumbnail_url)
  return thumbnail ? { thumbnail_url: thumbnail, blur_data_url: text(record.blur_data_url) } : null
}

/** A search hit as a card record, or null when it lacks an id, slug, brand or model. */
export function toCarCard(hit: Record<string, unknown>): CarCardRecord | null {
  const carId = text(hit.car_id)
  const slug = text(hit.slug)
  const brand = text(hit.car_brand)
  const model = text(hit.car_model)
  if (!carId || !slug || !brand || !model) return null
  return {
    car_id: carId,
    slug,
    car_brand: brand,
    car_model: model,
    car_model_text: text(hit.car_model_text),
    car_year: number(hit.car_year),
    car_mileage: number(hit.car_mileage),
    car_fuel: text(hit.car_fuel),
    car_gearbox: text(hit.car_gearbox),
    car_price: number(hit.car_price),
    car_retail_price: number(hit.car_retail_price),
    car_campaign_price: number(hit.car_campaign_price),
    car_has_campaign_price: hit.car_has_campaign_price === true,
    car_is_sample: hit.car_is_sample === true,
    car_vat_eligible: hit.car_vat_eligible === true,
    car_loan_monthly_cost: number(hit.car_loan_monthly_cost),
    car_privateleasing_monthly_cost: number(hit.car_privateleasing_monthly_cost),
    car_primary_image: image(hit.car_primary_image),
  }
}

export function toCarCards(hits: readonly Record<string, unknown>[]): CarCardRecord[] {
  return hits.flatMap((hit) => toCarCard(hit) ?? [])
}

/** The car's detail page: `{pathToCarDetail}/{car_id}/{slug}`. */
export function carDetailHref(pathToCarDetail: string, car: Pick<CarCardRecord, 'car_id' | 'slug'>): string {
  return `${pathToCarDetail.replace(/\/+$/, '')}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`
}

export type CardPrice = {
  /** The price to show: the campaign price when there is one. */
  price: number | null
  /** The retail price struck through beside a campaign price. */
  struckRetail: number | null
  isCampaign: boolean
  /** Sample (new, orderable) cars are priced 'from'. */
  isFrom: boolean
  monthly: number | null
}

/** Which price lines a card shows (spec 02 §2 "Car cards"). */
export function cardPrice(car: CarCardRecord): CardPrice {
  const isCampaign = car.car_has_campaign_price && car.car_campaign_price !== null
  const price = isCampaign ? car.car_campaign_price : car.car_price
  const struckRetail =
    isCampaign && car.car_retail_price !== null && car.car_retail_price !== price
      ? car.car_retail_price
      : null
  return {
    price,
    struckRetail,
    isCampaign,
    isFrom: car.car_is_sample,
    monthly: car.car_loan_monthly_cost ?? car.car_privateleasing_monthly_cost,
  }
}
