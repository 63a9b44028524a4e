// @ts-check
// Pages a shared cache (a CDN, a caching reverse proxy) may keep (docs/decisions.md, of that
// title). The production server (server/serve.mjs) holds back every page the page cache could keep
// until it is complete, and a page the app allowed (src/lib/server/response-record.ts: rendered for
// visitors, 200, no cookie set, nothing logged at warning or above) leaves here:
//
// - without its per-request nonce: the policy allows its inline scripts by their sha256 hashes
//   instead (and external scripts by host, 'strict-dynamic' gone), so one copy serves everyone;
// - `Cache-Control: public, s-maxage=…, stale-while-revalidate=…` with `Cache-Tag` and
//   `Surrogate-Key` naming what it was built from, when the request is anonymous: no CMS session,
//   no draft-mode cookie, none of the cookies the page read (a shared cache keys on host and
//   address only, so a page that depends on a cookie the request carries is that visitor's own);
// - otherwise private, as every other response.
import { createHash } from 'node:crypto'
import { z } from 'zod'

/** Cookies that make a request an editor's: the CMS session and Next's draft mode. */
export const editorCookies = ['payload-token', '__prerender_bypass']

const seconds = z.coerce.number().int().min(0).max(31_536_000)
const settingsSchema = z.object({
  SHARED_CACHE_MAX_AGE: seconds.default(300),
  SHARED_CACHE_STALE_WHILE_REVALIDATE: seconds.default(60),
})

/**
 * The shared cache's lifetimes from the environment: how long a shared cache may serve a page
 * (s-maxage; 0 keeps every page private) and how long after that it may serve it while fetching
 * a fresh one. Invalid values stop the server with the variable's name.
 * @param {Record<string, string | undefined>} env
 */
export function sharedCacheSettings(env) {
  const parsed = settingsSchema.safeParse({
    SHARED_CACHE_MAX_AGE: env.SHARED_CACHE_MAX_AGE || undefined,
    SHARED_CACHE_STALE_WHILE_REVALIDATE: env.SHARED_CACHE_STALE_WHILE_REVALIDATE || undefined,
  })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`${issue.path.join('.')}: ${issue.message} (whole seconds, 0 to one year)`)
  }
  return {
    maxAge: parsed.data.SHARED_CACHE_MAX_AGE,
    staleWhileRevalidate: parsed.data.SHARED_CACHE_STALE_WHILE_REVALIDATE,
  }
}

/** What Next.js sends with every page rendered per request; kept for everything not shared. */
export const privateCacheControl = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * @param {string | undefined} header the request's Cookie header
 * @returns {Set<string>} the names of the cookies it carries
 */
function cookieNames(header) {
  const names = new Set()
  for (const part of (header ?? '').split(';')) {
    const name = part.split('=', 1)[0].trim()
    if (name) names.add(name)
  }
  return names
}

/**
 * The caching headers of a page the app allowed to keep, for this request.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 * @param {{ varyCookies?: string[], cacheTags?: string[] }} page what the page read
 * @param {{ maxAge: number, staleWhileRevalidate: number }} settings
 * @returns {Record<string, string>}
 */
export function sharedCacheHeaders(request, page, settings) {
  const carried = cookieNames(String(request.headers.cookie ?? ''))
  const personal = [...editorCookies, ...(page.varyCookies ?? [])].some((name) => carried.has(name))
  if (personal || settings.maxAge === 0 || request.headers.authorization)
    return { 'cache-control': privateCacheControl }
  const tags = page.cacheTags ?? []
  return {
    'cache-control': `public, s-maxage=${settings.maxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`,
    // Cloudflare and Akamai read Cache-Tag (comma-separated), Fastly Surrogate-Key (spaces).
    'cache-tag': tags.join(','),
    'surrogate-key': tags.join(' '),
  }
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Types whose content a browser runs; JSON-LD and other data blocks are not scripts to the CSP.
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module'])

/**
 * The CSP sources ('sha256-…') of the page's inline scripts, each once, in order of appearance.
 * @param {string | Buffer} html the page's text, or its bytes (hashed as they are: the bytes the
 *   browser hashes)
 */
export function inlineScriptHashes(html) {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html
  // One character a byte: the tags are ASCII, which no byte of a UTF-8 sequence matches, so an
  // index in the text is the same index in the bytes.
  const text = bytes.toString('latin1')
  const hashes = new Set()
  for (const match of text.matchAll(inlineScript)) {
    const [, attributes, content] = match
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!scriptTypes.has(type.toLowerCase())) continue
    const start = match.index + '<script'.length + attributes.length + 1
    const script = bytes.subarray(start, start + content.length)
    hashes.add(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy of a page without its nonce: script-src names the page's inline scripts by hash,
 * and 'strict-dynamic' goes (with it the host sources, 'self' first, count again).
 * @param {string} policy
 * @param {string[]} hashes
 */
export function hashedPolicy(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      if (name !== 'script-src') return directive
      const kept = sources.filter((source) => !/^'nonce-/.test(source) && source !== "'strict-dynamic'")
      return ` ${[name, ...kept, ...hashes].join(' ')}`
    })
    .join(';')
    .trim()
}

const noncePattern = /'nonce-([^']+)'/

/**
 * The page without its nonce: the nonce attributes and every other copy of the value go from the
 * body, the policy allows the inline scripts by hash. A page without a nonce is returned as is.
 * The body is cut as bytes, in one pass and one copy (a page is 100–300 KB; each string made of it
 * was garbage for the next collection to sweep).
 * @param {{ policy: string, body: Buffer }} page
 * @returns {{ policy: string, body: Buffer }}
 */
export function withoutNonce({ policy, body }) {
  const nonce = noncePattern.exec(policy)?.[1]
  if (!nonce) return { policy, body }
  const value = Buffer.from(nonce, 'latin1')
  const attribute = Buffer.from(` nonce="${nonce}"`, 'latin1')
  const before = attribute.indexOf(value)
  /** @type {Buffer[]} */
  const parts = []
  let from = 0
  for (let at = body.indexOf(value); at >= 0; at = body.indexOf(value, from)) {
    // The attribute goes whole; a copy of the value anywhere else goes alone.
    const start = at - before
    const end = start + attribute.length
    const whole =
      start >= from && end <= body.length && body.compare(attribute, 0, attribute.length, start, end) === 0
    parts.push(body.subarray(from, whole ? start : at))
    from = whole ? end : at + value.length
  }
  const unsigned = parts.length === 0 ? body : Buffer.concat([...parts, body.subarray(from)])
  return { policy: hashedPolicy(policy, inlineScriptHashes(unsigned)), body: unsigned }
}
