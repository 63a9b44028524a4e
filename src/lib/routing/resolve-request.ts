/**
 * Pure request → (site key, language segment, path) mapping used by the proxy. It knows no site
 * data: the site key is the `?site=` override, the label of `<label>.localhost`, or the bare
 * host name, and the server matches it against the sites' names and hostnames. A first path
 * segment that names a known language becomes the language segment; the server decides whether
 * the site actually has that language.
 */
import { languageByPrefix } from '@/lib/i18n/languages'

export const defaultLanguageSegment = '_'

export type ResolvedRequest = { siteKey: string; languageSegment: string; rest: string[] }

export function siteKeyFromHost(host: string | null | undefined, override?: string | null): string {
  if (override && /^[a-z0-9-]+$/.test(override)) return override
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const local = /^([a-z0-9-]+)\.localhost$/.exec(hostname)
  if (local) return local[1]
  return hostname || 'localhost'
}

export function resolveRequest(input: {
  host: string | null
  pathname: string
  siteOverride?: string | null
}): ResolvedRequest {
  const siteKey = siteKeyFromHost(input.host, input.siteOverride)
  const segments = input.pathname.split('/').filter(Boolean)
  const language = segments.length > 0 ? languageByPrefix(segments[0]) : undefined
  if (language) return { siteKey, languageSegment: language.code, rest: segments.slice(1) }
  return { siteKey, languageSegment: defaultLanguageSegment, rest: segments }
}

/** Paths the site route must never see: framework, CMS, API and internal endpoints. */
export function isSitePath(pathname: string): boolean {
  return !/^\/(_next|_i|admin|api|-|next|healthz|robots\.txt|sitemap\.xml|feaas-render|favicon\.ico|block-thumbnails)(\/|$)/.test(
    pathname,
  )
}

/** A path whose percent-escapes do not decode (e.g. `/%E0%A4%A`) is a bad request, not a server error. */
export function isWellFormedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}
