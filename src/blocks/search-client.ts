/**
 * The browser's one way to the catalog search service: POST /api/search, typed by the service's
 * own request and response types. Everything client code takes from the service (those types and
 * its list of range fields) is imported here and only here, from modules without server code, so
 * no island reaches into the service and a move inside it is one line to follow.
 */
import type {
  Facet,
  FacetValue,
  HistogramBucket,
  SearchRequest,
  SearchResponse,
} from '@/services/search/contract'

export type { Facet, FacetValue, HistogramBucket, SearchRequest, SearchResponse }
export { rangeFields } from '@/services/search/contract'

/** One search; a failed response (4xx, 5xx) throws, as does a network error. */
export async function postSearch(request: SearchRequest): Promise<SearchResponse> {
  const response = await fetch('/api/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  })
  if (!response.ok) throw new Error(`search failed: ${response.status}`)
  return (await response.json()) as SearchResponse
}
