/**
 * Search responses are kept 60 s (spec 02 §9), keyed on the index's version so that an import,
 * in this process or any other, makes the old entries unreachable at once. An import also
 * announces its index's tag (catalogTag) to every server (scripts/import.ts, the instance bus):
 * the servers drop their kept pages, and these answers with them, so no memory is held for
 * versions nobody will ask for again. Each worker keeps at
 * most SEARCH_CACHE_MAX_BYTES (default 64 MB) of responses, measured as their objects and their
 * JSON text, least recently used first out; expired entries are swept every 15 s even when nobody
 * asks for them.
 */
import { BoundedCache } from '@/lib/bounded-cache'
import { onEditInOtherWorker } from '@/lib/server/contract'
import { processSingleton } from '@/lib/server/process-singleton'
import type { SearchResponse } from './query/schema'

const ttlMs = 60_000
const sweepEveryMs = 15_000
export const defaultMaxBytes = 64 * 1024 * 1024

type Cached = { version: number; response: SearchResponse }
type State = { cache: BoundedCache<Cached>; sweeper: NodeJS.Timeout }
/** One cache per process (Next.js may load this module once per route bundle). */
function state(): State {
  return processSingleton('catalogSearchCache', () => {
    const maxBytes = Number(process.env.SEARCH_CACHE_MAX_BYTES) || defaultMaxBytes
    const cache = new BoundedCache<Cached>({ maxBytes, ttlMs })
    const sweeper = setInterval(() => cache.sweep(), sweepEveryMs)
    sweeper.unref()
    return { cache, sweeper }
  })
}

export function cachedResponse(key: string, version: number): SearchResponse | null {
  const { cache } = state()
  const entry = cache.get(key)
  if (!entry) return null
  if (entry.version !== version) {
    cache.delete(key)
    return null
  }
  return entry.response
}

/** Each answer's JSON as UTF-8, written once: /api/search sends a kept answer again without serialising it again. */
const jsonBytes = new WeakMap<object, Uint8Array<ArrayBuffer>>()

export function answerJson(answer: object): Uint8Array<ArrayBuffer> {
  let bytes = jsonBytes.get(answer)
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(answer))
    jsonBytes.set(answer, bytes)
  }
  return bytes
}

/**
 * Keeps a response measured by the length of its JSON (`jsonLength`, which the engine knows from
 * the stored records without serialising them again): the objects take about two bytes a
 * character of it (UTF-16), the JSON that /api/search sends one more, and the key is kept too.
 */
export function storeResponse(
  key: string,
  version: number,
  response: SearchResponse,
  jsonLength: number,
): void {
  const bytes = 2 * key.length + 3 * jsonLength
  state().cache.set(key, { version, response }, bytes)
}

export function clearSearchCache(): void {
  state().cache.clear()
}

const catalogTagPrefix = 'catalog:'

/** The tag an import of `index` announces to the servers (scripts/import.ts). */
export function catalogTag(index: string): string {
  return `${catalogTagPrefix}${index}`
}

// Answers are few per index and imports rare: any import drops them all.
onEditInOtherWorker('catalog-search', (tags) => {
  if (tags.some((tag) => tag === '*' || tag.startsWith(catalogTagPrefix))) clearSearchCache()
})
