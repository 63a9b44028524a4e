/** What the three site blocks share: the sites index and the detail path of the page's language. */
import { localisedPath } from '@/lib/site/languages'
import type { BlockContext } from '../types'

export function sitesIndex(context: BlockContext): string {
  return context.site.catalog?.siteIndex ?? ''
}

/** `pathToSiteDetail` in the page's language, with its language prefix; `override` wins (spec 03 §2.7). */
export function siteDetailPath(context: BlockContext, override?: string | null): string {
  const { site, language } = context
  return localisedPath(site, language.code, override?.trim() || site.pathToSiteDetail || '/')
}
