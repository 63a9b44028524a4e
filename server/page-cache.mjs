// The page cache of the production server (server/serve.mjs): a visitor's page, once rendered,
// is served again for a few seconds to requests for the same address, without rendering it again.
//
// - Only what the page route allows (src/lib/server/response-record.ts): a page rendered for
//   visitors, status 200, no cookie set, nothing logged at warning or above while rendering.
// - Keyed on protocol, host and URL; a copy is served only to requests with the same values of
//   the cookies the page read (the alert bar's, the draft-mode one).
// - A copy carries no per-request nonce: serve.mjs hands over the page with its inline scripts
//   allowed by hash (server/shared-cache.mjs), and a page still holding a nonce is not kept, since
//   every visitor would get the same one.
// - Content edits drop every copy at once (serve.mjs calls clear() when the content cache drops
//   tags); a catalog import shows after at most ttlMs.

// Not kept: hop-by-hop headers, and the encoding (the copy is kept uncompressed and compressed
// again for each request that accepts it).
const notKept = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  // Said again for each request (server/shared-cache.mjs): public to a visitor, private to an editor.
  'cache-control',
  'cache-tag',
  'surrogate-key',
])

/** @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} RequestLike */
/** @typedef {{ status: number, headers: Record<string, unknown>, body: Buffer }} Page */
/** @typedef {{ cacheable?: boolean, varyCookies?: string[], cacheTags?: string[] }} PageRecord */

/**
 * A request for a whole page that a cache could answer: a GET of a site's address, not a
 * client-side navigation's payload, the admin, an API, a framework file or an optimised image.
 * @param {RequestLike} request
 */
export function isPageRequest(request) {
  if (request.method !== 'GET') return false
  const headers = request.headers
  // Client-side navigations and prefetches ask for the RSC payload, not the page.
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action']) return false
  const url = request.url ?? '/'
  return !/^\/(_next|_i|api|admin|next)(\/|$)/.test(url) && !/[?&]_rsc=/.test(url)
}

/**
 * Whether the app allowed keeping this response: the page said so and nothing went wrong since,
 * status 200, HTML, no cookie set.
 * @param {Page} page
 * @param {PageRecord} record
 */
export function mayKeep(page, record) {
  if (!record.cacheable || page.status !== 200 || page.headers['set-cookie']) return false
  return String(page.headers['content-type'] ?? '').startsWith('text/html')
}

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    const key = (index < 0 ? part : part.slice(0, index)).trim()
    if (key === name) return index < 0 ? '' : part.slice(index + 1).trim()
  }
  return null
}

export class PageCache {
  /** @param {{ ttlMs?: number, maxBytes?: number, now?: () => number }} options */
  constructor({ ttlMs = 5_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
    this.ttlMs = ttlMs
    this.maxBytes = maxBytes
    this.now = now
    this.bytes = 0
    /** Counts clear()s: a page whose rendering began before the last one is not kept. */
    this.generation = 0
    /** key → { body, headers, varyCookies: Record<name, value|null>, cacheTags, expires } */
    this.entries = new Map()
  }

  /** The cache key of a request that may be served from the cache, or null. @param {RequestLike} request */
  keyOf(request) {
    if (this.ttlMs <= 0 || !isPageRequest(request)) return null
    const protocol = request.headers['x-forwarded-proto'] ?? 'http'
    return `${protocol}://${request.headers.host ?? ''}${request.url ?? '/'}`
  }

  /**
   * The cached response for the request and what the page read (for the shared cache's headers),
   * or null.
   * @param {string} key
   * @param {RequestLike} request
   */
  lookup(key, request) {
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.expires <= this.now()) {
      this.#remove(key)
      return null
    }
    for (const [name, value] of Object.entries(entry.varyCookies)) {
      if (cookieValue(request.headers.cookie, name) !== value) return null
    }
    // Most recently used last, so the oldest is dropped first when the cache is full.
    this.entries.delete(key)
    this.entries.set(key, entry)
    const page = { varyCookies: Object.keys(entry.varyCookies), cacheTags: entry.cacheTags }
    return { headers: entry.headers, body: entry.body, page }
  }

  /**
   * Keeps a rendered response when the page allowed it.
   * @param {string} key
   * @param {RequestLike} request
   * @param {Page} response without a nonce (server/shared-cache.mjs)
   * @param {PageRecord} record what the page said of itself
   * @param {number} generation this.generation when the rendering began
   */
  store(key, request, response, record, generation) {
    if (generation !== this.generation || !mayKeep(response, record)) return
    if (response.body.length > this.maxBytes / 8) return
    if (/'nonce-/.test(String(response.headers['content-security-policy'] ?? ''))) return
    const headers = {}
    for (const [name, value] of Object.entries(response.headers)) {
      if (!notKept.has(name)) headers[name] = value
    }
    const varyCookies = {}
    for (const name of record.varyCookies ?? []) {
      varyCookies[name] = cookieValue(request.headers.cookie, name)
    }
    this.#remove(key)
    this.entries.set(key, {
      body: response.body,
      headers,
      varyCookies,
      cacheTags: [...(record.cacheTags ?? [])],
      expires: this.now() + this.ttlMs,
    })
    this.bytes += response.body.length
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.#remove(oldest)
    }
  }

  clear() {
    this.generation++
    this.entries.clear()
    this.bytes = 0
  }

  #remove(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.bytes -= entry.body.length
    this.entries.delete(key)
  }
}
