/**
 * A small in-process cache for content reads, tagged (src/lib/cache-tags.ts) so that CMS hooks
 * can drop exactly what changed. It is a process singleton: Next.js may load this module once
 * per route bundle, and every bundle in the process must see the same entries for an edit to
 * invalidate them. The workers of one server (server/serve.mjs) drop each other's entries
 * through the primary (src/lib/server/contract.ts); separate servers on one PostgreSQL through
 * the database (server/instance-bus.mjs); on SQLite there is one server.
 */
import type { ContentTag } from './cache-tags'
import { onEditInOtherWorker, relayToOtherWorkers } from './server/contract'
import { processSingleton } from './server/process-singleton'
import { tagResponse } from './server/response-record'

type Entry = { value: Promise<unknown>; expires: number; tags: readonly ContentTag[] }

const store = processSingleton('contentCache', () => new Map<string, Entry>())

const defaultTtlMs = 5 * 60_000

export function cached<T>(
  key: string,
  tags: readonly ContentTag[],
  load: () => Promise<T>,
  ttlMs = defaultTtlMs,
): Promise<T> {
  // The page being rendered names what it read, for a shared cache's purge (hit or not).
  tagResponse(...tags)
  const now = Date.now()
  const hit = store.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  store.set(key, { value, expires: now + ttlMs, tags })
  // A failed load must not be served from the cache.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key)
  })
  return value
}

/** Drops the entries with any of the tags; '*' (from another server that lost track) drops all. */
function drop(tags: readonly string[]): void {
  if (tags.includes('*')) return store.clear()
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key)
  }
}

onEditInOtherWorker('content', drop)

/** Drops the entries with any of the tags, here and in the server's other workers. */
export function invalidateTags(tags: readonly ContentTag[]): Promise<void> {
  drop(tags)
  return relayToOtherWorkers(tags)
}

export function clearCache(): void {
  store.clear()
}
