/**
 * search(): the request of spec 02 §7 answered from the database.
 * searchOrThrow() reports bad input as SearchInputError (the HTTP handler's 400); search() is
 * what pages call: any failure is logged and answered with an empty result.
 */
import { cachedResponse, storeResponse } from './cache'
import { catalogDb } from './db/connection'
import type { CatalogDb, Row } from './db/types'
import { parseIndexName } from './index-names'
import { compileQuery, defaultLimit, type CompiledQuery } from './query/compile'
import { buildFacets, histogramResolution, type AggregateRow } from './query/facets'
import { aggregateStatement, contentStatement, levelColumns } from './query/plan'
import {
  parseSearchRequest,
  SearchInputError,
  totalCap,
  type SearchRequest,
  type SearchResponse,
} from './query/schema'
import { column } from './query/conditions'
import { readIndexMeta, type IndexMeta } from './registry'
import { log } from './log'

export type SearchOptions = { db?: CatalogDb; cache?: boolean }

const resolutionCache = new Map<string, number>()

/** Histogram grids come from the whole index's range, looked up once per index version. */
async function resolutions(
  db: CatalogDb,
  query: CompiledQuery,
  meta: IndexMeta,
): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for (const facet of query.facets.filter((candidate) => candidate.histogram)) {
    const field = facet.levels[0].name
    const key = `${db.url}|${meta.name}|${meta.version}|${field}`
    let resolution = resolutionCache.get(key)
    if (resolution === undefined) {
      const [row] = await db.query(
        `SELECT min(${column(field)}) AS lo, max(${column(field)}) AS hi FROM ${query.kind.table} v WHERE v.part = ?`,
        [meta.part],
      )
      resolution = histogramResolution(
        row?.lo == null ? null : Number(row.lo),
        row?.hi == null ? null : Number(row.hi),
      )
      if (resolutionCache.size > 500) resolutionCache.clear()
      resolutionCache.set(key, resolution)
    }
    out.set(field, resolution)
  }
  return out
}

function aggregateRow(row: Row): AggregateRow {
  const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return {
    f: Number(row.f),
    values: Array.from({ length: levelColumns }, (_, level) => {
      const value = row[`v${level + 1}`]
      return value === null || value === undefined ? null : String(value)
    }),
    count: Number(row.n),
    lo: numberOrNull(row.lo),
    hi: numberOrNull(row.hi),
  }
}

function project(doc: unknown, fields: string[] | null): Record<string, unknown> {
  const record = JSON.parse(String(doc)) as Record<string, unknown>
  if (!fields) return record
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]))
}

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
  const db = options.db ?? (await catalogDb())
  const meta = await readIndexMeta(db, parsed.index)
  if (!meta) throw new SearchInputError(`Unknown index "${parsed.index}": nothing has been imported into it`)

  const cacheKey = `${db.url}|${JSON.stringify(parsed)}`
  const useCache = options.cache !== false
  const hit = useCache ? cachedResponse(cacheKey, meta.version) : null
  if (hit) return hit

  const context = {
    dialect: db.dialect,
    part: meta.part,
    language: meta.language,
    resolutions: await resolutions(db, query, meta),
  }
  const statements = [aggregateStatement(query, context)]
  if (query.limit > 0) statements.push(contentStatement(query, context))
  const [aggregates, documents = []] = await db.readAll(statements)
  const rows = aggregates.map(aggregateRow)
  const total = rows.find((row) => row.f === 0)?.count ?? 0
  const response: SearchResponse = {
    content: documents.map((row) => project(row.doc, query.fields)),
    facet: buildFacets(query.facets, rows, context.resolutions),
    total_items: Math.min(total, totalCap),
    limit: query.limit,
    offset: query.offset,
  }
  if (useCache) storeResponse(cacheKey, meta.version, response)
  return response
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
