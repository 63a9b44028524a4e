/**
 * The vehicle a quote is for, as our UK catalog has it (decisions: Finance): the caller names the car by
 * SourceVehicleId; its price, mileage, first registration, VIN and plate come from the catalog,
 * so a forged price in the request cannot buy a cheaper quote.
 */
import 'server-only'
import { z } from 'zod'
import { financedFigures } from './calculators/price'
import { findCar } from '@/services/search'
import type { VehicleBlock } from './contract'

/** The vehicles index the UK calculator's cars come from (the UK site's catalog). */
export const financeVehiclesIndex = () => process.env.FINANCE_VEHICLES_INDEX || 'vehicles_automotive-uk'

/** The catalog's loose JSON, read at this boundary: a malformed value counts as missing. */
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().catch(null)
const catalogCarSchema = z.object({
  car_chassino: optional(z.string()),
  car_regno: optional(z.string()),
  car_price: optional(z.number()),
  car_campaign_price: optional(z.number()),
  car_has_campaign_price: optional(z.boolean()),
  car_mileage: optional(z.number()),
  car_firstregistration: optional(z.iso.date().or(z.iso.datetime())),
})

/**
 * The caller's vehicle block with the catalog's figures in place of its own; null when the
 * catalog has no such car, or has it without a price (the page offers it no finance either).
 */
export async function catalogVehicle(block: VehicleBlock): Promise<VehicleBlock | null> {
  const record = await findCar(financeVehiclesIndex(), block.SourceVehicleId)
  if (!record) return null
  const car = catalogCarSchema.parse(record)
  const figures = financedFigures({
    price: car.car_price ?? null,
    campaignPrice: car.car_campaign_price ?? null,
    hasCampaignPrice: car.car_has_campaign_price === true,
    mileage: car.car_mileage ?? null,
    firstRegistration: car.car_firstregistration ?? null,
  })
  if (!figures) return null
  return {
    ...block,
    Vin: car.car_chassino ?? null,
    OnTheRoadPrice: figures.price,
    Mileage: figures.mileage,
    Registration: {
      RegistrationNumber: car.car_regno ?? null,
      CountryCode: 'GB',
      DateRegisteredWithDvla: figures.firstRegistration,
    },
  }
}

/** What the visitor reads when the car is not in the catalog (cfd's UserMessage, default's field). */
export const unknownVehicleMessage = 'We can’t find this car in our stock, so we can’t quote finance for it.'
