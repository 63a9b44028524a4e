import { describe, expect, it } from 'vitest'
import { importRecords, search, searchOrThrow, type FacetValue, type SearchRequest } from '.'
import type { CatalogDb } from './db/types'
import { fixtureCars, withFreshCatalog, vehicles } from './test-fixtures'

withFreshCatalog(() => importRecords(vehicles, fixtureCars))

const ids = async (request: Omit<SearchRequest, 'index'>) =>
  (await searchOrThrow({ index: vehicles, fields: ['car_id'], limit: 100, ...request })).content.map(
    (car) => car.car_id,
  )
const facet = async (name: string, request: Omit<SearchRequest, 'index'> = {}) =>
  (await searchOrThrow({ index: vehicles, limit: 0, facets: [name], ...request })).facet[0]
    .value as FacetValue[]
const counts = (values: FacetValue[]) => Object.fromEntries(values.map((value) => [value.text, value.count]))

describe('hierarchical facets', () => {
  it('nests models under brands with the counts of each level', async () => {
    const tree = await facet('car_brand>car_model')
    const volvo = tree.find((value) => value.text === 'Volvo')
    expect(volvo?.count).toBe(3)
    expect(volvo?.children).toEqual([
      { text: 'V60', count: 1, children: [] },
      { text: 'XC60', count: 2, children: [] },
    ])
    expect(counts(tree)).toEqual({ BMW: 1, Citroën: 1, Škoda: 2, Tesla: 1, Volkswagen: 1, Volvo: 3 })
  })

  it('selecting a parent includes its children; a selected child narrows its parent', async () => {
    expect((await ids({ filters: { 'car_brand>car_model': ['Volvo'] } })).sort()).toEqual(['1', '2', '3'])
    expect((await ids({ filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] } })).sort()).toEqual([
      '1',
      '2',
    ])
    expect((await ids({ filters: { 'car_brand>car_model': ['Volvo>XC60', 'Škoda'] } })).sort()).toEqual([
      '1',
      '2',
      '4',
      '5',
    ])
  })

  it('accepts a facet selection given as a value/children tree', async () => {
    const request = {
      facets: [{ name: 'car_brand>car_model', filters: [{ value: 'Volvo', children: [{ value: 'V60' }] }] }],
    }
    expect(await ids(request)).toEqual(['3'])
  })
})

describe('disjunctive counts', () => {
  it("a facet's own selection does not shrink its own counts, but does shrink the others'", async () => {
    const result = await searchOrThrow({
      index: vehicles,
      limit: 0,
      facets: ['car_fuel', 'car_body'],
      filters: { car_fuel: ['Diesel'] },
    })
    expect(result.total_items).toBe(4)
    expect(counts(result.facet[0].value as FacetValue[])).toEqual({ Bensin: 3, Diesel: 4, El: 2 })
    expect(counts(result.facet[1].value as FacetValue[])).toEqual({ Kombi: 2, SUV: 2 })
  })

  it('counts list fields (equipment) under the other filters', async () => {
    expect(counts(await facet('car_equipment', { filters: { car_fuel: ['Diesel'] } }))).toEqual({
      Dragkrok: 2,
      Navigation: 2,
      Panoramatak: 1,
    })
  })
})

describe('filters', () => {
  it('.neq excludes values, for columns and for list fields', async () => {
    expect((await ids({ filters: { 'car_id.neq': ['1', '2'] } })).length).toBe(7)
    expect((await ids({ filters: { 'car_brand.neq': ['Volvo'] } })).length).toBe(6)
    expect((await ids({ filters: { 'car_equipment.neq': ['Navigation'] } })).sort()).toEqual([
      '3',
      '5',
      '8',
      '9',
    ])
  })

  it('price-like fields are inclusive ranges of two values, in either order', async () => {
    expect((await ids({ filters: { car_price: [200_000, 400_000] } })).sort()).toEqual(['1', '3', '4', '6'])
    expect((await ids({ filters: { car_price: ['400000', 200_000] } })).sort()).toEqual(['1', '3', '4', '6'])
  })

  it('booleans and numbers match as the feed gave them', async () => {
    expect(await ids({ filters: { caroftheweek: [true] } })).toEqual(['1'])
    expect((await ids({ filters: { car_year: [2019] } })).sort()).toEqual(['8', '9'])
    expect(counts(await facet('caroftheweek'))).toEqual({ false: 8, true: 1 })
  })
})

