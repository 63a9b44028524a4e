import { describe, expect, it } from 'vitest'
import { importRecords, searchOrThrow, totalCap, type FacetValue } from '.'
import { withFreshCatalog } from './test-fixtures'

withFreshCatalog()

describe('kit vehicles', () => {
  it('facet manufacturer>model>type_manf_year in three levels and returns the type ids', async () => {
    const types = [
      ['t1', 'Volvo', 'XC60', '2017–2021'],
      ['t2', 'Volvo', 'XC60', '2022–'],
      ['t3', 'Volvo', 'V60', '2018–'],
      ['t4', 'Kia', 'Niro', '2022–'],
    ].map(([type_id, manufacturer, model, type_manf_year]) => ({
      type_id,
      manufacturer,
      model,
      type_manf_year,
    }))
    await importRecords('kitvehicles_automotive-se', types)
    const result = await searchOrThrow({
      index: 'kitvehicles_automotive-se',
      facets: ['manufacturer>model>type_manf_year'],
      filters: { 'manufacturer>model>type_manf_year': ['Volvo>XC60'] },
      fields: ['type_id'],
      limit: 100,
    })
    expect(result.content.map((type) => type.type_id).sort()).toEqual(['t1', 't2'])
    const [kia, volvo] = result.facet[0].value as FacetValue[]
    expect(kia).toEqual({
      text: 'Kia',
      count: 1,
      children: [{ text: 'Niro', count: 1, children: [{ text: '2022–', count: 1, children: [] }] }],
    })
    expect(
      volvo.children.map((model) => [model.text, model.count, model.children.map((year) => year.text)]),
    ).toEqual([
      ['V60', 1, ['2018–']],
      ['XC60', 2, ['2017–2021', '2022–']],
    ])
  })

  it('sorts text by code unit, rows without a value last and equal values in import order', async () => {
    const index = 'kitvehicles_carstore-no'
    await importRecords(index, [
      { type_id: 'a', manufacturer: 'Škoda' },
      { type_id: 'b' },
      { type_id: 'c', manufacturer: 'Volvo' },
      { type_id: 'd', manufacturer: 'Audi' },
      { type_id: 'e', manufacturer: 'Volvo' },
    ])
    const order = async (sort_name: string) =>
      (await searchOrThrow({ index, sort_name, fields: ['type_id'] })).content.map((type) => type.type_id)
    expect(await order('manufacturer_asc')).toEqual(['d', 'c', 'e', 'a', 'b'])
    expect(await order('manufacturer_desc')).toEqual(['a', 'c', 'e', 'd', 'b'])
  })

  it(`caps total_items at ${totalCap}`, async () => {
    const many = Array.from({ length: totalCap + 25 }, (_, index) => ({
      type_id: `m${index}`,
      manufacturer: index % 2 ? 'Volvo' : 'Kia',
      model: 'Any',
      type_manf_year: '2020–',
    }))
    await importRecords('kitvehicles_carstore-se', many, { batchSize: 5_000 })
    const all = await searchOrThrow({ index: 'kitvehicles_carstore-se', limit: 0 })
    expect(all.total_items).toBe(totalCap)
    const half = await searchOrThrow({
      index: 'kitvehicles_carstore-se',
      limit: 0,
      filters: { manufacturer: ['Volvo'] },
      facets: ['manufacturer'],
    })
    expect(half.total_items).toBe(5_012)
    expect((half.facet[0].value as FacetValue[]).map((value) => value.count)).toEqual([5_013, 5_012])
  })
})

describe('kits', () => {
  it('facet the category tree and range-filter retailPrice', async () => {
    const kit = (
      kitId: string,
      kitCategory: string,
      kitSubCategory: string,
      retailPrice: number,
      type_id: string[],
    ) => ({
      kitId,
      name: `Kit ${kitId}`,
      kitCategory,
      kitSubCategory,
      kitSubSubCategory: 'Standard',
      retailPrice,
      currency: 'EUR',
      type_id,
    })
    await importRecords('kits_automotive-se', [
      kit('k1', 'Hjul', 'Vinterhjul', 1200, ['t1']),
      kit('k2', 'Hjul', 'Sommarhjul', 1400, ['t2']),
      kit('k3', 'Interiör', 'Mattor', 90, ['t1', 't2']),
    ])
    const result = await searchOrThrow({
      index: 'kits_automotive-se',
      facets: ['kitCategory>kitSubCategory', 'retailPrice'],
      filters: { retailPrice: [100, 2000], type_id: ['t1'] },
      fields: ['kitId'],
    })
    expect(result.content).toEqual([{ kitId: 'k1' }])
    expect((result.facet[0].value as FacetValue[]).map((value) => [value.text, value.count])).toEqual([
      ['Hjul', 1],
    ])
    expect(result.facet[1].type).toBe('histogram')
  })
})
