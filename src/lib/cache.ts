/**
 * A small in-process cache for content reads, tagged so that CMS hooks can drop exactly what
 * changed. It lives on globalThis because Next.js may load this module once per route bundle;
 * every bundle in the process must see the same entries for an edit to invalidate them.
 * The workers of one server (scripts/serve.mjs) drop each other's entries through the primary;
 * across separate servers the TTL bounds staleness (documented in docs/decisions.md).
 */
type Entry = { value: Promise<unknown>; expires: number; tags: readonly string[] }

const globalStore = globalThis as typeof globalThis & { __contentCache?: Map<string, Entry> }
const store: Map<string, Entry> = (globalStore.__contentCache ??= new Map())

const defaultTtlMs = 5 * 60_000

export function cached<T>(
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
  ttlMs = defaultTtlMs,
): Promise<T> {
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

function drop(tags: readonly string[]): void {
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key)
  }
}

/** Set by scripts/serve.mjs in each of its workers: passes dropped tags to the other workers. */
const server = globalThis as typeof globalThis & {
  __serverWorker?: { relay: (tags: string[]) => Promise<void> }
  __contentCacheDrop?: (tags: readonly string[]) => void
}
server.__contentCacheDrop = drop

/** Drops the entries with any of the tags, here and in the server's other workers. */
export function invalidateTags(tags: readonly string[]): Promise<void> {
  drop(tags)
  return server.__serverWorker?.relay([...tags]) ?? Promise.resolve()
}

export function clearCache(): void {
  store.clear()
}
