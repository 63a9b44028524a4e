import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fallbackFamily, fontPairs } from '../src/lib/site/font-pairs'
import { languageByCode } from '../src/lib/i18n/languages'
import { homeTexts } from '../src/seed/content'
import { demoSites } from '../src/seed/sites'
import { launchBrowser, openPage, requestSite, siteUrl } from './support/browser'
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
  // What the database decides (the site by its host, the page by its path and language), on both
  // passes; the browser test below adds what the page draws.
  it.each(homes)('$site.name $code: the home page at $path, by HTTP', smoke, async ({ site, code, path }) => {
    const response = await requestSite(site.name, path)
    expect(response.status).toBe(200)
    const home = homeTexts[code]
    expect(response.body).toContain(`<html lang="${code}"`)
    expect(response.body).toContain(
      `<title>${site.titleTemplate.replace('%s', home.title(site.displayName))}</title>`,
    )
    expect(response.body).toMatch(
      new RegExp(`<h1[^>]*>${home.heading(site.displayName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    )
  })

  it.each(homes)('$site.name $code home page at $path', async ({ site, code, path }) => {
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl(site.name, path))
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe(code)
    const home = homeTexts[code]
    expect(await page.title()).toBe(site.titleTemplate.replace('%s', home.title(site.displayName)))
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(home.heading(site.displayName))

    // Its own font pair, self-hosted: a first visit draws in the pair's metric-matched fallbacks
    // (the faces load once the page has, for the next one: e2e/chrome/fonts.e2e.ts).
    const pair = fontPairs[site.fontPair]
    const families = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
    }))
    expect(families.body.replaceAll('"', '')).toMatch(new RegExp(`^${fallbackFamily(pair.body)},`))
    expect(families.heading.replaceAll('"', '')).toMatch(new RegExp(`^${fallbackFamily(pair.heading)},`))
    // Only the site's own two families are declared, each with its metric-matched fallback; both
    // load from our font route.
    const declared = await page.evaluate(() => [...new Set([...document.fonts].map((face) => face.family))])
    expect(declared.map((family) => family.replaceAll('"', '')).sort()).toEqual(
      [...new Set([pair.body, pair.heading].flatMap((font) => [font.family, fallbackFamily(font)]))].sort(),
    )
    const loaded = await page.evaluate(
      (names) =>
        Promise.all(names.map((name) => document.fonts.load(`1em "${name}"`, 'Åsa'))).then((sets) =>
          sets.flat().map((face) => `${face.family}: ${face.status}`),
        ),
      [pair.heading.family, pair.body.family],
    )
    expect(loaded.map((entry) => entry.replaceAll('"', ''))).toEqual(
      expect.arrayContaining([`${pair.heading.family}: loaded`, `${pair.body.family}: loaded`]),
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

describe('web fonts', () => {
  /** The font files the page's @font-face rules (its style element) name, in order. */
  const faceUrls = (html: string) => {
    const style = /<style>(@font-face[^<]*)<\/style>/.exec(html)?.[1] ?? ''
    return [...style.matchAll(/url\((\/api\/fonts\/[^)]+)\)/g)].map((match) => match[1])
  }

  it(
    'declares the site’s two families in its latin subsets, served for good, and nothing else',
    smoke,
    async () => {
      const home = await requestSite('automotive-uk', '/')
      const urls = faceUrls(home.body)
      expect(urls.map((href) => href.split('/').slice(3, 4).concat(href.split('-').at(-3)!))).toEqual([
        ['playfair-display', 'latin'],
        ['playfair-display', 'ext'],
        ['lora', 'latin'],
        ['lora', 'ext'],
      ])
      expect(home.body).toContain('font-display:optional;')
      for (const href of urls) {
        const response = await fetch(`${inject('baseUrl')}${href}`)
        expect(response.status).toBe(200)
        expect(response.headers.get('content-type')).toBe('font/woff2')
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
      }
      const [, , , fontPackage, version, file] = urls[0].split('/')
      for (const wrong of [
        `/api/fonts/${fontPackage}/0.0.0/${file}`,
        `/api/fonts/${fontPackage}/${version}/${fontPackage}-cyrillic-wght-normal.woff2`,
        `/api/fonts/${fontPackage}/${version}/..%2Fpackage.json`,
        `/api/fonts/left-pad/${version}/${file}`,
      ])
        expect((await fetch(`${inject('baseUrl')}${wrong}`)).status, wrong).toBe(404)
    },
  )
})
