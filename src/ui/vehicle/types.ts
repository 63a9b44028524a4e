import type { CatalogValueLabels } from '@/lib/i18n/catalog-values'
import type { VehicleFormat } from './format'

/**
 * The car record a card shows, reshaped from a search hit (spec 02 §3 "Car") at the boundary so
 * cards never read raw index JSON. Field names stay the index's own.
 */
export type CarImage = { thumbnail_url: string | null; blur_data_url: string | null }

export type CarCardRecord = {
  car_id: string
  slug: string
  car_brand: string
  car_model: string
  car_model_text: string | null
  car_year: number | null
  car_mileage: number | null
  car_fuel: string | null
  car_gearbox: string | null
  car_price: number | null
  car_retail_price: number | null
  car_campaign_price: number | null
  car_has_campaign_price: boolean
  car_is_sample: boolean
  car_vat_eligible: boolean
  car_loan_monthly_cost: number | null
  car_privateleasing_monthly_cost: number | null
  car_primary_image: CarImage | null
}

/** The texts a card shows, resolved from the site's dictionary on the server. */
export type VehicleCardLabels = {
  missingImageText: string
  priceFrom: string
  perMonth: string
  deductibleVat: string
  year: string
  mileage: string
  fuel: string
  gearbox: string
}

/** Flag icons of spec 02 §9. */
export type FlagName = 'se' | 'no' | 'fi' | 'sk' | 'eu' | 'auction'

/** What every card on one page shares: the site's formats, texts, detail path and badges. */
export type VehicleCardSettings = {
  format: VehicleFormat
  labels: VehicleCardLabels
  /** Labels of the catalog's values (body, fuel, gearbox…) in the page's language. */
  catalogValues: CatalogValueLabels
  /** The site's pathToCarDetail in the page's language (with its language prefix). */
  pathToCarDetail: string
  /** Carstore sites show the deductible-VAT badge (spec 02 §6). */
  showVatBadge: boolean
  flag: FlagName | null
}
