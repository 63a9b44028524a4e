// A phone never scrolls a page sideways (docs/decisions.md, "A phone never scrolls sideways"): every
// block of every demo site, on its own pages at 375 px, leaves the page no wider than the screen.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageByCode } from '../../src/lib/i18n/languages'
import { demoSites, type DemoSite } from '../../src/seed/sites'
import { launchBrowser, openPage, requestSite, siteUrl, viewports } from '../support/browser'
import { crawledPages } from '../support/crawl'
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

/** The blocks a page's main part is made of. */
function blocksOf(html: string): Set<string> {
  const main = html.slice(html.indexOf('<main'))
  return new Set([...main.matchAll(/data-block="([^"]+)"/g)].map((match) => match[1]))
}

/** A dealer's page, where the site has dealer sites: the first one its "find us" page links to. */
async function facilityPath(site: DemoSite): Promise<string[]> {
  const list = await requestSite(site.name, site.pathToSiteDetail)
  const link = list.body.match(new RegExp(`href="(${site.pathToSiteDetail}/[^"/]+)"`))
  return link ? [link[1]] : []
}

/**
 * Pages of the site that together hold every block its published pages have (its sitemap, every
 * language), the page bringing most blocks not yet chosen first; each language's home page, a car's
 * page and a dealer's page where the site has them, and its not-found page. Blocks stack at the
 * screen's full width, so a page is as wide as its widest block, and every block of the site is
 * measured in it, with the site's own content ("A phone never scrolls sideways" in docs/decisions.md).
 */
async function pagesHoldingEveryBlock(site: DemoSite): Promise<string[]> {
  const homes = site.languages.map((code, index) => (index === 0 ? '/' : `/${languageByCode(code)!.prefix}`))
  const pages = (await crawledPages(site.name)).map(({ path, body }) => ({ path, blocks: blocksOf(body) }))
  const chosen = [...homes]
  const held = new Set(pages.filter(({ path }) => homes.includes(path)).flatMap(({ blocks }) => [...blocks]))
  for (;;) {
    const newBlocks = ({ blocks }: { blocks: Set<string> }) =>
      [...blocks].filter((block) => !held.has(block)).length
    const next = pages.reduce((best, page) => (newBlocks(page) > newBlocks(best) ? page : best), pages[0])
    if (!next || newBlocks(next) === 0) break
    chosen.push(next.path)
    for (const block of next.blocks) held.add(block)
  }
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
      const paths = await pagesHoldingEveryBlock(site)
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
