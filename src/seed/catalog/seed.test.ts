import { describe, expect, it } from 'vitest'
import { searchOrThrow, type FacetValue } from '@/services/search'
import { seedCatalog } from './seed'
import { withFreshCatalog } from '@/services/search/test-fixtures'

withFreshCatalog()

describe('seedCatalog', () => {
  it('loads the demo catalogue into an empty database, and only then', async () => {
    const first = await seedCatalog({ ifEmpty: true })
    expect(first.seeded).toBe(true)
    expect((await seedCatalog({ ifEmpty: true })).seeded).toBe(false)
    const cars = await searchOrThrow({
      index: 'vehicles_carstore-fi',
      limit: 0,
      facets: ['car_price_currency', 'caroftheweek'],
    })
    expect(cars.total_items).toBe(750)
    expect((cars.facet[0].value as FacetValue[]).map((value) => value.text)).toEqual(['EUR'])
    const sites = await searchOrThrow({
      index: 'sites_automotive-no',
      sort_name: 'website_sort_order_asc',
      limit: 48,
      fields: ['site_city'],
    })
    expect(sites.total_items).toBe(9)
    const kits = await searchOrThrow({
      index: 'kitvehicles_automotive-se',
      limit: 0,
      facets: ['manufacturer>model>type_manf_year'],
    })
    expect(
      (kits.facet[0].value as FacetValue[]).find((value) => value.text === 'Volvo')?.children.length,
    ).toBeGreaterThan(3)
  })
})
