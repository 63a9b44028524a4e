import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoSites } from '../../src/seed/catalog/markets'
import { marketplaceDealers, swedishBrandShares, writeMarketplaceFeed } from './marketplace-feed'

const site = demoSites[0]

describe('the search benchmark’s marketplace feed', () => {
  it('writes the cars asked for over two batches, each id once, sold by the marketplace’s dealers', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'feed-')), 'cars.ndjson')
    writeMarketplaceFeed(site, file, 2_000, 7, 1_000)
    const cars = fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { car_id: string; car_brand: string; car_site_id: string })
    fs.rmSync(path.dirname(file), { recursive: true })
    expect(cars).toHaveLength(2_000)
    expect(new Set(cars.map((car) => car.car_id)).size).toBe(2_000)
    const dealers = new Set(marketplaceDealers(site, 2_000).map((dealer) => dealer.site_id))
    expect(new Set(cars.map((car) => car.car_site_id))).toEqual(dealers)
    // Brands in the market's shares: Volvo about 19 %, not the 5 % of twenty brands alike.
    const volvo = cars.filter((car) => car.car_brand === 'Volvo').length / cars.length
    expect(volvo).toBeGreaterThan(0.15)
    expect(volvo).toBeLessThan(0.23)
    expect(cars.some((car) => !(car.car_brand in swedishBrandShares))).toBe(false)
  })

  it('has about one dealer per thousand cars, each with an id of its own', () => {
    const dealers = marketplaceDealers(site, 1_000_000)
    expect(dealers.length).toBeGreaterThanOrEqual(1_000)
    expect(new Set(dealers.map((dealer) => dealer.site_id)).size).toBe(dealers.length)
  })
})
