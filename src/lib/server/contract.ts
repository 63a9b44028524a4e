/**
 * The contract between the production server (server/serve.mjs) and the app it runs. serve.mjs
 * is plain JavaScript run by node and the app is bundled by Next.js, so no module is shared
 * between the two at run time: they meet on three globalThis names, declared here. The server
 * spells them only in server/server-contract.mjs, typed by these declarations through JSDoc
 * (`tsc` checks it); the app only through the functions below.
 *
 * - `__serverWorker` (set by serve.mjs in each worker): `relay(tags)` clears this worker's page
 *   cache and has the primary tell every other worker to drop the tags; it resolves once they
 *   all have, so an editor's save returns only when no worker serves stale content.
 * - `__contentCacheDrop` (set when the content cache, src/lib/cache.ts, or the search answers'
 *   cache loads): serve.mjs calls it when another worker's edit or another server's edit or
 *   import arrives, and clears its page cache.
 * - `__responseRecords` (set by serve.mjs): the record of the request being rendered
 *   (AsyncLocalStorage), read through src/lib/server/response-record.ts.
 *
 * Without serve.mjs (`next dev`, `next start`, tests) the app is one process without a page
 * cache: an edit drops this process's content cache and there is nothing else to tell; there is
 * no response record, so pages are never kept and a page's temporary redirect answers 307.
 *
 * The app's other globalThis names are its own module state, one per process
 * (./process-singleton.ts); the server never reads them.
 */
import { processSingleton } from './process-singleton'

/** What a page says of its own response, for the server (server/page-cache.mjs reads it too). */
export type ResponseRecord = {
  redirectStatus?: 302
  /** Set by the page route for a page rendered for visitors; any logged warning or error clears it. */
  cacheable?: boolean
  /** Cookies the page read; a cached copy is served only to requests with the same values. */
  varyCookies?: string[]
  /**
   * What the page was built from (site, page, collections, catalog indexes), sent as `Cache-Tag`
   * and `Surrogate-Key` with a page a shared cache may keep, so a purge can name it.
   */
  cacheTags?: string[]
  /** The socket's peer address: who sent the request, for rate limits (src/services/rate-limit). */
  remoteAddress?: string
}

export type ServerWorker = { relay(tags: string[]): Promise<void> }

/** The names on globalThis; serve.mjs: `@type {typeof globalThis & ServerGlobals}`. */
export type ServerGlobals = {
  __serverWorker?: ServerWorker
  __contentCacheDrop?: (tags: readonly string[]) => void
  __responseRecords?: { getStore(): ResponseRecord | undefined }
}

const shared = globalThis as typeof globalThis & ServerGlobals

/** Has the server's other workers drop the tags; resolves at once outside serve.mjs. */
export function relayToOtherWorkers(tags: readonly string[]): Promise<void> {
  return shared.__serverWorker?.relay([...tags]) ?? Promise.resolve()
}

/**
 * How this process drops tags when another worker's edit, or another server's edit or import,
 * arrives (unused outside serve.mjs). Each cache registers under its own name, once however many
 * route bundles load it: the content cache (src/lib/cache.ts) and the catalog's search answers.
 */
export function onEditInOtherWorker(cache: string, drop: (tags: readonly string[]) => void): void {
  const droppers = processSingleton(
    'otherWorkerDroppers',
    () => new Map<string, (tags: readonly string[]) => void>(),
  )
  droppers.set(cache, drop)
  shared.__contentCacheDrop = (tags) => {
    for (const dropTags of droppers.values()) dropTags(tags)
  }
}

/** The record of the request being rendered; undefined outside serve.mjs or outside a request. */
export function currentResponseRecord(): ResponseRecord | undefined {
  return shared.__responseRecords?.getStore()
}
