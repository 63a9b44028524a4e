import { defaultLanguageSegment, resolveRequest } from './resolve-request'

/** Decoded path segments, or null when a percent-escape does not decode (the page is not found). */
export function decodePathSegments(segments: readonly string[]): string[] | null {
  try {
    return segments.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
}

/**
 * The page path segments of a request, decoded. A language prefix the site does not have as a
 * path prefix is part of the path (lowercased), as the site route receives it.
 */
export function pagePathSegments(
  languageSegment: string,
  rest: readonly string[],
  prefixIsPath: boolean,
): string[] | null {
  const decoded = decodePathSegments(prefixIsPath ? [languageSegment, ...rest] : rest)
  if (decoded && prefixIsPath) decoded[0] = decoded[0].toLowerCase()
  return decoded
}

/** The same segments from the original request path (for views that only have the headers). */
export function pagePathSegmentsOf(originalPath: string, prefixIsPath: boolean): string[] | null {
  const { languageSegment, rest } = resolveRequest({ host: null, pathname: originalPath })
  if (languageSegment === defaultLanguageSegment) return decodePathSegments(rest)
  const prefix = originalPath.split('/').filter(Boolean)[0]
  return pagePathSegments(prefix, rest, prefixIsPath)
}
