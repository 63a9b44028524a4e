import 'server-only'
import type { Page, Site } from '@/cms/payload-types'
import { publishedPagePaths } from './pages'
import { localisedPath } from '@/lib/site/languages'
import { matchRedirect } from '@/services/redirects/store'

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  )
}

/**
 * Every published page of the site in every one of its languages, with hreflang alternates; a
 * page whose address a redirect rule moves elsewhere is left out (its destination is listed).
 */
export async function sitemapXml(
  site: Site,
  isDestination: (page: Pick<Page, 'main'>) => boolean,
): Promise<string> {
  const siteLanguages = (site.languages ?? []).map((entry) => entry.language)
  const pages = await publishedPagePaths(site, isDestination)
  const host = new URL(site.url).host
  const urls: string[] = []
  for (const page of pages) {
    const address = (code: string) => new URL(localisedPath(site, code, page.paths[code as never]!), site.url)
    const available: string[] = []
    for (const code of siteLanguages.filter((code) => page.paths[code])) {
      const redirected = await matchRedirect(site, { host, pathname: address(code).pathname, search: '' })
      if (!redirected) available.push(code)
    }
    const href = (code: string) => escapeXml(address(code).toString())
    for (const code of available) {
      const alternates =
        available.length > 1
          ? available
              .map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${href(other)}"/>`)
              .join('')
          : ''
      urls.push(`<url><loc>${href(code)}</loc><lastmod>${page.updatedAt}</lastmod>${alternates}</url>`)
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}
