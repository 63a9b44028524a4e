/**
 * search(): the request of spec 02 §7 answered from the database, through the index's segment
 * (query/segment.ts: its columns in memory, its text index and documents in the database).
 * searchOrThrow() reports bad input as SearchInputError (the HTTP handler's 400); search() is
 * what pages call: any failure is logged and answered with an empty result.
 */
import { cache } from 'react'
import { tagResponse } from '@/lib/server/response-record'
import { cachedResponse, storeResponse } from './cache'
import { catalogDb } from './db/connection'
import type { CatalogDb } from './db/types'
import { parseIndexName } from './index-names'
import { compileQuery, defaultLimit, type CompiledQuery } from './query/compile'
import { evaluate } from './query/evaluate'
import { buildFacets, histogramResolution } from './query/facets'
import {
  parseSearchRequest,
  SearchInputError,
  totalCap,
  type SearchRequest,
  type SearchResponse,
} from './query/schema'
import { segmentFor, StaleSegment, type Column, type Segment } from './query/segment'
import { storedLength } from './query/segment/documents-cache'
import { readIndexMeta, type IndexMeta } from './registry'
import { log } from './log'

export type SearchOptions = {
  db?: CatalogDb
  cache?: boolean
  /** Leave people out (POST /api/search): see `withoutPeople`. */
  publicAnswer?: boolean
}

/**
 * Records carry people: a dealer site's departments their staff, a car its sellers (names, phones,
 * e-mail addresses), which the facility detail page and the car page show, rendered on the server
 * (spec 02 §2 "Car detail page", §3 "Department"). An answer sent to any caller carries the departments' own
 * addresses but neither the staff directory nor the sellers, since no page that asks the public
 * endpoint shows them ("Search answers: no staff directory").
 */
function withoutPeople(response: SearchResponse): SearchResponse {
  const content = response.content.map((record) => {
    const { car_sellers: _sellers, ...rest } = record
    if (!Array.isArray(rest.site_departments)) return rest
    return {
      ...rest,
      site_departments: rest.site_departments.map((department: unknown) => {
        if (typeof department !== 'object' || department === null) return department
        const { users: _staff, ...kept } = department as Record<string, unknown>
        return kept
      }),
    }
  })
  return { ...response, content }
}

/** The fields asked for of a (shared, frozen) stored record, as a record of the caller's own. */
function project(
  record: Readonly<Record<string, unknown>>,
  fields: string[] | null,
): Record<string, unknown> {
  if (!fields) return { ...record }
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]))
}

/** The JSON of an answer's keys, total_items, limit and offset: under 100 characters. */
const otherFieldsLength = 100

/** A search's answer and the length of its JSON, as the response cache measures it. */
type Answer = { response: SearchResponse; jsonLength: number }

async function answer(query: CompiledQuery, segment: Segment): Promise<Answer> {
  const needed = new Map(
    [...query.filters.flatMap((group) => group.levels), ...query.facets.flatMap((facet) => facet.levels)].map(
      (field) => [field.name, field],
    ),
  )
  const [size, columns, candidates, order] = await Promise.all([
    segment.size(),
    Promise.all([...needed.values()].map((field) => segment.column(field))),
    query.terms.length ? segment.matches(query.terms) : null,
    query.limit > 0 ? segment.order(query.sort) : null,
  ])
  // No wait from here to the page's ordinals: the columns cannot be patched under this search.
  segment.assertCurrent()
  const byName = new Map<string, Column>(columns.map((column) => [column.field.name, column]))
  // Histogram grids come from the whole index's range, so they do not move with the filters.
  const resolutions = new Map(
    query.facets
      .filter((facet) => facet.histogram)
      .map((facet) => {
        const column = byName.get(facet.levels[0].name)
        const range = column && !column.list ? column : null
        return [facet.levels[0].name, histogramResolution(range?.min ?? null, range?.max ?? null)] as const
      }),
  )
  const result = evaluate(query, { size, columns: byName, candidates, order, resolutions })
  const documents = await segment.documents(result.page)
  const facet = buildFacets(query.facets, result.aggregates, resolutions)
  const response = {
    content: documents.map((doc) => project(doc, query.fields)),
    facet,
    total_items: Math.min(result.total, totalCap),
    limit: query.limit,
    offset: query.offset,
  }
  // The records' stored JSON is known (a projection is shorter): only the facets are serialised.
  const contentLength = documents.reduce(
    (sum, doc) => sum + (storedLength(doc) ?? JSON.stringify(doc).length),
    0,
  )
  return { response, jsonLength: contentLength + JSON.stringify(facet).length + otherFieldsLength }
}

