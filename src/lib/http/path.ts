/**
 * A route parameter as text. Next.js has already decoded it once; decoding again makes `%2520`
 * a space, and throws (a 500) on a lone `%` that the first decoding produced from `%25`. A value
 * that does not decode again is kept as it arrived.
 */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