describe('histogram facets', () => {
  it('cover the values of the matches in even buckets that add up to the total', async () => {
    const result = await searchOrThrow({
      index: vehicles,
      limit: 0,
      facets: ['car_price'],
      filters: { car_price: [100_000, 200_000] },
    })
    expect(result.facet[0].type).toBe('histogram')
    const buckets = result.facet[0].value as { min: number; max: number; count: number }[]
    // Disjunctive: the price selection does not narrow the price histogram.
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(9)
    expect(buckets[0].min).toBe(90_000)
    expect(buckets.at(-1)?.max).toBe(700_000)
    expect(buckets.length).toBeLessThanOrEqual(10)
    for (const [index, bucket] of buckets.entries()) {
      expect(bucket.max).toBeGreaterThan(bucket.min)
      if (index > 0) expect(bucket.min).toBe(buckets[index - 1].max)
    }
  })

  it('narrow to the other filters', async () => {
    const result = await searchOrThrow({
      index: vehicles,
      limit: 0,
      facets: ['car_mileage'],
      filters: { car_brand: ['Volvo'] },
    })
    const buckets = result.facet[0].value as { min: number; max: number; count: number }[]
    expect(buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(3)
    expect([buckets[0].min, buckets.at(-1)?.max]).toEqual([0, 50_000])
  })
})

describe('keyphrase', () => {
  it('matches words across text fields, as prefixes, and requires every word', async () => {
    expect((await ids({ keyphrase: 'volvo' })).length).toBe(3)
    expect((await ids({ keyphrase: 'Volv' })).length).toBe(3)
    expect((await ids({ keyphrase: 'navig' })).sort()).toEqual(['1', '2', '4', '6', '7'])
    expect((await ids({ keyphrase: 'volvo diesel' })).sort()).toEqual(['1', '3'])
    expect(await ids({ keyphrase: 'xc60 göteborg' })).toEqual(['1'])
    expect(await ids({ keyphrase: 'zzzz' })).toEqual([])
  })

  it('ignores accents and letters such as ø, both ways', async () => {
    expect((await ids({ keyphrase: 'skoda' })).sort()).toEqual(['4', '5'])
    expect((await ids({ keyphrase: 'ŠKODA kodiaq' })).sort()).toEqual(['4'])
    expect((await ids({ keyphrase: 'goteborg' })).sort()).toEqual(['1', '3', '8'])
    expect(await ids({ keyphrase: 'tonsberg' })).toEqual(['9'])
    expect(await ids({ keyphrase: 'citroen' })).toEqual(['9'])
    expect(await ids({ keyphrase: 'RÄTTVÄRME' })).toEqual(['4'])
    expect(await ids({ keyphrase: 'rattvarme' })).toEqual(['4'])
  })

  it('combines with filters and facets', async () => {
    const result = await searchOrThrow({
      index: vehicles,
      keyphrase: 'suv',
      facets: ['car_brand'],
      filters: { car_fuel: ['Diesel'] },
      fields: ['car_id'],
    })
    expect(result.total_items).toBe(2)
    expect(counts(result.facet[0].value as FacetValue[])).toEqual({ BMW: 1, Volvo: 1 })
  })
})

describe('sorting and paging', () => {
  it('sorts by the named option and defaults to the first one (newest first)', async () => {
    expect((await ids({}))[0]).toBe('2')
    expect((await ids({ sort_name: 'car_price_asc' })).slice(0, 3)).toEqual(['9', '8', '5'])
    expect((await ids({ sort_name: 'car_price_desc' }))[0]).toBe('7')
    expect((await ids({ sort_name: 'car_mileage_asc' }))[0]).toBe('2')
    expect((await ids({ sort_name: 'car_year_desc' }))[0]).toBe('2')
    expect((await ids({ sortName: 'car_publishdate_asc' }))[0]).toBe('9')
  })

  it('pages with limit and offset, defaulting to 24 and 0', async () => {
    const first = await searchOrThrow({ index: vehicles, sort_name: 'car_price_asc' })
    expect([first.limit, first.offset, first.content.length, first.total_items]).toEqual([24, 0, 9, 9])
    const page = await searchOrThrow({
      index: vehicles,
      sort_name: 'car_price_asc',
      limit: 3,
      offset: 3,
      fields: ['car_id'],
    })
    expect(page.content.map((car) => car.car_id)).toEqual(['3', '1', '4'])
    expect(page.total_items).toBe(9)
  })

  it('limit 0 returns facets and the total only', async () => {
    const result = await searchOrThrow({ index: vehicles, limit: 0, facets: ['car_body'] })
    expect(result.content).toEqual([])
    expect(result.total_items).toBe(9)
    expect(counts(result.facet[0].value as FacetValue[])).toEqual({
      Halvkombi: 2,
      Kombi: 2,
      SUV: 4,
      Sedan: 1,
    })
  })

  it('returns only the requested fields, and whole records without a field list', async () => {
    const [only] = (
      await searchOrThrow({
        index: vehicles,
        filters: { car_id: ['6'] },
        fields: ['car_id', 'car_model', 'car_equipment'],
      })
    ).content
    expect(only).toEqual({ car_id: '6', car_model: 'Model 3', car_equipment: ['Navigation', 'Autopilot'] })
    const [whole] = (await searchOrThrow({ index: vehicles, filters: { car_id: ['6'] } })).content
    expect(whole).toMatchObject({ car_brand: 'Tesla', car_price: 400_000, car_site_city: 'Stockholm' })
  })
})

describe('failures', () => {
  it('search() answers a failure with an empty result instead of throwing', async () => {
    const broken = {
      dialect: 'sqlite',
      url: 'broken',
      query: async () => Promise.reject(new Error('disk on fire')),
    } as unknown as CatalogDb
    const result = await search(
      { index: vehicles, limit: 12, offset: 24, facets: ['car_brand'] },
      { db: broken },
    )
    expect(result).toEqual({ content: [], facet: [], total_items: 0, limit: 12, offset: 24 })
  })

  it('search() answers bad input with an empty result too; searchOrThrow says what is wrong', async () => {
    expect((await search({ index: 'vehicles_nowhere' })).total_items).toBe(0)
    await expect(searchOrThrow({ index: 'vehicles_nowhere' })).rejects.toThrow(
      /Unknown index "vehicles_nowhere"/,
    )
    await expect(searchOrThrow({ index: 'cars_automotive-se' })).rejects.toThrow(/Unknown index/)
  })
})
