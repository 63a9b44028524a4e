// Turns a rule's destination into the Location of one response: parameters captured from the
// source are substituted, and the query string is either the request's (kept) or the
// destination's own (which replaces it entirely).
import { decodeSafely, encodeUnsafeCharacters } from './path'

export type ParsedDestination = {
  /** `https://host:port` for absolute destinations, empty for same-site paths. */
  origin: string
  path: string
  /** The destination's own query without '?', or null when it has none (the request's is kept). */
  query: string | null
  /** `#fragment` or empty. */
  fragment: string
}

export type CapturedParameters = Record<string, string | undefined>

const absoluteUrl = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)(.*)$/i
// `:name` with an optional modifier; in the path the slash before it goes when the value is empty,
// so `/buy-car/used-cars/:path*` with nothing captured gives `/buy-car/used-cars`.
const pathParameter = /(\/)?:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g
const queryParameter = /:([A-Za-z_][A-Za-z0-9_]*)[*+?]?/g

export function parseDestination(destination: string): ParsedDestination {
  const trimmed = encodeUnsafeCharacters(destination.trim())
  const absolute = absoluteUrl.exec(trimmed)
  const origin = absolute ? absolute[1] : ''
  const rest = absolute ? absolute[2] : trimmed
  const hashAt = rest.indexOf('#')
  const beforeFragment = hashAt === -1 ? rest : rest.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : rest.slice(hashAt)
  const queryAt = beforeFragment.indexOf('?')
  return {
    origin,
    path: queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt),
    query: queryAt === -1 ? null : beforeFragment.slice(queryAt + 1),
    fragment,
  }
}

export function buildLocation(
  destination: ParsedDestination,
  parameters: CapturedParameters,
  requestSearch: string,
): string {
  // Captured values are already percent-encoded path text, so they go into the path verbatim.
  const path = destination.path.replace(pathParameter, (whole, slash: string | undefined, name: string) => {
    if (!(name in parameters)) return whole
    const value = parameters[name]
    return value ? `${slash ?? ''}${value}` : ''
  })
  const query =
    destination.query === null
      ? requestSearch.replace(/^\?/, '')
      : destination.query.replace(queryParameter, (whole, name: string) =>
          name in parameters ? encodeURIComponent(decodeSafely(parameters[name] ?? '')) : whole,
        )
  return `${destination.origin}${path || '/'}${query ? `?${query}` : ''}${destination.fragment}`
}

/** The fixed, site-internal path a rule sends to, without its query; null for parameters or URLs. */
export function fixedDestination(rule: { destination: string }): string | null {
  const path = rule.destination.split('?')[0]
  if (!path.startsWith('/') || path.startsWith('//') || path.includes(':')) return null
  return path.replace(/\/+$/, '') || '/'
}
