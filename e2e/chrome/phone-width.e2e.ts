// A phone never scrolls a page sideways (docs/decisions.md, "Fast on a phone"): one page of each
// page type of every demo site, at 375 px, is no wider than the screen.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageByCode } from '../../src/lib/i18n/languages'
import { demoSites, type DemoSite } from '../../src/seed/sites'
import { launchBrowser, openPage, requestSite, siteUrl, viewports } from '../support/browser'
import { detailPath, findCars } from '../detail/support'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await openPage(browser, 'mobile'))
})
afterAll(async () => {
  await browser?.close()
})

/** A page's type: the blocks it is made of, in order and without repeats. */
function pageType(html: string): string {
  const main = html.slice(html.indexOf('<main'))
  return [...new Set([...main.matchAll(/data-block="([^"]+)"/g)].map((match) => match[1]))].join(' ')
}

/** A dealer's page, where the site has dealer sites: the first one its "find us" page links to. */
async function facilityPath(site: DemoSite): Promise<string[]> {
  const list = await requestSite(site.name, site.pathToSiteDetail)
  const link = list.body.match(new RegExp(`href="(${site.pathToSiteDetail}/[^"/]+)"`))
  return link ? [link[1]] : []
}

/**
 * The first page of each type among the site's published pages (its sitemap) in each of its
 * languages, a dealer's page and a car's page where the site has them, and its not-found page.
 */
async function onePageOfEachType(site: DemoSite): Promise<string[]> {
  const sitemap = await requestSite(site.name, '/sitemap.xml')
  const homes = site.languages.map((code, index) => (index === 0 ? '/' : `/${languageByCode(code)!.prefix}`))
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const candidates = [...new Set([...homes, ...paths])]
  // Their HTML four at a time (the server renders in parallel); the first page of a type is chosen.
  const types: string[] = []
  for (let start = 0; start < candidates.length; start += 4)
    for (const response of await Promise.all(
      candidates.slice(start, start + 4).map((path) => requestSite(site.name, path)),
    ))
      types.push(pageType(response.body))
  const chosen = candidates.filter((_path, index) => types.indexOf(types[index]) === index)
  const [car] = await findCars(site.name, {}, 1).catch(() => [])
  if (car) chosen.push(detailPath(site.name, car))
  return [...chosen, ...(await facilityPath(site)), '/no-such-page-on-a-phone']
}

/** How far the page reaches past the screen's right edge, once loaded. */
async function widthAt(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load' })
  return page.evaluate(() => document.documentElement.scrollWidth)
}

describe('at 375 px no page is wider than the screen', () => {
  it.each(demoSites.map((site) => [site.name, site] as const))(
    '%s',
    async (_name, site) => {
      const paths = await onePageOfEachType(site)
      expect(paths.length).toBeGreaterThan(2)
      const tooWide: string[] = []
      for (const path of paths) {
        const width = await widthAt(page, siteUrl(site.name, path))
        if (width > viewports.mobile.width) tooWide.push(`${path}: ${width} px`)
      }
      expect(tooWide).toEqual([])
    },
    240_000,
  )
})
