// Integration test of the kit catalogue's car filter on a migrated catalog holding the demo kits.
import { describe, expect, it } from 'vitest'
import { importRecords, searchOrThrow } from '@/services/search'
import { withFreshCatalog } from '@/services/search/test-fixtures'
import { generateDemoFeeds } from '@/seed/catalog/seed'
import { kitsRequest, kitVehicleTypesRequest, typeIdsOf, type CarChoice } from './query'

const site = 'automotive-se'
const feeds = generateDemoFeeds({ asOf: new Date('2026-11-25T00:00:00Z'), vehiclesPerSite: 10 })
const feed = (kind: string) => feeds.find((candidate) => candidate.index === `${kind}_${site}`)!

withFreshCatalog(async () => {
  await importRecords(`kits_${site}`, feed('kits').records)
  await importRecords(`kitvehicles_${site}`, feed('kitvehicles').records)
})

/** What the catalogue lists for a chosen car, as the page asks for it: every page's kit names. */
async function kitsFor(car: CarChoice): Promise<string[]> {
  const typeIds = typeIdsOf((await searchOrThrow(kitVehicleTypesRequest(`kitvehicles_${site}`, car))).content)
  expect(typeIds.length).toBeGreaterThan(0)
  const names: string[] = []
  for (let page = 0; ; page++) {
    const found = await searchOrThrow(
      kitsRequest(`kits_${site}`, { filters: {}, keyphrase: '', typeIds }, page),
    )
    names.push(...found.content.map((kit) => String(kit.name)))
    if (names.length >= found.total_items) return names
  }
}

describe('the kit catalogue with a chosen car', () => {
  it('lists a Volvo EX30 only kits made for it', async () => {
    const names = await kitsFor({ manufacturer: 'Volvo', model: 'EX30', year: '2024–2026' })
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((name) => !name.endsWith(' Volvo EX30'))).toEqual([])
  })

  it('lists a car of every model only kits that name its model', async () => {
    const strangers: string[] = []
    const models = new Map(
      feed('kitvehicles').records.map((vehicle) => [`${vehicle.manufacturer} ${vehicle.model}`, vehicle]),
    )
    for (const vehicle of models.values()) {
      const car = {
        manufacturer: String(vehicle.manufacturer),
        model: String(vehicle.model),
        year: String(vehicle.type_manf_year),
      }
      for (const name of await kitsFor(car))
        if (!name.endsWith(` ${car.manufacturer} ${car.model}`))
          strangers.push(`${vehicle.type_name}: ${name}`)
    }
    expect(strangers).toEqual([])
  })
})
