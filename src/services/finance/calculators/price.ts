/**
 * The figures a car is financed with, read the same way by the calculators on the page and by
 * the finance service that quotes them (the service takes them from the catalog, not from the
 * caller). Pure and zod-free, so client islands import this file directly.
 */
export type PricedCar = { price: number | null; campaignPrice: number | null; hasCampaignPrice: boolean }

/** The campaign price when the car has one, else its price; null without a price above 0. */
export function financedPrice(car: PricedCar): number | null {
  const price = car.hasCampaignPrice && car.campaignPrice !== null ? car.campaignPrice : car.price
  return price !== null && price > 0 ? price : null
}

/** Price, whole miles (UK feed) and first registration of a car with a price; null otherwise. */
export function financedFigures(
  car: PricedCar & { mileage: number | null; firstRegistration: string | null },
) {
  const price = financedPrice(car)
  if (price === null) return null
  return {
    price,
    mileage: Math.max(0, Math.round(car.mileage ?? 0)),
    firstRegistration: car.firstRegistration,
  }
}
