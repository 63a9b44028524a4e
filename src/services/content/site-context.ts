import 'server-only'
import { cache } from 'react'
import type { Site } from '@/cms/payload-types'
import type { Language } from '@/lib/i18n/languages'
import { getDictionary, type Dictionary } from './dictionary'
import { requestLanguage, resolveSite } from './sites'

export type SiteContext = { site: Site; language: Language; dictionary: Dictionary; prefixIsPath: boolean }

/** Site, language and texts of the current request, memoised per request (keys are strings). */
export const siteContext = cache(async (siteKey: string, languageSegment: string): Promise<SiteContext> => {
  const site = await resolveSite(decodeURIComponent(siteKey))
  const { language, prefixIsPath } = requestLanguage(site, decodeURIComponent(languageSegment))
  const dictionary = await getDictionary(site, language.code)
  return { site, language, dictionary, prefixIsPath }
})

export function mediaUrl(media: unknown): string | undefined {
  if (media && typeof media === 'object' && 'filename' in media && typeof media.filename === 'string') {
    return `/-/media/${encodeURIComponent(media.filename)}`
  }
  return undefined
}
