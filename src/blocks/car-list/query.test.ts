import { describe, expect, it } from 'vitest'
import { parseFacetMap } from '@/services/search/list/facet-map'
import { carsRequest, facetsRequest, firstPagesRequest, panelFacets } from './query'

const facetMap = parseFacetMap({ 'car_brand>car_model': 'b', car_price: 'p' })!
const state = {
  filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'], car_price: ['100', '200'] },
  keyphrase: 'dragkrok',
  sort: 'car_price_asc',
  page: 2,
}

describe('car list search calls', () => {
  it('prefetches 48 × (page + 1) cars from the start, 1,008 at the page cap', () => {
    expect(firstPagesRequest('vehicles_x', state, facetMap)).toMatchObject({ offset: 0, limit: 144 })
    expect(firstPagesRequest('vehicles_x', { ...state, page: 20 }, facetMap).limit).toBe(1008)
  })

  it('asks for one page for show more, with filters, keyphrase and sort', () => {
    expect(carsRequest('vehicles_x', state, facetMap, { offset: 144, limit: 48 })).toMatchObject({
      index: 'vehicles_x',
      keyphrase: 'dragkrok',
      sort_name: 'car_price_asc',
      filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'], car_price: [100, 200] },
      offset: 144,
      limit: 48,
    })
  })

  it('asks for the facets of the facet map with limit 0', () => {
    expect(facetsRequest('vehicles_x', state, facetMap)).toMatchObject({
      limit: 0,
      facets: [
        { name: 'car_brand>car_model', sort_order: 'asc' },
        { name: 'car_price', sort_order: 'asc' },
      ],
    })
  })
})

describe("the filter panel's facets", () => {
  it('keep a histogram by its span only and value facets whole, without empty lists of levels', () => {
    const buckets = [
      { min: 10, max: 20, count: 1 },
      { min: 20, max: 30, count: 4 },
      { min: 30, max: 45, count: 2 },
    ]
    const brands = [
      { text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 3, children: [] }] },
      { text: 'Saab', count: 0, children: [] },
    ]
    expect(
      panelFacets([
        { name: 'car_price', type: 'histogram', value: buckets },
        { name: 'car_brand>car_model', type: 'value', value: brands },
        { name: 'car_year', type: 'histogram', value: [buckets[1]] },
      ]),
    ).toEqual([
      { name: 'car_price', type: 'histogram', value: [buckets[0], buckets[2]] },
      {
        name: 'car_brand>car_model',
        type: 'value',
        value: [
          { text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 3 }] },
          { text: 'Saab', count: 0 },
        ],
      },
      { name: 'car_year', type: 'histogram', value: [buckets[1]] },
    ])
  })
})
