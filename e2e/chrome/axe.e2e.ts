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

/** The markup a page brings: each block name with every element name and role inside it. */
function markupKinds(html: string): Set<string> {
  const kinds = new Set<string>()
  for (const segment of html.split('data-block="').slice(1)) {
    const block = segment.slice(0, segment.indexOf('"'))
    for (const match of segment.matchAll(/<([a-z][a-z0-9-]*)|role="([a-z]+)"/g))
      kinds.add(`${block}:${match[1] ?? `role=${match[2]}`}`)
  }
  return kinds
}

/**
 * The published pages of a site in each of its languages (its sitemap), each audited when it
 * brings markup no page before it had (a block, or an element or role inside a block, not seen
 * yet on this site): pages of the same blocks with the same kinds of content are one template,
 * and auditing each again only costs time. Then the site's not-found page.
 */
async function seededPaths(site: string): Promise<string[]> {
  const sitemap = await requestSite(site, '/sitemap.xml')
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const seen = new Set<string>()
  const audited: string[] = []
  for (const path of paths) {
    const kinds = markupKinds((await requestSite(site, path)).body)
    if ([...kinds].every((kind) => seen.has(kind))) continue
    for (const kind of kinds) seen.add(kind)
    audited.push(path)
  }
  // A 404's page is drawn in the browser (see docs/decisions.md), so its HTML shows nothing to compare.
  return [...audited, '/no-such-page-for-axe']
}

describe('the audit', () => {
  it('reports a violation in the page and in a frame of the page', async () => {
    const image = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
    const html =
      `<!doctype html><html lang="en"><head><title>Audited</title></head><body><main><h1>Audited</h1>` +
      `<img src="${image}"><p style="color:#eee;background:#fff">Faint text</p>` +
      `<iframe title="Framed" srcdoc="<html lang=en><title>Framed</title><img src='${image}'></html>"></iframe>` +
      `</main></body></html>`
    // Served from an origin of its own, as the site's pages are (a frame of about:blank is not
    // same-origin with it).
    const { context, page: audited } = await openPage(browser)
    await audited.route('http://audited.localhost/', (route) =>
      route.fulfill({ body: html, contentType: 'text/html' }),
    )
    await audited.goto('http://audited.localhost/')
    expect(await axeViolations(audited)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^image-alt \(.*, iframe img\)/),
        expect.stringMatching(/^color-contrast \(/),
      ]),
    )
    await context.close()
  })
})

describe('axe-core: no WCAG 2.2 A/AA violation on the seeded pages of every template', () => {
  it.each(demoSites.map((site) => site.name))(
    '%s',
    async (site) => {
      const paths = await seededPaths(site)
      expect(paths.length).toBeGreaterThan(5)
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
