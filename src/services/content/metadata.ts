import 'server-only'
import type { Metadata } from 'next'
import type { Page, Site } from '@/cms/payload-types'
import { languageByCode, type Language, type LanguageCode } from '@/lib/i18n/languages'
import { pagePathsByLanguage } from './pages'
import { mediaUrl } from './site-context'
import { localisedPath } from '@/lib/site/languages'

export function pageTitle(site: Site, page: Pick<Page, 'title' | 'metaTitle'>): string {
  const title = page.metaTitle || page.title
  return (site.titleTemplate || '%s').replace('%s', title)
}

function absolute(site: Site, path: string): string {
  return new URL(path, site.url).toString()
}

/**
 * Title from the site's template, description, Open Graph, canonical, hreflang, favicon.
 * `below`: the segments under the page's own path (a wildcard page's brand or car), kept in every
 * language's alternate address.
 */
export async function pageMetadata(
  site: Site,
  language: Language,
  page: Page,
  below: string[] = [],
): Promise<Metadata> {
  const paths = await pagePathsByLanguage(page.id)
  const siteLanguageCodes = new Set((site.languages ?? []).map((entry) => entry.language))
  const alternates: Record<string, string> = {}
  for (const [code, path] of Object.entries(paths)) {
    if (!path || !siteLanguageCodes.has(code as never)) continue
    alternates[code] = absolute(
      site,
      localisedPath(site, code, [path.replace(/\/$/, ''), ...below].join('/') || '/'),
    )
  }
  const canonical = page.canonicalURL || absolute(site, localisedPath(site, language.code, page.path ?? '/'))
  const title = pageTitle(site, page)
  const description = page.metaDescription ?? undefined
  const ogImage = mediaUrl(page.ogImage)
  const favicon = mediaUrl(site.favicon)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical, languages: Object.keys(alternates).length > 1 ? alternates : undefined },
    openGraph: {
      title,
      description: page.ogDescription || description,
      url: canonical,
      siteName: site.displayName,
      locale: (languageByCode(language.code as LanguageCode)?.intlLocale ?? language.code).replace('-', '_'),
      type: 'website',
      images: ogImage ? [{ url: absolute(site, ogImage) }] : undefined,
    },
    icons: favicon ? { icon: favicon } : undefined,
  }
}
