import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSites } from '../../src/seed/sites'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { axeViolations } from '../support/axe'

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page } = await openPage(browser, 'desktop'))
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Every published page of a site in each of its languages (its sitemap), plus its not-found
 * page. Story pages share one template, so of siblings beyond three (the stories of one category)
 * the first two stand for the rest (only below the second level); every other page is audited.
 */
async function seededPaths(site: string): Promise<string[]> {
  const sitemap = await requestSite(site, '/sitemap.xml')
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const byParent = new Map<string, string[]>()
  for (const path of paths) {
    const parent = path.split('/').slice(0, -1).join('/')
    byParent.set(parent, [...(byParent.get(parent) ?? []), path])
  }
  const sampled = [...byParent.entries()].flatMap(([parent, siblings]) =>
    parent.split('/').length > 2 && siblings.length > 3 ? siblings.slice(0, 2) : siblings,
  )
  return [...sampled, '/no-such-page-for-axe']
}

describe('axe-core: no WCAG 2.2 A/AA violation on any seeded page', () => {
  it.each(demoSites.map((site) => site.name))(
    '%s',
    async (site) => {
      const paths = await seededPaths(site)
      expect(paths.length).toBeGreaterThan(8)
      const failures: string[] = []
      for (const path of paths) {
        await page.goto(siteUrl(site, path))
        for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`)
      }
      expect(failures).toEqual([])
    },
    240_000,
  )
})
