/**
 * What the production server (server/serve.mjs) keeps of the response being rendered, reachable
 * from anywhere in the request (src/lib/server/contract.ts). The page tells it two things Next.js
 * has no way to say: answer this redirect with 302, and this page may be kept in the page cache
 * (server/page-cache.mjs), as long as the cookies it read stay the same. Outside that server
 * (`next dev`, tests) there is no record and every call does nothing.
 */
import { currentResponseRecord } from './contract'

/** A temporary redirect from this page is answered with 302 (Next.js says 307). */
export function answerRedirectWith302(): void {
  const record = currentResponseRecord()
  if (record) record.redirectStatus = 302
}

/** The page may be served from the page cache to requests for the same address and cookies. */
export function allowPageCache(): void {
  const record = currentResponseRecord()
  if (record && record.cacheable === undefined) record.cacheable = true
}

/** Something went wrong while rendering: this response must not be kept. */
export function keepOutOfPageCache(): void {
  const record = currentResponseRecord()
  if (record) record.cacheable = false
}

/** The page's content depends on this cookie. */
export function pageVariesOnCookie(name: string): void {
  const record = currentResponseRecord()
  if (record) record.varyCookies = [...new Set([...(record.varyCookies ?? []), name])]
}

/**
 * The page was built from these (a site, a page, a content-cache tag, a catalog index): a shared
 * cache that keeps the page is told so (`Cache-Tag`), and a purge naming one of them drops it.
 */
export function tagResponse(...tags: string[]): void {
  const record = currentResponseRecord()
  if (!record) return
  const known = (record.cacheTags ??= [])
  for (const tag of tags) if (!known.includes(tag)) known.push(tag)
}

/** The record itself, for what the server put in it (the client's address, for rate limits). */
export { currentResponseRecord as responseRecord, type ResponseRecord } from './contract'
