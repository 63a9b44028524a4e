import { describe, expect, it } from 'vitest'
import { parseFacetMap } from '@/services/search/list/facet-map'
import { searchTarget } from './search-target'

const facetMap = parseFacetMap({ 'car_brand>car_model': 'b', car_fuel: 'f' })!
const facets = [
  { name: 'car_brand>car_model', values: [{ text: 'Volvo', children: [{ text: 'XC60' }] }, { text: 'BMW' }] },
  { name: 'car_fuel', values: [{ text: 'Diesel' }] },
]

describe('searchTarget', () => {
  it('lands on the search URL with the brand and model as lowercased segments and a keyphrase', () => {
    expect(searchTarget('/kop-bil', 'Volvo XC60 dragkrok', facets, facetMap)).toBe(
      '/kop-bil/volvo/xc60?keyphrase=dragkrok',
    )
  })

  it('keeps other facet values as list filters', () => {
    expect(searchTarget('/kop-bil', 'bmw diesel', facets, facetMap)).toBe('/kop-bil/bmw?car_fuel=Diesel')
  })

  it('lands on the list itself for an empty phrase', () => {
    expect(searchTarget('/kop-bil', '   ', facets, facetMap)).toBe('/kop-bil')
  })
})
