/** The request body of spec 02 §7 / spec 03 §7, checked at the boundary. */
import { z } from 'zod'
import { maxKeyphraseLength } from './text'

/**
 * Records per call: the car list's largest first load, 48 × 21 (a shared URL's page is capped at
 * 20, and the server shows pages 0 to 20 at once, spec 02 §5).
 */
export const maxLimit = 1008
/** total_items is exact up to this and capped here (shown as 10000+). */
export const totalCap = 10_000

const filterValue = z.union([z.string().max(300), z.number().finite(), z.boolean()])

export type SelectionNode = { value: string; children?: SelectionNode[] }
const selectionNode: z.ZodType<SelectionNode> = z.lazy(() =>
  z.strictObject({ value: z.string().max(300), children: z.array(selectionNode).max(500).optional() }),
)

const facetRequest = z.union([
  z.string().min(1).max(200),
  z.strictObject({
    name: z.string().min(1).max(200),
    sort_order: z.enum(['asc', 'desc', 'count']).optional(),
    type: z.string().max(40).optional(),
    buckets: z.number().int().min(1).max(50).optional(),
    /** A facet may carry its own selection: plain values, ranges or a value/children tree. */
    filters: z
      .array(z.union([filterValue, selectionNode]))
      .max(500)
      .optional(),
  }),
])

export const searchRequestSchema = z.strictObject({
  index: z.string().min(1).max(120),
  fields: z.array(z.string().min(1).max(120)).max(300).optional(),
  keyphrase: z.string().max(maxKeyphraseLength).nullable().optional(),
  facets: z.array(facetRequest).max(40).optional(),
  filters: z.record(z.string().min(1).max(200), z.array(filterValue).max(1000)).optional(),
  limit: z.number().int().min(0).max(maxLimit).optional(),
  offset: z.number().int().min(0).max(totalCap).optional(),
  sort_name: z.string().max(120).optional(),
  /** spec 03 §7 spells it sortName. */
  sortName: z.string().max(120).optional(),
})

export type SearchRequest = z.input<typeof searchRequestSchema>
export type ParsedRequest = z.output<typeof searchRequestSchema>

export type FacetValue = { text: string; count: number; children: FacetValue[] }
export type HistogramBucket = { min: number; max: number; count: number }
export type Facet =
  | { name: string; type: 'value'; value: FacetValue[] }
  | { name: string; type: 'histogram'; value: HistogramBucket[] }

export type SearchResponse = {
  content: Record<string, unknown>[]
  facet: Facet[]
  total_items: number
  limit: number
  offset: number
}

export class SearchInputError extends Error {
  readonly code = 'BAD_SEARCH_REQUEST'
}

export function parseSearchRequest(body: unknown): ParsedRequest {
  const result = searchRequestSchema.safeParse(body)
  if (!result.success) throw new SearchInputError(`Invalid search request: ${z.prettifyError(result.error)}`)
  return result.data
}
