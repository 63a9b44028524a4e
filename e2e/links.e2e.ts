import { describe, expect, it } from 'vitest'
import { languageByCode } from '../src/lib/i18n/languages'
import { demoSites } from '../src/seed/sites'
import { requestSite } from './support/browser'

const homes = demoSites.flatMap((site) =>
  site.languages.map((code, index) => ({
    site: site.name,
    code,
    path: index === 0 ? '/' : `/${languageByCode(code)!.prefix}`,
  })),
)

/** The site-internal links of a page's HTML (not assets or media). */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a [^>]*href="(\/[^"#]*)[^"]*"/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  )
  return [...new Set(hrefs)].filter((href) => !href.startsWith('/_next/') && !href.startsWith('/-/'))
}

describe('links on every home page', () => {
  // Links an editor's content, the navigation, the footer and the car blocks put on a page lead
  // to pages of that page's language, so none of them answers 404.
  it.each(homes)('$site $code: every internal link answers', async ({ site, path }) => {
    const home = await requestSite(site, path)
    expect(home.status).toBe(200)
    const links = internalLinks(home.body)
    expect(links.length).toBeGreaterThan(5)
    const broken: string[] = []
    for (let start = 0; start < links.length; start += 4) {
      const batch = links.slice(start, start + 4)
      const statuses = await Promise.all(batch.map((href) => requestSite(site, href)))
      statuses.forEach((response, index) => {
        if (response.status >= 400) broken.push(`${batch[index]} → ${response.status}`)
      })
    }
    expect(broken).toEqual([])
  })
})
