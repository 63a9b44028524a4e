import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSites } from '../src/seed/sites'
import { pageConcepts, siteExtraPages } from '../src/seed/content'
import { storiesPagesOf } from '../src/seed/stories'
import { demoRedirects } from '../src/seed/redirects/rules'
import { fixedDestination } from '../src/services/redirects/destination'
import { launchBrowser, openPage, requestSite, siteUrl } from './support/browser'
import { detailPath, findCars } from './detail/support'
import { inlineScriptSources, scriptSources } from './support/csp'
import { smoke } from './support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('hreflang and canonical', () => {
  it('links a page to its other languages and to itself as canonical', smoke, async () => {
    const { context, page } = await openPage(browser)
    await page.goto(siteUrl('automotive-no', '/en/buy-car/used-cars'))
    const canonical = await page.getAttribute('link[rel="canonical"]', 'href')
    expect(canonical).toBe(siteUrl('automotive-no', '/en/buy-car/used-cars'))
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
      links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
    )
    expect(Object.fromEntries(alternates)).toEqual({
      nb: siteUrl('automotive-no', '/kjop-bil/brukte-biler'),
      en: siteUrl('automotive-no', '/en/buy-car/used-cars'),
    })
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe(
      'Used cars – Automotive Norge',
    )
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toMatch(/automotive-no-favicon/)
    await context.close()
  })

  it('keeps a car page and a brand list in their other language (the same car, the same brand)', async () => {
    const alternatesOf = (body: string) =>
      Object.fromEntries(
        [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
          match[1],
          match[2].replaceAll('&amp;', '&'),
        ]),
      )
    const [car] = await findCars('automotive-no', {}, 1)
    const carPath = detailPath('automotive-no', car)
    const carPage = alternatesOf((await requestSite('automotive-no', carPath)).body)
    expect(carPage.nb).toBe(siteUrl('automotive-no', carPath))
    expect(carPage.en).toMatch(
      new RegExp(`^${siteUrl('automotive-no', '/en/')}.+/${car.car_id}/${car.slug}$`),
    )
    expect((await requestSite('automotive-no', new URL(carPage.en).pathname)).status).toBe(200)

    const brandList = await requestSite('automotive-no', '/en/buy-car/volvo')
    expect(brandList.status).toBe(200)
    expect(alternatesOf(brandList.body)).toEqual({
      nb: siteUrl('automotive-no', '/kjop-bil/volvo'),
      en: siteUrl('automotive-no', '/en/buy-car/volvo'),
    })
  })

  it('has no hreflang alternates on a single-language site', async () => {
    const { context, page } = await openPage(browser)
    await page.goto(siteUrl('carstore-fi', '/huolto'))
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(0)
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(siteUrl('carstore-fi', '/huolto'))
    await context.close()
  })
})

describe('robots.txt and sitemap.xml per site', () => {
  it.each(demoSites.map((site) => site.name))('%s', async (name) => {
    const site = demoSites.find((candidate) => candidate.name === name)!
    const robots = await requestSite(name, '/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.body).toContain(`Sitemap: ${siteUrl(name, '/sitemap.xml')}`)
    expect(robots.body).toContain('Disallow: /admin')

    const sitemap = await requestSite(name, '/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers['content-type']).toContain('xml')
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    // Home + every content page and story, in every language of the site, and the site's own pages
    // in the languages they are written in; never the not-found page.
    const pagesIn = (language: string) =>
      pageConcepts.length +
      1 +
      (siteExtraPages[name] ?? []).filter((page) => language in page.texts).length +
      storiesPagesOf(name)
    expect(new Set(locations).size).toBe(locations.length)
    expect(locations.every((location) => location.startsWith(siteUrl(name, '/')))).toBe(true)
    expect(locations.some((location) => location.includes('/404'))).toBe(false)
    const paths = locations.map((location) => new URL(location).pathname)
    const others = site.languages.slice(1)
    const isIn = (language: string) => (path: string) =>
      path === `/${language}` || path.startsWith(`/${language}/`)
    for (const language of others) {
      expect(paths.filter(isIn(language)), language).toHaveLength(pagesIn(language))
    }
    // The default language has the pages the redirects' destinations need besides,
    // and not the pages a redirect moves away from (links.e2e reads every address: each is a 200).
    const inDefault = paths.filter((path) => !others.some((language) => isIn(language)(path)))
    const destinations = (demoRedirects[name as keyof typeof demoRedirects] ?? []).flatMap((rule) => {
      const path = fixedDestination(rule)
      return path ? [path] : []
    })
    expect(destinations.filter((path) => !inDefault.includes(path))).toEqual([])
  })
})

describe('security headers', () => {
  it('sends a CSP without unsafe-inline scripts, HSTS, nosniff and a strict referrer policy', async () => {
    const response = await requestSite('automotive-se', '/')
    const csp = String(response.headers['content-security-policy'])
    expect(scriptSources(response)).not.toContain("'unsafe-inline'")
    expect(csp).toMatch(/frame-ancestors 'self' http:\/\/localhost:\d+/)
    expect(response.headers['strict-transport-security']).toContain('max-age=')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('allows the inline scripts of a page a shared cache may keep by their hashes, with no nonce', async () => {
    const response = await requestSite('automotive-se', '/')
    expect(response.headers['cache-control']).toMatch(/^public, /)
    const sources = scriptSources(response)
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false)
    const inline = inlineScriptSources(response.body)
    expect(inline.length).toBeGreaterThan(0)
    expect(sources).toEqual(expect.arrayContaining(inline))
  })

  it('gives every script of a private page (here a 404) the response nonce', async () => {
    const response = await requestSite('automotive-se', '/finns-inte')
    expect(response.status).toBe(404)
    expect(response.headers['cache-control']).toMatch(/^private, /)
    const nonce = /'nonce-([^']+)'/.exec(scriptSources(response).join(' '))![1]
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true)
  })
})
