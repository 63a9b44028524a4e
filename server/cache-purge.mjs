// @ts-check
// The purge adapter (decisions: Pages a shared cache may keep): after a content edit, a redirect
// change or a catalog import, the shared cache in front of the servers (CDN, caching proxy) is told
// which tags changed, so the pages built from them (their `Cache-Tag`, server/shared-cache.mjs)
// are fetched fresh.
//
// With CACHE_PURGE_URL set: one POST of `{"tags": [...]}` (JSON) to it, the tags also in the
// `Cache-Tag` and `Surrogate-Key` headers, `Authorization: Bearer <CACHE_PURGE_TOKEN>` when set;
// any 2xx is done, anything else is logged. Unset: one log line, nothing to purge. Called once per
// edit, by the server's primary process (server/serve.mjs) and by `npm run import`.
import { z } from 'zod'

const timeoutMs = 5_000

const purgeUrlSchema = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) address')
  .optional()

/**
 * @typedef {(tags: string[]) => Promise<void>} Purge
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void }} [options]
 * @returns {Purge}
 */
export function purgeAdapter({ env = process.env, log = console.error } = {}) {
  const parsed = purgeUrlSchema.safeParse(env.CACHE_PURGE_URL || undefined)
  if (!parsed.success) throw new Error(`CACHE_PURGE_URL: ${parsed.error.issues[0].message}`)
  const url = parsed.data
  const token = env.CACHE_PURGE_TOKEN
  if (!url) return async (tags) => log(`CACHE_PURGE ${tags.join(',')} (no CACHE_PURGE_URL: nothing to purge)`)
  return async (tags) => {
    if (tags.length === 0) return
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cache-tag': tags.join(','),
          'surrogate-key': tags.join(' '),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      if (!response.ok) log(`CACHE_PURGE_FAILED ${response.status} ${tags.join(',')}`)
    } catch (error) {
      log(`CACHE_PURGE_FAILED ${error instanceof Error ? error.message : String(error)} ${tags.join(',')}`)
    }
  }
}
