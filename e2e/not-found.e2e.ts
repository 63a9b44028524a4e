import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notFoundTexts } from '../src/seed/content'
import { launchBrowser, openPage, requestSite, siteUrl } from './support/browser'
import { smoke } from './support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('unknown paths', () => {
  it.each([
    { site: 'carstore-fi', path: '/ei-ole-olemassa', code: 'fi' as const },
    { site: 'automotive-no', path: '/en/does-not-exist', code: 'en' as const },
    // A language prefix the site does not have is just a path on it (/en itself is redirected).
    { site: 'automotive-se', path: '/fi/ei-sivua', code: 'sv' as const },
  ])('$site $path shows the site’s own not-found page with status 404', async ({ site, path, code }) => {
    const { context, page } = await openPage(browser, 'mobile')
    const response = await page.goto(siteUrl(site, path))
    expect(response?.status()).toBe(404)
    expect(await page.locator('main h1').textContent()).toBe(notFoundTexts[code].heading)
    expect(await page.getAttribute('html', 'lang')).toBe(code)
    await context.close()
  })

  it('a page that exists does not carry the not-found page in its payload', async () => {
    const response = await requestSite('automotive-se', '/om-oss/kontakt')
    expect(response.status).toBe(200)
    expect(response.body).not.toContain(notFoundTexts.sv.heading)
    const missing = await requestSite('automotive-se', '/finns-inte')
    expect(missing.body).toContain(notFoundTexts.sv.heading)
  })

  it('answers a malformed path with 400, not a server error', async () => {
    const response = await requestSite('automotive-se', '/%E0%A4%A')
    expect(response.status).toBe(400)
  })

  it('answers a path below a normal (non-wildcard) page with 404', smoke, async () => {
    const response = await requestSite('automotive-se', '/om-oss/kontakt/extra/segments')
    expect(response.status).toBe(404)
  })
})
