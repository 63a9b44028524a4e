import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailMessage } from '@/services/email'
import { closeRateLimits } from '@/services/rate-limit'
import { importRecords } from '@/services/search'
import { fixtureCars, freshCatalog, vehicles } from '@/services/search/test-fixtures'
import { confirmAlert, createAlert, watchCar, type AlertDeps } from '.'
import { alertDemand } from './demand'

// The dealers' demand view on the database under test (TEST_DB=sqlite|postgres).
let catalog: Awaited<ReturnType<typeof freshCatalog>>
const sent: EmailMessage[] = []
const deps: Partial<AlertDeps> = {
  deliver: async (message) => void sent.push(message),
  overrides: async () => ({}),
  baseUrl: () => 'https://cars.example',
}
const car = (id: string, dealer: string, brand: string, model: string) => ({
  ...fixtureCars[0],
  car_id: id,
  slug: id,
  car_brand: brand,
  car_model: model,
  car_site_id: dealer,
  car_site_name: `Bilhuset ${dealer}`,
})

beforeAll(async () => {
  catalog = await freshCatalog()
  process.env.DATABASE_URL = catalog.url
  await importRecords(vehicles, [
    car('n1', 'north', 'Lada', 'Niva'),
    car('n2', 'north', 'Lada', 'Niva'),
    car('n3', 'north', 'Saab', '900'),
    car('s1', 'south', 'Lada', 'Niva'),
  ])
})
afterAll(async () => {
  await closeRateLimits()
  await catalog?.close()
})

async function confirmed(subscribe: () => Promise<unknown>) {
  await subscribe()
  const token = /confirm\?token=([\w-]+)/.exec((sent.pop() as EmailMessage).text)![1]
  expect((await confirmAlert(token)).status).toBe(200)
}

describe('demand per dealer and model', () => {
  it('counts the active alerts a car of the dealer would reach, for the dealers asked about', async () => {
    const site = 'automotive-se'
    await confirmed(() =>
      createAlert(
        { site, email: 'a@example.com', frequency: 'daily', filters: { car_brand: ['Lada'] } },
        null,
        { deps },
      ),
    )
    await confirmed(() =>
      createAlert({ site, email: 'b@example.com', frequency: 'daily', keyphrase: 'niva' }, null, { deps }),
    )
    await confirmed(() => watchCar({ site, email: 'c@example.com', carId: 'n3' }, null, { deps }))
    // Not confirmed: no demand yet.
    await createAlert(
      { site, email: 'd@example.com', frequency: 'daily', filters: { car_brand: ['Saab'] } },
      null,
      { deps },
    )

    const rows = (await alertDemand(null)).map(({ dealer, model, cars, alerts }) => ({
      dealer,
      model,
      cars,
      alerts,
    }))
    expect(rows).toEqual([
      { dealer: 'north', model: 'Lada Niva', cars: 2, alerts: 2 },
      { dealer: 'south', model: 'Lada Niva', cars: 1, alerts: 2 },
      { dealer: 'north', model: 'Saab 900', cars: 1, alerts: 1 },
    ])
    expect((await alertDemand(['south'])).map((row) => row.dealer)).toEqual(['south'])
    expect(await alertDemand([])).toEqual([])
  })
})
