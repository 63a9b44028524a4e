// The page cache of the production server (scripts/serve.mjs): a visitor's page, once rendered,
// is served again for a few seconds to requests for the same address, without rendering it again.
//
// - Only what the page route allows (src/lib/server/response-record.ts): a page rendered for
//   visitors, status 200, no cookie set, nothing logged at warning or above while rendering.
// - Keyed on protocol, host and URL; a copy is served only to requests with the same values of
//   the cookies the page read (the alert bar's, the draft-mode one).
// - Every response gets its own CSP nonce: the cached copy's nonce is replaced in the body and
//   in the Content-Security-Policy header.
// - Content edits drop every copy at once (serve.mjs calls clear() when the content cache drops
//   tags); a catalog import shows after at most ttlMs.
import { randomUUID } from 'node:crypto'

// Not kept: hop-by-hop headers, and the encoding (the copy is kept uncompressed and compressed
// again for each request that accepts it).
const notKept = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
])
const noncePattern = /'nonce-([^']+)'/

/** The same nonce the proxy (src/proxy.ts) makes for every request. */
export const freshNonce = () => Buffer.from(randomUUID()).toString('base64')

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=')
    const key = (index < 0 ? part : part.slice(0, index)).trim()
    if (key === name) return index < 0 ? '' : part.slice(index + 1).trim()
  }
  return null
}

/** @typedef {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} RequestLike */

export class PageCache {
  /** @param {{ ttlMs?: number, maxBytes?: number, now?: () => number }} options */
  constructor({ ttlMs = 5_000, maxBytes = 64 * 1024 * 1024, now = Date.now } = {}) {
    this.ttlMs = ttlMs
    this.maxBytes = maxBytes
    this.now = now
    this.bytes = 0
    /** Counts clear()s: a page whose rendering began before the last one is not kept. */
    this.generation = 0
    /** key → { body, headers, nonce, varyCookies: Record<name, value|null>, expires } */
    this.entries = new Map()
  }

  /** The cache key of a request that may be served from the cache, or null. @param {RequestLike} request */
  keyOf(request) {
    if (this.ttlMs <= 0 || request.method !== 'GET') return null
    const headers = request.headers
    // Client-side navigations and prefetches ask for the RSC payload, not the page.
    if (headers.rsc || headers['next-router-prefetch'] || headers['next-action']) return null
    const url = request.url ?? '/'
    if (/^\/(_next|api|admin|next)(\/|$)/.test(url) || /[?&]_rsc=/.test(url)) return null
    const protocol = headers['x-forwarded-proto'] ?? 'http'
    return `${protocol}://${headers.host ?? ''}${url}`
  }

  /**
   * The cached response for the request, with a fresh nonce, or null.
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
    if (!entry.nonce) return { headers: entry.headers, body: entry.body }
    const nonce = freshNonce()
    const headers = { ...entry.headers }
    headers['content-security-policy'] = String(headers['content-security-policy']).replaceAll(
      entry.nonce,
      nonce,
    )
    return { headers, body: Buffer.from(entry.body.toString('utf8').replaceAll(entry.nonce, nonce)) }
  }

  /**
   * Keeps a rendered response when the page allowed it.
   * @param {string} key
   * @param {RequestLike} request
   * @param {{ status: number, headers: Record<string, unknown>, body: Buffer }} response
   * @param {{ cacheable?: boolean, varyCookies?: string[] }} record what the page said of itself
   * @param {number} generation this.generation when the rendering began
   */
  store(key, request, response, record, generation) {
    if (generation !== this.generation) return
    if (!record.cacheable || response.status !== 200) return
    if (response.headers['set-cookie'] || response.body.length > this.maxBytes / 8) return
    if (!String(response.headers['content-type'] ?? '').startsWith('text/html')) return
    const headers = {}
    for (const [name, value] of Object.entries(response.headers)) {
      if (!notKept.has(name)) headers[name] = value
    }
    const nonce = noncePattern.exec(String(headers['content-security-policy'] ?? ''))?.[1] ?? null
    const varyCookies = {}
    for (const name of record.varyCookies ?? []) {
      varyCookies[name] = cookieValue(request.headers.cookie, name)
    }
    this.#remove(key)
    this.entries.set(key, {
      body: response.body,
      headers,
      nonce,
      varyCookies,
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
