import { describe, expect, it } from 'vitest'
import {
  facetsRequest,
  facilityListHref,
  parseFacets,
  parseFacilityState,
  showsSearchBox,
  sitesRequest,
} from './query'

const facets = parseFacets(['site_city', 'site_department_groups', 'site_city', 'car_brand'])

describe('facility list query', () => {
  it('keeps only known facets, once each, in the editor order', () => {
    expect(facets).toEqual(['site_city', 'site_department_groups'])
    expect(parseFacets(null)).toEqual([])
  })

  it('reads the URL: text, one value per offered facet, and the show-more page (capped)', () => {
    const state = parseFacilityState(
      new URLSearchParams('q=+kista+&site_city=Stockholm&site_brands=Volvo&page=99'),
      facets,
    )
    expect(state).toEqual({ keyphrase: 'kista', selected: { site_city: 'Stockholm' }, page: 20 })
    expect(parseFacilityState(new URLSearchParams('page=-1'), facets).page).toBe(0)
  })

  it('asks for the first 48 × (page + 1) sites by website_sort_order ascending with the filters', () => {
    const request = sitesRequest('sites-se', {
      keyphrase: 'kista',
      selected: { site_city: 'Stockholm' },
      page: 1,
    })
    expect(request).toMatchObject({
      index: 'sites-se',
      keyphrase: 'kista',
      filters: { site_city: ['Stockholm'] },
      sort_name: 'website_sort_order_asc',
      limit: 96,
      offset: 0,
    })
    expect(request.fields).toContain('site_geocoord')
  })

  it('asks for the facets without results', () => {
    expect(facetsRequest('sites-se', facets)).toEqual({
      index: 'sites-se',
      facets: [
        { name: 'site_city', sort_order: 'asc' },
        { name: 'site_department_groups', sort_order: 'asc' },
      ],
      limit: 0,
    })
  })

  it('offers the search box only past 8 sites', () => {
    expect(showsSearchBox(8)).toBe(false)
    expect(showsSearchBox(9)).toBe(true)
  })

  it('writes the state back into a URL, leaving empty parts out', () => {
    expect(facilityListHref('/hitta-oss', { keyphrase: '', selected: {}, page: 0 })).toBe('/hitta-oss')
    expect(
      facilityListHref('/hitta-oss', { keyphrase: 'a b', selected: { site_city: 'Malmö' }, page: 2 }),
    ).toBe('/hitta-oss?q=a+b&site_city=Malm%C3%B6&page=2')
  })
})
