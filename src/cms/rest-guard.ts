/**
 * Requests Payload's REST routes would answer with a 5xx, answered here instead: each is a
 * caller's mistake, so a 404 or the documented default, never "something went wrong".
 */
import { mediaFileExists } from '@/lib/media/files'

export type RestRequest = { method: string; slug: string[]; searchParams: URLSearchParams }
/** Refuse with this status, or go on (with `locale` filled in when it was missing). */
export type RestVerdict = { status: 404 } | { searchParams: URLSearchParams }

const notFound = { status: 404 } as const

async function isMediaFile(segments: string[]): Promise<boolean> {
  if (segments.length === 0) return false
  return mediaFileExists(segments.join('/'))
}

export async function guardRest(request: RestRequest, defaultLocale: string): Promise<RestVerdict> {
  const [collection, second, ...rest] = request.slug
  // The migrations table is Payload's own bookkeeping (its 501 named the internal URL).
  if (collection === 'payload-migrations') return notFound
  // E-mail verification is off for editors; Payload's verify route then fails on a missing field.
  if (collection === 'users' && second === 'verify') return notFound
  if (request.method !== 'GET') return request
  // Payload's file route answers 500 for a file that is not in the storage.
  if (collection === 'media' && second === 'file' && !(await isMediaFile(rest))) return notFound
  // Without a locale (and with fallback off) Payload fails on any where or sort over a localized
  // field; its documented default is the default locale.
  if (request.searchParams.has('locale')) return request
  const searchParams = new URLSearchParams(request.searchParams)
  searchParams.set('locale', defaultLocale)
  return { searchParams }
}

/**
 * Payload answers 500 to a multipart body it cannot read, or whose `_payload` field (the document,
 * as the admin sends it) is not JSON. Read from a copy, so Payload still gets the whole body.
 */
export async function isMalformedMultipart(request: Request): Promise<boolean> {
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return false
  try {
    const document = (await request.clone().formData()).get('_payload')
    if (typeof document === 'string') JSON.parse(document)
    return false
  } catch {
    return true
  }
}

/**
 * The most an upload (a whole request to the CMS API) may be: the server's proxy reads no more
 * than 10 MiB of a body (Next.js's `proxyClientMaxBodySize`), so a larger file would arrive cut
 * short. Refused at once, by its declared length, with the limit named.
 */
export const maxUploadBytes = 10 * 1024 * 1024

export function tooLargeMessage(request: Request): string | null {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (!(length > maxUploadBytes)) return null
  const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
  return `The file is ${megabytes(length)}; uploads are limited to ${megabytes(maxUploadBytes)}.`
}
