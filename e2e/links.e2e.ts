import { describe, expect, it } from 'vitest'
import { languageByCode } from '../src/lib/i18n/languages'
import { demoSites as catalogSites } from '../src/seed/catalog/markets'
import { demoSites } from '../src/seed/sites'
import { requestSite } from './support/browser'
import { detailPath, findCars } from './detail/support'

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

/** The internal links of a page that answer 400 or worse. */
async function brokenLinks(site: string, path: string): Promise<string[]> {
  const page = await requestSite(site, path)
  expect(page.status).toBe(200)
  const links = internalLinks(page.body)
  expect(links.length).toBeGreaterThan(5)
  const broken: string[] = []
  for (let start = 0; start < links.length; start += 4) {
    const batch = links.slice(start, start + 4)
    const statuses = await Promise.all(batch.map((href) => requestSite(site, href)))
    statuses.forEach((response, index) => {
      if (response.status >= 400) broken.push(`${batch[index]} → ${response.status}`)
    })
  }
  return broken
}

describe('links on every home page', () => {
  // Links an editor's content, the navigation, the footer and the car blocks put on a page lead
  // to pages of that page's language, so none of them answers 404.
  it.each(homes)('$site $code: every internal link answers', async ({ site, path }) => {
    expect(await brokenLinks(site, path)).toEqual([])
  })
})

describe('links on a car page of every site', () => {
  // The seller block, breadcrumbs, similar cars and the chrome: none leads to a 404 (the dealer
  // link renders only once the site has a facility detail page to answer it).
  it.each(catalogSites.map((site) => site.name))('%s: every internal link answers', async (site) => {
    const [car] = await findCars(site, { car_is_sample: [false] }, 1)
    expect(await brokenLinks(site, detailPath(site, car))).toEqual([])
  })
})
