/**
 * The catalog search service's client-safe public entry: the request and response of
 * POST /api/search (spec 02 §7) as types, and the declared range fields. The zod schema that checks
 * them is exported by index.ts, for server code. Nothing here reaches the database or Node, so client components may
 * import it (types with `import type`); index.ts re-exports all of it for server code.
 * Keep it that way: no server imports, no 'server-only'.
 */
// Types only from the schema module: its values build zod schemas at load, and a value export here
// put zod (34 KB gzipped) into the first load of every page with a search island (decisions: Fast
// on a phone).
export type {
  SearchRequest,
  SearchResponse,
  SelectionNode,
  Facet,
  FacetValue,
  HistogramBucket,
} from './query/schema'
export { rangeFields } from './kinds/types'
export { maxKeyphraseLength } from './query/text'
