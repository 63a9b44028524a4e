import 'server-only'
import type { Site } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags, siteTags } from '@/lib/cache-tags'
import type { Language, LanguageCode } from '@/lib/i18n/languages'
import { pagePathsByLanguage } from './pages'
import { payloadClient } from './payload'
import { siteLanguages } from '@/lib/site/languages'

/** Site settings that name a page by its path in the site's default language. */
const pagePathSettings = ['pathToCarList', 'pathToCarDetail', 'pathToSiteDetail'] as const

/** The published page at a default-language path, by id (null when there is none). */
function pageIdAt(site: Site, defaultLanguage: LanguageCode, path: string) {
  return cached(`page-id-at:${site.id}:${path}`, siteTags(site.id, cacheTags.pages), async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'pages',
      locale: defaultLanguage,
      depth: 0,
      limit: 1,
      overrideAccess: false,
      select: { path: true },
      where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
    })
    return result.docs[0]?.id ?? null
  })
}

async function pathIn(site: Site, language: Language, defaultLanguage: LanguageCode, path: string) {
  const id = await pageIdAt(site, defaultLanguage, path)
  if (id === null) return path
  return (await pagePathsByLanguage(id))[language.code] ?? path
}

/**
 * The site with its page settings (pathToCarList, pathToCarDetail, pathToSiteDetail) as the paths of
 * the same pages in `language`: editors write them once, in the default language, and a page's
 * path differs per language (`/kjop-bil` is `/buy-car` in English). A page with no path in that
 * language keeps the default one. Paths stay without the language prefix (see localisedPath).
 */
export async function withLocalisedPagePaths(site: Site, language: Language): Promise<Site> {
  const defaultLanguage = siteLanguages(site).default.code
  if (language.code === defaultLanguage) return site
  const localised = await Promise.all(
    pagePathSettings.map(async (setting) => {
      const path = site[setting]
      return [setting, path ? await pathIn(site, language, defaultLanguage, path) : path] as const
    }),
  )
  return { ...site, ...Object.fromEntries(localised) }
}
