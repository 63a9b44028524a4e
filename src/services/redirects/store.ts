import 'server-only'
import type { Site } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags, siteTags } from '@/lib/cache-tags'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { compileRedirects, type RedirectMatch, type RedirectRequest } from '.'
import { toRule } from './from-document'

/** A site's rules, compiled once and kept until an editor saves one of the site's rules. */
function siteRedirects(site: Site) {
  return cached(`redirects:${site.id}`, siteTags(site.id, cacheTags.redirects), async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'redirects',
      where: { site: { equals: site.id } },
      sort: '_order',
      pagination: false,
      limit: 100_000,
      depth: 0,
      overrideAccess: false,
    })
    const compiled = compileRedirects(result.docs.map(toRule))
    for (const skipped of compiled.skipped)
      logger.warn({ code: 'REDIRECT_SKIPPED', site: site.name, ...skipped }, 'redirect rule skipped')
    return compiled
  })
}

export async function matchRedirect(site: Site, request: RedirectRequest): Promise<RedirectMatch | null> {
  return (await siteRedirects(site)).match(request)
}
