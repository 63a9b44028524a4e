/**
 * Where the hero search lands (spec 02 §2): the search URL, the brand and model the phrase names
 * as lowercased path segments, other matched facet values as the list's filters and the rest as
 * the keyphrase. The same URL the car list writes for that state. Pure.
 */
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import { listHref } from '@/services/search/list/list-state'
import { splitPhrase, type FacetValues } from '@/services/search/list/phrase'

export function searchTarget(
  searchUrl: string,
  phrase: string,
  facets: readonly FacetValues[],
  facetMap: readonly FacetMapEntry[],
): string {
  const { filters, keyphrase } = splitPhrase(phrase, facets, facetMap)
  return listHref(searchUrl, { filters, keyphrase, sort: '', page: 0 }, facetMap, [''])
}
