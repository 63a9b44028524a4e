import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { languageByCode } from '../../src/lib/i18n/languages'
import { demoSites, type DemoSite } from '../../src/seed/sites'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { crawledPages } from '../support/crawl'
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

/** The markup kinds audited so far, per theme (its colours and type): see `pagesToAudit`. */
const auditedKinds = new Map<string, Set<string>>()

/**
 * The published pages of a site in each of its languages (its sitemap), each audited when it
 * brings markup no audited page of the site's theme had (a block, or an element or role inside a
 * block): the sites of one theme share its colours and type, so a page of the same blocks with the
 * same kinds of content is one template whichever of them shows it, and auditing it again only
 * costs time. Each language's home page and the site's not-found page are audited on every site
 * (the document's language, the site's own header, footer and alert bar).
 */
async function pagesToAudit(site: DemoSite): Promise<{ paths: string[]; kinds: Set<string> }> {
  const pages = await crawledPages(site.name)
  const homes = site.languages.map((code, index) => (index === 0 ? '/' : `/${languageByCode(code)!.prefix}`))
  const seen = new Set(auditedKinds.get(site.theme))
  const audited: string[] = []
  for (const { path, body } of pages) {
    const kinds = markupKinds(body)
    if (!homes.includes(path) && [...kinds].every((kind) => seen.has(kind))) continue
    for (const kind of kinds) seen.add(kind)
    audited.push(path)
  }
  // A 404's page is drawn in the browser (see docs/decisions.md), so its HTML shows nothing to compare.
  return { paths: [...audited, '/no-such-page-for-axe'], kinds: seen }
}

/** Scroll-driven animations run to their end, so axe sees the text as a visitor who scrolled does. */
async function finishAnimations(page: Page) {
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      try {
        animation.finish()
      } catch {
        animation.cancel()
      }
    }),
  )
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
  // The sites in order, so the first site of a theme audits its templates and the others what
  // they add; a site's kinds count as audited only once its test has passed (a retry audits again).
  it.each(demoSites.map((site) => [site.name, site] as const))(
    '%s',
    async (_name, site) => {
      const { paths, kinds } = await pagesToAudit(site)
      expect(paths.length).toBeGreaterThan(site.languages.length)
      const failures: string[] = []
      for (const path of paths) {
        expect((await page.goto(siteUrl(site.name, path)))?.status(), path).toBe(
          path.startsWith('/no-such') ? 404 : 200,
        )
        await finishAnimations(page)
        for (const violation of await axeViolations(page)) failures.push(`${path}: ${violation}`)
      }
      expect(failures).toEqual([])
      auditedKinds.set(site.theme, kinds)
    },
    240_000,
  )

  it.each(['/', '/kop-bil/begagnade-bilar', '/service/boka-service/dackbyte'])(
    'carstore-se %s at a phone’s width',
    async (path) => {
      const { context, page: phone } = await openPage(browser, 'mobile')
      expect((await phone.goto(siteUrl('carstore-se', path)))?.status()).toBe(200)
      await finishAnimations(phone)
      expect(await axeViolations(phone)).toEqual([])
      await context.close()
    },
  )
})
