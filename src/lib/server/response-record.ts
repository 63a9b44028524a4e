/**
 * What the production server (scripts/serve.mjs) keeps of the response being rendered, reachable
 * from anywhere in the request through AsyncLocalStorage. The page tells it two things Next.js
 * has no way to say: answer this redirect with 302, and this page may be kept in the page cache
 * (scripts/page-cache.mjs), as long as the cookies it read stay the same. Outside that server
 * (`next dev`, tests) there is no record and every call does nothing.
 */
export type ResponseRecord = {
  redirectStatus?: 302
  /** Set by the page route for a page rendered for visitors; any logged warning or error clears it. */
  cacheable?: boolean
  /** Cookies the page read; a cached copy is served only to requests with the same values. */
  varyCookies?: string[]
  /** The socket's peer address: who sent the request, for rate limits (src/services/rate-limit). */
  remoteAddress?: string
}

type Records = { getStore(): ResponseRecord | undefined }

export function responseRecord(): ResponseRecord | undefined {
  return (globalThis as { __responseRecords?: Records }).__responseRecords?.getStore()
}

/** The page may be served from the page cache to requests for the same address and cookies. */
export function allowPageCache(): void {
  const record = responseRecord()
  if (record && record.cacheable === undefined) record.cacheable = true
}

/** Something went wrong while rendering: this response must not be kept. */
export function keepOutOfPageCache(): void {
  const record = responseRecord()
  if (record) record.cacheable = false
}

/** The page's content depends on this cookie. */
export function pageVariesOnCookie(name: string): void {
  const record = responseRecord()
  if (record) record.varyCookies = [...new Set([...(record.varyCookies ?? []), name])]
}
