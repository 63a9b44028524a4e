/**
 * The search benchmark's catalogue: a Swedish marketplace of `count` generated cars (the demo
 * generator's real-model table, ages, mileages, prices and equipment) sold by about one dealer per
 * thousand cars, with brands in the shares of the Swedish used-car market, written to NDJSON ten
 * thousand cars at a time so that a million never sit in memory at once.
 */
import fs from 'node:fs'
import { generateDealers, dealersPerSite, type Dealer } from '../../src/seed/catalog/dealers'
import type { DemoSite } from '../../src/seed/catalog/markets'
import { generateVehicles } from '../../src/seed/catalog/vehicles'

/**
 * Shares (per cent, rounded) of used cars for sale in Sweden by brand, for the brands of the
 * real-model table: Volvo and Volkswagen lead, premium German brands follow, new Chinese and
 * electric brands are a few per cent.
 */
export const swedishBrandShares: Readonly<Record<string, number>> = {
  Volvo: 19,
  Volkswagen: 14,
  Toyota: 8,
  Audi: 6,
  BMW: 6,
  'Mercedes-Benz': 6,
  Kia: 6,
  Škoda: 5,
  Ford: 4,
  Hyundai: 4,
  Peugeot: 3,
  Renault: 3,
  Tesla: 3,
  Nissan: 3,
  Mazda: 2,
  Polestar: 1,
  Porsche: 1,
  Cupra: 1,
  Dacia: 1,
  BYD: 0.5,
}

const carsPerDealer = 1_000
/** Cars generated and written at a time: the feed is never held in memory whole. */
const defaultBatch = 10_000

/** About one dealer per thousand cars, each with an id of its own across the generator's sets. */
export function marketplaceDealers(site: DemoSite, cars: number): Dealer[] {
  const sets = Math.max(1, Math.ceil(cars / carsPerDealer / dealersPerSite))
  return Array.from({ length: sets }, (_, set) =>
    generateDealers(site, 11 + set).map((dealer, index) => ({
      ...dealer,
      site_id: `${site.name}-${1001 + set * dealersPerSite + index}`,
    })),
  ).flat()
}

/** Writes `count` cars to `file` as NDJSON, the same cars for the same count and seed. */
export function writeMarketplaceFeed(
  site: DemoSite,
  file: string,
  count: number,
  seed: number,
  batch = defaultBatch,
) {
  const dealers = marketplaceDealers(site, count)
  const out = fs.openSync(file, 'w')
  try {
    for (let start = 0; start < count; start += batch) {
      const cars = generateVehicles(
        site,
        dealers,
        Math.min(batch, count - start),
        seed + start,
        // A batch numbers its cars from here on, a few more than it keeps (a new car's family).
        1_000_000 + start * 2,
        new Date(),
        swedishBrandShares,
      )
      fs.writeSync(out, cars.map((car) => JSON.stringify(car)).join('\n') + '\n')
    }
  } finally {
    fs.closeSync(out)
  }
}
