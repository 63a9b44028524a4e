import 'server-only'
import type { Site } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { languageByCode, pathInLanguage, type Language, type LanguageCode } from '@/lib/i18n/languages'
import { defaultLanguageSegment } from '@/lib/routing/resolve-request'
import { payloadClient } from './payload'

export type SiteLanguages = { default: Language; all: Language[] }

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

export function siteLanguages(site: Site): SiteLanguages {
  const all = (site.languages ?? [])
    .map((entry) => languageByCode(entry.language))
    .filter((language): language is Language => Boolean(language))
  if (all.length === 0) throw new Error(`Site ${site.name} has no languages`)
  return { default: all[0], all }
}

/**
 * The language a request is in. A prefix the site does not have is not a language on this site:
 * the request is in the default language and the segment stays part of the page path.
 */
export function requestLanguage(
  site: Site,
  languageSegment: string,
): { language: Language; prefixIsPath: boolean } {
  const { default: fallback, all } = siteLanguages(site)
  if (languageSegment === defaultLanguageSegment) return { language: fallback, prefixIsPath: false }
  const match = all.find((language) => language.code === languageSegment)
  if (!match || match.code === fallback.code) return { language: fallback, prefixIsPath: true }
  return { language: match, prefixIsPath: false }
}

/** Path of a page in a language on a site: the default language has no prefix. */
export function localisedPath(site: Site, languageCode: LanguageCode | string, pagePath: string): string {
  return pathInLanguage(pagePath, languageCode, siteLanguages(site).default.code)
}
