// Path helpers shared by compilation and matching, so that sources and requests are
// normalised the same way.

/**
 * Percent-encodes characters that cannot appear in a URL as written (anything outside printable
 * ASCII). Already-encoded text passes unchanged, so `/anläggningar` and `/anl%C3%A4ggningar`
 * become the same string, and a Location header stays ASCII.
 */
export function encodeUnsafeCharacters(text: string): string {
  return text.replace(/[^\x21-\x7E]+/gu, (run) => encodeURI(run))
}

/** One trailing slash is insignificant: `/om-oss/` and `/om-oss` are the same page. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
}

export function normalisePathname(pathname: string): string {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`
  return withoutTrailingSlash(encodeUnsafeCharacters(withSlash))
}

/** Path segments of a lower-cased path, used as keys of the rule index (matching ignores case). */
export function pathSegments(lowerCasePathname: string): string[] {
  return lowerCasePathname.split('/').slice(1)
}

export function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
