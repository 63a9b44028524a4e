import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fontPairs } from '../src/lib/site/font-pairs'
import { languageByCode } from '../src/lib/i18n/languages'
import { homeTexts } from '../src/seed/content'
import { demoSites } from '../src/seed/sites'
import { launchBrowser, openPage, siteUrl } from './support/browser'
import { smoke } from './support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const homes = demoSites.flatMap((site) =>
  site.languages.map((code, index) => ({
    site,
    code,
    path: index === 0 ? '/' : `/${languageByCode(code)!.prefix}`,
  })),
)

describe('every demo site answers at its own host in each of its languages', () => {
  it.each(homes)('$site.name $code home page at $path', smoke, async ({ site, code, path }) => {
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl(site.name, path))
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe(code)
    const home = homeTexts[code]
    expect(await page.title()).toBe(site.titleTemplate.replace('%s', home.title(site.displayName)))
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(home.heading(site.displayName))

    // Its own font pair, self-hosted: the computed families and the loaded faces.
    const pair = fontPairs[site.fontPair]
    const families = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }))
    expect(families.body).toContain(pair.body.replaceAll("'", '').replaceAll('"', ''))
    expect(families.heading).toContain(pair.heading.replaceAll("'", '').replaceAll('"', ''))
    await page.evaluate(() => document.fonts.ready)
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    )
    expect(loaded.map((family) => family.replaceAll('"', ''))).toEqual(
      expect.arrayContaining([pair.body.replaceAll("'", ''), pair.heading.replaceAll("'", '')]),
    )
    await context.close()
  })
})

describe('page shell', () => {
  it('renders the header, main and footer regions from the page', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('carstore-no', '/kjop-bil/nye-biler'))
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Nye biler')
    expect(await page.locator('footer').textContent()).toContain('Carstore Norge')
    await context.close()
  })

  it('answers an unknown host with the default site', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('no-such-site', '/'))
    expect(await page.getAttribute('html', 'data-site')).toBe('automotive-se')
    await context.close()
  })

  it('serves a path below a three-level navigation tree', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl('automotive-uk', '/service-and-parts/book-service/tyre-change'))
    expect(response?.status()).toBe(200)
    expect(await page.title()).toBe('Tyre change | Automotive UK')
    await context.close()
  })
})
