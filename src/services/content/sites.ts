import 'server-only'
import type { Site } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { payloadClient } from './payload'

export function allSites(): Promise<Site[]> {
  return cached('sites:all', [cacheTags.sites], async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'sites',
      limit: 500,
      depth: 1,
      overrideAccess: false,
      pagination: false,
    })
    return result.docs
  })
}

/**
 * The site for a key from the proxy: a site name (`<name>.localhost`, `?site=`), else a
 * configured hostname, else the default site (spec: unknown host → the default site).
 */
export async function resolveSite(siteKey: string): Promise<Site> {
  return pickSite(await allSites(), siteKey)
}

export function pickSite<S extends Pick<Site, 'name' | 'hostnames' | 'isDefault'>>(
  sites: S[],
  siteKey: string,
): S {
  const byName = sites.find((site) => site.name === siteKey)
  if (byName) return byName
  const byHost = sites.find((site) =>
    site.hostnames?.some((entry) => entry.hostname.toLowerCase() === siteKey),
  )
  if (byHost) return byHost
  const fallback = sites.find((site) => site.isDefault) ?? sites[0]
  if (!fallback) throw new Error('No site is configured: run the seed (npm start seeds a fresh database)')
  return fallback
}
