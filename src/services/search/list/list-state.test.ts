import { describe, expect, it } from 'vitest'
import { parseFacetMap } from './facet-map'
import {
  addValue,
  clearAll,
  listHref,
  pageFromParam,
  pageCapReached,
  parseListState,
  pathSelectionOf,
  removeValue,
  searchFilters,
  withFilter,
} from './list-state'

const facetMap = parseFacetMap({
  'car_brand>car_model': 'facetBrandModel',
  car_fuel: 'facetFuel',
  car_price: 'facetPrice',
})!
const sorts = ['car_publishdate_desc', 'car_price_asc']
const params = (query: string) => new URLSearchParams(query)

describe('pageCapReached', () => {
  it('holds past page index 19 only while cars are left to show', () => {
    expect(pageCapReached(20, 1008, 1500)).toBe(true)
    expect(pageCapReached(20, 750, 750)).toBe(false)
    expect(pageCapReached(19, 960, 1500)).toBe(false)
  })
})

describe('pageFromParam', () => {
  it('is the parsed number or 0, capped at 20', () => {
    expect(pageFromParam(null)).toBe(0)
    expect(pageFromParam('abc')).toBe(0)
    expect(pageFromParam('-3')).toBe(0)
    expect(pageFromParam('4')).toBe(4)
    expect(pageFromParam('99')).toBe(20)
  })
})

describe('parseListState', () => {
  it('splits facet values on pipes, reads + as a space and drops a blank keyphrase', () => {
    const state = parseListState(
      params('car_fuel=El|Diesel&keyphrase=+++&car_brand=Land+Rover'),
      facetMap,
      sorts,
    )
    expect(state.filters).toEqual({ car_fuel: ['El', 'Diesel'], 'car_brand>car_model': ['Land Rover'] })
    expect(state.keyphrase).toBe('')
  })

  it('adds the parent levels of hierarchical values and merges the path selection', () => {
    const state = parseListState(params('car_brand=BMW>X3'), facetMap, sorts, ['Volvo', 'Volvo>XC60'])
    expect(state.filters['car_brand>car_model']).toEqual(['BMW', 'BMW>X3', 'Volvo', 'Volvo>XC60'])
  })

  it('keeps a range only with exactly two integers', () => {
    expect(parseListState(params('car_price=1000|2000'), facetMap, sorts).filters.car_price).toEqual([
      '1000',
      '2000',
    ])
    expect(parseListState(params('car_price=1000'), facetMap, sorts).filters.car_price).toBeUndefined()
    expect(parseListState(params('car_price=0|0'), facetMap, sorts).filters.car_price).toEqual(['0', '0'])
    expect(parseListState(params('car_price=a|b'), facetMap, sorts).filters.car_price).toBeUndefined()
  })

  it('falls back to the first sort and ignores unknown parameters', () => {
    const state = parseListState(params('sort=nope&utm_source=x&page=3'), facetMap, sorts)
    expect(state).toEqual({ filters: {}, keyphrase: '', sort: 'car_publishdate_desc', page: 3 })
  })

  it('cuts a keyphrase longer than the search service takes to its limit (500), so the list still answers', () => {
    const long = 'volvo '.repeat(120)
    const state = parseListState(params(`keyphrase=${encodeURIComponent(long)}`), facetMap, sorts)
    expect(state.keyphrase).toHaveLength(500)
    expect(long.startsWith(state.keyphrase)).toBe(true)
  })
})

describe('listHref', () => {
  const base = { filters: {}, keyphrase: '', sort: 'car_publishdate_desc', page: 0 }

  it('writes one brand and model as lowercased path segments', () => {
    const state = { ...base, filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'], car_fuel: ['El'] } }
    expect(listHref('/kop-bil', state, facetMap, sorts)).toBe('/kop-bil/volvo/xc60?car_fuel=El')
    expect(pathSelectionOf(state, facetMap)).toEqual(['Volvo', 'Volvo>XC60'])
  })

  it('keeps several brands in the query, joined with pipes, spaces as +', () => {
    const state = {
      ...base,
      filters: { 'car_brand>car_model': ['Volvo', 'Land Rover'] },
      keyphrase: 'drag krok',
    }
    expect(listHref('/kop-bil', state, facetMap, sorts)).toBe(
      '/kop-bil?car_brand=Volvo|Land+Rover&keyphrase=drag+krok',
    )
  })

  it('writes a non-default sort and a page, and round-trips', () => {
    const state = { ...base, filters: { car_price: ['100', '200'] }, sort: 'car_price_asc', page: 2 }
    const href = listHref('/kop-bil', state, facetMap, sorts)
    expect(href).toBe('/kop-bil?car_price=100|200&sort=car_price_asc&page=2')
    expect(parseListState(new URL(href, 'http://x').searchParams, facetMap, sorts)).toEqual(state)
  })
})

describe('filter changes', () => {
  it('adds a value with its parents and removes a parent with its children', () => {
    expect(addValue([], 'Volvo>XC60')).toEqual(['Volvo', 'Volvo>XC60'])
    expect(removeValue(['Volvo', 'Volvo>XC60', 'Volvo>V60', 'BMW', 'Volvo Cars'], 'Volvo')).toEqual([
      'BMW',
      'Volvo Cars',
    ])
  })

  it('resets the page on any change; clear-all empties filters and keyphrase', () => {
    const state = { filters: { car_fuel: ['El'] }, keyphrase: 'x', sort: 'car_price_asc', page: 4 }
    expect(withFilter(state, 'car_fuel', []).page).toBe(0)
    expect(withFilter(state, 'car_fuel', []).filters).toEqual({})
    expect(clearAll(state)).toEqual({ filters: {}, keyphrase: '', sort: 'car_price_asc', page: 0 })
  })

  it('sends ranges as numbers', () => {
    const state = {
      filters: { car_price: ['100', '200'], car_fuel: ['El'] },
      keyphrase: '',
      sort: '',
      page: 0,
    }
    expect(searchFilters(state, facetMap)).toEqual({ car_price: [100, 200], car_fuel: ['El'] })
  })
})

describe('parseFacetMap', () => {
  it('is null when missing or empty, and marks ranges and hierarchies', () => {
    expect(parseFacetMap(null)).toBeNull()
    expect(parseFacetMap({})).toBeNull()
    expect(parseFacetMap({ 'car_price; drop': 'x' })).toBeNull()
    expect(facetMap.map((facet) => [facet.param, facet.isRange, facet.isHierarchy])).toEqual([
      ['car_brand', false, true],
      ['car_fuel', false, false],
      ['car_price', true, false],
    ])
  })
})
