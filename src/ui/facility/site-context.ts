/** What the three site blocks share: the sites index and the detail path of the page's language. */
import { localisedPath } from '@/lib/site/languages'
import type { Site } from '@/cms/payload-types'
import type { Language } from '@/lib/i18n/languages'

/** The part of a block's context these read. */
type SiteContext = { site: Site; language: Language }

export function sitesIndex(context: SiteContext): string {
  return context.site.catalog?.siteIndex ?? ''
}

/** `pathToSiteDetail` in the page's language, with its language prefix; `override` wins (spec 03 §2.7). */
export function siteDetailPath(context: SiteContext, override?: string | null): string {
  const { site, language } = context
  return localisedPath(site, language.code, override?.trim() || site.pathToSiteDetail || '/')
}
