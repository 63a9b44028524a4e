/**
 * Search responses are kept 60 s (spec 02 §9), keyed on the index's version so that an import,
 * in this process or any other, makes the old entries unreachable at once.
 */
import type { SearchResponse } from './query/schema'

const ttlMs = 60_000
const maxEntries = 2000

type Entry = { version: number; expires: number; response: SearchResponse }
const state = globalThis as typeof globalThis & { __catalogSearchCache?: Map<string, Entry> }
const entries = (state.__catalogSearchCache ??= new Map())

export function cachedResponse(key: string, version: number): SearchResponse | null {
  const entry = entries.get(key)
  if (!entry) return null
  if (entry.version !== version || entry.expires <= Date.now()) {
    entries.delete(key)
    return null
  }
  return entry.response
}

export function storeResponse(key: string, version: number, response: SearchResponse): void {
  if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
  entries.set(key, { version, expires: Date.now() + ttlMs, response })
}

export function clearSearchCache(): void {
  entries.clear()
}
