import { languageByCode, pathInLanguage, type Language, type LanguageCode } from '@/lib/i18n/languages'
import { defaultLanguageSegment } from '@/lib/routing/resolve-request'

/** What the language rules read of a site (a Site document fits). */
type SiteWithLanguages = { name: string; languages?: Array<{ language: string }> | null }

export type SiteLanguages = { default: Language; all: Language[] }

export function siteLanguages(site: SiteWithLanguages): SiteLanguages {
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
  site: SiteWithLanguages,
  languageSegment: string,
): { language: Language; prefixIsPath: boolean } {
  const { default: fallback, all } = siteLanguages(site)
  if (languageSegment === defaultLanguageSegment) return { language: fallback, prefixIsPath: false }
  const match = all.find((language) => language.code === languageSegment)
  if (!match || match.code === fallback.code) return { language: fallback, prefixIsPath: true }
  return { language: match, prefixIsPath: false }
}

/** Path of a page in a language on a site: the default language has no prefix. */
export function localisedPath(
  site: SiteWithLanguages,
  languageCode: LanguageCode | string,
  pagePath: string,
): string {
  return pathInLanguage(pagePath, languageCode, siteLanguages(site).default.code)
}