/**
 * An index's version, read once per page render (React's per-request cache; outside a render,
 * every call reads): the searches of one page see one version of each index, and a page that
 * searches an index five times asks the database once (the read was half of a car list's
 * search time).
 */
const metaForRender = cache((db: CatalogDb, index: string) => readIndexMeta(db, index))

/** Attempts at a search while imports keep changing its index under it. */
const attempts = 4

export async function searchOrThrow(
  request: SearchRequest | unknown,
  options: SearchOptions = {},
): Promise<SearchResponse> {
  const parsed = parseSearchRequest(request)
  const target = parseIndexName(parsed.index)
  if (!target)
    throw new SearchInputError(
      `Unknown index "${parsed.index}": expected <vehicles|sites|kits|kitvehicles>_<site name>`,
    )
  const query = compileQuery(parsed, target.kind)
  // A page that reads the index names it, so an import's purge reaches the page in a shared cache.
  tagResponse(`catalog:${parsed.index}`)
  const db = options.db ?? (await catalogDb())
  const cacheKey = `${db.url}|${options.publicAnswer ? 'public' : 'all'}|${JSON.stringify(parsed)}`
  const useCache = options.cache !== false

  for (let attempt = 1; ; attempt++) {
    // A stale segment means an import moved the index on: read its version again.
    const meta: IndexMeta | null =
      attempt === 1 ? await metaForRender(db, parsed.index) : await readIndexMeta(db, parsed.index)
    if (!meta)
      throw new SearchInputError(`Unknown index "${parsed.index}": nothing has been imported into it`)
    const hit = useCache ? cachedResponse(cacheKey, meta.version) : null
    if (hit) return hit
    try {
      const found = await answer(query, segmentFor(db, target.kind, meta))
      const response = options.publicAnswer ? withoutPeople(found.response) : found.response
      if (useCache) storeResponse(cacheKey, meta.version, response, found.jsonLength)
      return response
    } catch (error) {
      if (!(error instanceof StaleSegment) || attempt >= attempts) throw error
    }
  }
}

/**
 * One car of a vehicles index by its car_id, or null: how the car detail page and the finance
 * quotes read a car. Failures propagate (SearchInputError for an index nothing was imported into).
 */
export async function findCar(vehicleIndex: string, carId: string): Promise<Record<string, unknown> | null> {
  const result = await searchOrThrow({ index: vehicleIndex, filters: { car_id: [carId] }, limit: 1 })
  return result.content[0] ?? null
}

export function emptyResponse(request?: unknown): SearchResponse {
  const body = (typeof request === 'object' && request !== null ? request : {}) as {
    limit?: unknown
    offset?: unknown
  }
  const limit = typeof body.limit === 'number' && body.limit >= 0 ? body.limit : defaultLimit
  const offset = typeof body.offset === 'number' && body.offset >= 0 ? body.offset : 0
  return { content: [], facet: [], total_items: 0, limit, offset }
}

/** For pages: never throws; a failure is logged and shown as an empty result (spec 02 §8). */
export async function search(request: SearchRequest, options: SearchOptions = {}): Promise<SearchResponse> {
  try {
    return await searchOrThrow(request, options)
  } catch (error) {
    const bad = error instanceof SearchInputError
    log[bad ? 'warn' : 'error'](
      {
        err: error,
        index: (request as { index?: unknown })?.index,
        code: bad ? error.code : 'SEARCH_FAILED',
      },
      'search failed',
    )
    return emptyResponse(request)
  }
}
