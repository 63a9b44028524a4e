/**
 * The catalog search service's client-safe public entry: the request and response of
 * POST /api/search (spec 02 §7) as types and as the zod schema that checks them, and the
 * declared range fields. Nothing here reaches the database or Node, so client components may
 * import it (types with `import type`); index.ts re-exports all of it for server code.
 * Keep it that way: no server imports, no 'server-only'.
 */
export {
  searchRequestSchema,
  maxLimit,
  totalCap,
  type SearchRequest,
  type SearchResponse,
  type SelectionNode,
  type Facet,
  type FacetValue,
  type HistogramBucket,
} from './query/schema'
export { rangeFields } from './kinds/types'
