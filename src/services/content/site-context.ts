import 'server-only'
import { cache } from 'react'
import type { Site } from '@/cms/payload-types'
import type { Language } from '@/lib/i18n/languages'
import type { Dictionary } from '@/lib/i18n/dictionary'
import { getDictionary } from './dictionary'
import { withLocalisedPagePaths } from './site-paths'
import { resolveSite } from './sites'
import { requestLanguage } from '@/lib/site/languages'

export type SiteContext = { site: Site; language: Language; dictionary: Dictionary; prefixIsPath: boolean }

/**
 * Site, language and texts of the current request, memoised per request (keys are strings). The
 * site's page settings are the paths in the request's language.
 */
export const siteContext = cache(async (siteKey: string, languageSegment: string): Promise<SiteContext> => {
  const storedSite = await resolveSite(decodeURIComponent(siteKey))
  const { language, prefixIsPath } = requestLanguage(storedSite, decodeURIComponent(languageSegment))
  const [site, dictionary] = await Promise.all([
    withLocalisedPagePaths(storedSite, language),
    getDictionary(storedSite, language.code),
  ])
  return { site, language, dictionary, prefixIsPath }
})

export function mediaUrl(media: unknown): string | undefined {
  if (media && typeof media === 'object' && 'filename' in media && typeof media.filename === 'string') {
    return `/-/media/${encodeURIComponent(media.filename)}`
  }
  return undefined
}
