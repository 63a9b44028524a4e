/**
 * The two search calls behind the car list (spec 02 §7 "Car list"), the same on the server and
 * in the island: the cars, and the facets with limit 0. Pure.
 */
import { carCardFields } from '@/ui/vehicle/card-fields'
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import { pageSize, searchFilters, type ListState } from '@/services/search/list/list-state'
import type { Facet, FacetValue, SearchRequest } from '../search-client'
import type { ListFacet, PanelFacetValue } from '@/ui/catalog-filters/facets'

/** Cars for a state: `limit` from `offset` (show more asks for the next page only). */
export function carsRequest(
  index: string,
  state: ListState,
  facetMap: readonly FacetMapEntry[],
  window: { offset: number; limit: number },
): SearchRequest {
  return {
    index,
    fields: [...carCardFields],
    keyphrase: state.keyphrase || undefined,
    filters: searchFilters(state, facetMap),
    sort_name: state.sort || undefined,
    limit: window.limit,
    offset: window.offset,
  }
}

/**
 * The first `48 * (page + 1)` cars, so a shared or reloaded URL shows the same cars (at the URL's
 * cap, page 20, 1,008 cars: the search service's largest limit).
 */
export function firstPagesRequest(
  index: string,
  state: ListState,
  facetMap: readonly FacetMapEntry[],
): SearchRequest {
  return carsRequest(index, state, facetMap, {
    offset: 0,
    limit: pageSize * (state.page + 1),
  })
}

/** Brands sort by name; everything else as the index gives it. */
export function facetsRequest(
  index: string,
  state: ListState,
  facetMap: readonly FacetMapEntry[],
): SearchRequest {
  return {
    index,
    keyphrase: state.keyphrase || undefined,
    facets: facetMap.map((facet) => ({ name: facet.name, sort_order: 'asc' as const })),
    filters: searchFilters(state, facetMap),
    limit: 0,
    offset: 0,
  }
}

const panelValues = (values: readonly FacetValue[]): PanelFacetValue[] =>
  values.map(({ text, count, children }) =>
    children.length ? { text, count, children: panelValues(children) } : { text, count },
  )

/**
 * The facets as the filter panel reads them: a histogram only by its span (the first and the
 * last bucket), so its buckets do not travel to the browser, and a value without levels below it
 * without an empty list of them (some 200 in a car list's payload).
 */
export function panelFacets(facets: readonly Facet[]): ListFacet[] {
  return facets.map((facet) =>
    facet.type === 'histogram'
      ? { ...facet, value: facet.value.length > 2 ? [facet.value[0], facet.value.at(-1)!] : facet.value }
      : { ...facet, value: panelValues(facet.value) },
  )
}
