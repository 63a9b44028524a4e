/**
 * Shared set-up for the catalog's integration tests: a fresh database and a small known catalogue.
 * Also the one file of this folder that tests elsewhere (src/seed/catalog) may import besides index.ts.
 */
import { afterAll, beforeAll } from 'vitest'
import { createTestDatabase, type TestDatabase } from '@/test/database'
import { clearSearchCache } from './cache'
import { closeCatalogDatabases, setCatalogDatabase } from './db/connection'
import { migrateCatalog } from './db/migrate'

export async function freshCatalog(): Promise<TestDatabase & { close: () => Promise<void> }> {
  const database = await createTestDatabase()
  setCatalogDatabase(database.url)
  clearSearchCache()
  await migrateCatalog()
  return {
    ...database,
    close: async () => {
      await closeCatalogDatabases()
      setCatalogDatabase(null)
      await database.drop()
    },
  }
}

/** Gives the calling test file a fresh, migrated catalog database for all its tests. */
export function withFreshCatalog(fill?: () => Promise<unknown>): void {
  let catalog: Awaited<ReturnType<typeof freshCatalog>> | undefined
  beforeAll(async () => {
    catalog = await freshCatalog()
    await fill?.()
  })
  afterAll(() => catalog?.close())
}

const car = (
  car_id: string,
  car_brand: string,
  car_model: string,
  car_body: string,
  car_fuel: string,
  car_price: number,
  car_mileage: number,
  car_year: number,
  car_color: string,
  car_equipment: string[],
  car_site_city: string,
  car_publishdate: string,
) => ({
  car_id,
  slug: `${car_brand}-${car_model}-${car_id}`.toLowerCase(),
  car_brand,
  car_model,
  car_body,
  car_fuel,
  car_price,
  car_mileage,
  car_year,
  car_color,
  car_equipment,
  car_site_city,
  car_publishdate,
  caroftheweek: car_id === '1',
  car_is_sample: false,
})

/** Nine cars whose counts the tests below know by heart. */
export const fixtureCars = [
  car(
    '1',
    'Volvo',
    'XC60',
    'SUV',
    'Diesel',
    300_000,
    1_000,
    2023,
    'Blå',
    ['Navigation', 'Dragkrok'],
    'Göteborg',
    '2024-01-01',
  ),
  car('2', 'Volvo', 'XC60', 'SUV', 'El', 450_000, 0, 2024, 'Vit', ['Navigation'], 'Stockholm', '2024-01-05'),
  car(
    '3',
    'Volvo',
    'V60',
    'Kombi',
    'Diesel',
    250_000,
    50_000,
    2020,
    'Svart',
    ['Dragkrok'],
    'Göteborg',
    '2024-01-03',
  ),
  car(
    '4',
    'Škoda',
    'Kodiaq',
    'SUV',
    'Bensin',
    350_000,
    20_000,
    2022,
    'Grå',
    ['Navigation', 'Rattvärme'],
    'Malmö',
    '2024-01-02',
  ),
  car('5', 'Škoda', 'Octavia', 'Kombi', 'Diesel', 150_000, 120_000, 2018, 'Blå', [], 'Malmö', '2023-12-30'),
  car(
    '6',
    'Tesla',
    'Model 3',
    'Sedan',
    'El',
    400_000,
    30_000,
    2022,
    'Röd',
    ['Navigation', 'Autopilot'],
    'Stockholm',
    '2024-01-04',
  ),
  car(
    '7',
    'BMW',
    'X5',
    'SUV',
    'Diesel',
    700_000,
    10_000,
    2023,
    'Svart',
    ['Navigation', 'Panoramatak'],
    'Stockholm',
    '2023-12-01',
  ),
  car(
    '8',
    'Volkswagen',
    'Golf',
    'Halvkombi',
    'Bensin',
    120_000,
    90_000,
    2019,
    'Vit',
    ['Dragkrok'],
    'Göteborg',
    '2023-11-01',
  ),
  car('9', 'Citroën', 'C3', 'Halvkombi', 'Bensin', 90_000, 60_000, 2019, 'Röd', [], 'Tønsberg', '2023-10-01'),
]

export const vehicles = 'vehicles_automotive-se'
