/**
 * schema.org Product + Car for the detail page (spec 02 §9). itemCondition follows the car: used
 * cars are UsedCondition, new (sample) cars NewCondition; the original's reversal is not copied.
 */
import type { DetailCar } from './car'

export function carStructuredData(input: {
  car: DetailCar
  url: string
  origin: string
  currency: string
  market: string
  sellerName: string | null
}) {
  const { car, url, origin, currency } = input
  const condition = car.isUsed ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition'
  const name = [car.brand, car.model, car.modelText?.replace(car.model, '').trim()].filter(Boolean).join(' ')
  const price = car.hasCampaignPrice && car.campaignPrice !== null ? car.campaignPrice : car.price
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Car'],
    name,
    sku: car.id,
    url,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    ...(car.description ? { description: car.description } : {}),
    image: car.images.map((image) => new URL(image.original, origin).toString()),
    itemCondition: condition,
    ...(car.year !== null ? { vehicleModelDate: String(car.year) } : {}),
    ...(car.firstRegistration ? { dateVehicleFirstRegistered: car.firstRegistration.slice(0, 10) } : {}),
    ...(car.mileage !== null && !car.isSample
      ? {
          mileageFromOdometer: {
            '@type': 'QuantitativeValue',
            value: car.mileage,
            unitCode: input.market === 'UK' ? 'SMI' : 'KMT',
          },
        }
      : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.gearbox ? { vehicleTransmission: car.gearbox } : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.color ? { color: car.color } : {}),
    ...(car.chassisNumber ? { vehicleIdentificationNumber: car.chassisNumber } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: car.currency ?? currency,
      ...(price !== null ? { price } : {}),
      itemCondition: condition,
      availability: 'https://schema.org/InStock',
      ...(input.sellerName ? { seller: { '@type': 'AutoDealer', name: input.sellerName } } : {}),
    },
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
