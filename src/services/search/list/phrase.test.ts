import { describe, expect, it } from 'vitest'
import { parseFacetMap } from './facet-map'
import { mergeFilters, resolvePathSegments, splitPhrase, withValueLabels } from './phrase'

const facetMap = parseFacetMap({ 'car_brand>car_model': 'b', car_fuel: 'f', car_price: 'p' })!
const brands = [
  { text: 'Land Rover', children: [{ text: 'Range Rover Evoque' }, { text: 'Defender' }] },
  { text: 'Volvo', children: [{ text: 'XC60' }, { text: 'V90' }] },
]
const facets = [
  { name: 'car_brand>car_model', values: brands },
  { name: 'car_fuel', values: [{ text: 'Diesel' }, { text: 'El' }] },
]

describe('splitPhrase', () => {
  it('turns matching words into filters with their parent levels and keeps the rest', () => {
    expect(splitPhrase('xc60 diesel dragkrok', facets, facetMap)).toEqual({
      filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'], car_fuel: ['Diesel'] },
      keyphrase: 'dragkrok',
    })
  })

  it('matches values of several words', () => {
    expect(splitPhrase('land rover range rover evoque', facets, facetMap).filters).toEqual({
      'car_brand>car_model': ['Land Rover', 'Land Rover>Range Rover Evoque'],
    })
  })

  it('leaves a phrase without matches as the keyphrase', () => {
    expect(splitPhrase('  panorama  tak ', facets, facetMap)).toEqual({
      filters: {},
      keyphrase: 'panorama tak',
    })
  })

  it("matches a value by its label in the page's language and filters by the catalog's value", () => {
    const labelled = facets.map((facet) => withValueLabels(facet, { car_fuel: { El: 'Electric' } }))
    expect(labelled[1].values).toEqual([{ text: 'Diesel' }, { text: 'El', label: 'Electric' }])
    expect(splitPhrase('volvo electric', labelled, facetMap)).toEqual({
      filters: { 'car_brand>car_model': ['Volvo'], car_fuel: ['El'] },
      keyphrase: '',
    })
    // The catalog's own word still matches.
    expect(splitPhrase('el', labelled, facetMap).filters).toEqual({ car_fuel: ['El'] })
  })

  it('merges into existing filters', () => {
    expect(mergeFilters({ car_fuel: ['El'] }, { car_fuel: ['Diesel'] })).toEqual({
      car_fuel: ['El', 'Diesel'],
    })
  })
})

describe('resolvePathSegments', () => {
  it('resolves a brand and a model case-insensitively', () => {
    expect(resolvePathSegments(['volvo'], brands)).toEqual(['Volvo'])
    expect(resolvePathSegments(['VOLVO', 'xc60'], brands)).toEqual(['Volvo', 'Volvo>XC60'])
    expect(resolvePathSegments(['land rover', 'defender'], brands)).toEqual([
      'Land Rover',
      'Land Rover>Defender',
    ])
  })

  it('folds accents, so a path without them names the brand the catalog spells with them', () => {
    const withSkoda = [...brands, { text: 'Škoda', children: [{ text: 'Enyaq' }] }]
    expect(resolvePathSegments(['skoda', 'enyaq'], withSkoda)).toEqual(['Škoda', 'Škoda>Enyaq'])
    expect(resolvePathSegments(['škoda'], withSkoda)).toEqual(['Škoda'])
  })

  it('is null for unknown names or more than two segments', () => {
    expect(resolvePathSegments(['saab'], brands)).toBeNull()
    expect(resolvePathSegments(['volvo', 'xc90'], brands)).toBeNull()
    expect(resolvePathSegments(['volvo', 'xc60', 'x'], brands)).toBeNull()
  })
})
