import 'server-only'
import type { Site } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags, siteTags } from '@/lib/cache-tags'
import type { Dictionary } from '@/lib/i18n/dictionary'
import type { LanguageCode } from '@/lib/i18n/languages'
import { payloadClient } from './payload'

/** All texts for a site and language: shared entries, overridden by the site's own. */
export function getDictionary(site: Site, locale: LanguageCode): Promise<Dictionary> {
  return cached(`dictionary:${site.id}:${locale}`, siteTags(site.id, cacheTags.dictionary), async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'dictionary',
      locale,
      depth: 0,
      pagination: false,
      limit: 5_000,
      overrideAccess: false,
      where: { or: [{ site: { exists: false } }, { site: { equals: site.id } }] },
    })
    const shared: Dictionary = {}
    const own: Dictionary = {}
    for (const entry of result.docs) {
      if (!entry.value) continue
      const target = entry.site ? own : shared
      target[entry.key] = entry.value
    }
    return { ...shared, ...own }
  })
}
