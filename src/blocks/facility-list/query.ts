/**
 * The facility list's state in the URL and its search calls (spec 02 §2 "Facility list", §7
 * "Site list"). Pure. The URL carries the text (`q`), one value per facet (named by its index
 * field) and how many times "show more" was used (`page`).
 */
import type { SearchRequest } from '@/blocks/search-client'
import { facilityCardFields } from '@/ui/facility/card-fields'

/** The facets an editor may offer, by the sites index's filterable fields. */
export const facilityFacets = ['site_city', 'site_brands', 'site_department_groups'] as const
export type FacilityFacet = (typeof facilityFacets)[number]

export const pageSize = 48
/** Show more at most this often from one URL (48 × 21 = the search service's largest limit). */
export const maxPage = 20
/** "A search box only when total_items is greater than 8." */
export const searchBoxThreshold = 8
/** Over all the site's dealer sites, so a search that narrows the list keeps its box. */
export const showsSearchBox = (overallTotal: number) => overallTotal > searchBoxThreshold
export const facilitySort = 'website_sort_order_asc'

export type FacilityState = {
  keyphrase: string
  selected: Partial<Record<FacilityFacet, string>>
  page: number
}

/** The block's facet map, kept to known facets in the editor's order without repeats. */
export function parseFacets(value: unknown): FacilityFacet[] {
  if (!Array.isArray(value)) return []
  return [...new Set(value.filter((name): name is FacilityFacet => facilityFacets.includes(name)))]
}

export function parseFacilityState(params: URLSearchParams, facets: readonly FacilityFacet[]): FacilityState {
  const page = Number(params.get('page'))
  return {
    keyphrase: (params.get('q') ?? '').trim().slice(0, 100),
    selected: Object.fromEntries(
      facets.flatMap((facet) => {
        const value = params.get(facet)?.trim()
        return value ? [[facet, value.slice(0, 200)]] : []
      }),
    ),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, maxPage) : 0,
  }
}

/** The state's URL below `basePath`; empty parts are left out. */
export function facilityListHref(basePath: string, state: FacilityState): string {
  const params = new URLSearchParams()
  if (state.keyphrase) params.set('q', state.keyphrase)
  for (const [facet, value] of Object.entries(state.selected)) if (value) params.set(facet, value)
  if (state.page > 0) params.set('page', String(state.page))
  const query = params.toString()
  return query ? `${basePath}?${query}` : basePath
}

/** The sites of a state: the first `48 * (page + 1)`, sorted as the site orders them. */
export function sitesRequest(index: string, state: FacilityState): SearchRequest {
  return {
    index,
    fields: [...facilityCardFields],
    keyphrase: state.keyphrase || undefined,
    filters: Object.fromEntries(Object.entries(state.selected).map(([facet, value]) => [facet, [value]])),
    sort_name: facilitySort,
    limit: pageSize * (state.page + 1),
    offset: 0,
  }
}

/** The facets' values over all sites (so no choice disappears) and the unfiltered total. */
export function facetsRequest(index: string, facets: readonly FacilityFacet[]): SearchRequest {
  return { index, facets: facets.map((name) => ({ name, sort_order: 'asc' as const })), limit: 0 }
}
