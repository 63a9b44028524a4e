import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { ukWarnings, usedCarCampaigns } from '../../src/seed/blocks/alerts'
import { demoSites } from '../../src/seed/sites'
import { controlClock } from './helpers'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('alert bar', () => {
  it('closes a campaign alert, remembers it for one day and keeps it closed', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('carstore-se', '/'))
    await page.waitForLoadState('networkidle')
    const bar = page.locator('[data-alert-bar]')
    // The campaign is the season's when the demo was seeded (src/seed/blocks/alerts.ts).
    const shown = await bar.textContent()
    expect(
      Object.values(usedCarCampaigns.sv).filter((campaign) => shown?.includes(campaign.title)),
    ).toHaveLength(1)
    await bar.getByRole('button', { name: 'Stäng meddelandet' }).click()
    await expect.poll(() => bar.count()).toBe(0)
    const cookie = (await context.cookies()).find((entry) => entry.name === 'hideAlert')
    expect(cookie?.path).toBe('/')
    const lifetimeHours = (cookie!.expires * 1000 - Date.now()) / 3_600_000
    expect(lifetimeHours).toBeGreaterThan(23.9)
    expect(lifetimeHours).toBeLessThanOrEqual(24)
    await page.reload()
    expect(await page.locator('[data-alert-bar]').count()).toBe(0)
    await context.close()
  })

  it('always shows a Warning, without a close button, even after another alert was closed', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await context.addCookies([{ name: 'hideAlert', value: '1', url: siteUrl('automotive-uk', '/') }])
    await page.goto(siteUrl('automotive-uk', '/'))
    const bar = page.locator('[data-alert-bar]')
    expect(await bar.getAttribute('data-alert-bar')).toBe('warning')
    const shown = await bar.textContent()
    expect(Object.values(ukWarnings).filter((warning) => shown?.includes(warning.title))).toHaveLength(1)
    expect(await bar.locator('button').count()).toBe(0)
    await context.close()
  })

  it('is absent where no message is set', smoke, async () => {
    // The bar is rendered on the server (src/ui/alert-message/AlertBar.tsx): its HTML tells.
    const home = await requestSite('automotive-se', '/')
    expect(home.status).toBe(200)
    expect(home.body).not.toContain('data-alert-bar')
  })
})

describe('footer', () => {
  it('links brand logos to the car list with car_brand and drops brands without a logo', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/om-oss'))
    const brands = page.locator('[data-footer-brands]')
    expect(await brands.locator('h2').textContent()).toBe('Våra bilmärken')
    const links = brands.locator('a')
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(hrefs[0]).toBe('/kop-bil?car_brand=BMW')
    // That each link leads to a list of its brand's cars the next test checks on every site; here a
    // click follows one, on the English pages of a two-language site, to the English car list.
    await page.goto(siteUrl('automotive-no', '/en'))
    const english = page.locator('[data-footer-brands] a').first()
    expect(await english.getAttribute('href')).toBe('/en/buy-car?car_brand=BMW')
    await english.click()
    await page.waitForURL(
      (url) => url.pathname === '/en/buy-car' && url.searchParams.get('car_brand') === 'BMW',
    )
    expect(await page.locator('[data-car-list]').count()).toBe(1)
    await context.close()
    // A site whose footer has no brand items renders no brand row at all.
    expect((await requestSite('carstore-fi', '/')).body).not.toContain('data-footer-brands')
  })

  it('every brand logo of every site leads to a list with cars of that brand', smoke, async () => {
    // Brand names as the footer writes them must match the catalog's ("Škoda", not "Skoda"), and
    // every brand shown must have cars.
    const checked: string[] = []
    for (const { name } of demoSites) {
      const home = await requestSite(name, '/')
      for (const [, href] of home.body.matchAll(/<a href="([^"]+)" data-brand="[^"]+"/g)) {
        const list = await requestSite(name, href.replaceAll('&amp;', '&'))
        expect(list.status, href).toBe(200)
        expect(list.body, `${name} ${href}`).toContain('data-vehicle-card')
        checked.push(href)
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(6)
    // A site without a car catalog shows its brands but has no list to link them to.
    const group = (await requestSite('group-no', '/')).body
    expect(group).toMatch(/<span data-brand="/)
    expect(group).not.toMatch(/<a href="[^"]*" data-brand="/)
  })

  it('spans two tracks per column when there are two or fewer, and skips items without a link', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('group-no', '/'))
    await page.locator('[data-footer-columns] > section').first().waitFor({ state: 'visible' })
    const widths = await page
      .locator('[data-footer-columns] > section')
      .evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().width))
    const grid = await page.locator('[data-footer-columns]').evaluate((element) => element.clientWidth)
    expect(widths).toHaveLength(2)
    for (const width of widths) expect(width).toBeGreaterThan(grid * 0.4)
    await page.goto(siteUrl('automotive-se', '/'))
    await page.locator('[data-footer-columns] > section').first().waitFor({ state: 'visible' })
    const threeWidths = await page
      .locator('[data-footer-columns] > section')
      .evaluateAll((sections) => sections.map((section) => section.getBoundingClientRect().width))
    expect(threeWidths).toHaveLength(3)
    for (const width of threeWidths) expect(width).toBeLessThan(grid * 0.3)
    const items = await page.locator('[data-footer-columns] li').allTextContents()
    expect(items.join('|')).not.toContain('Jobba hos oss')
    expect(await page.locator('[data-highlighted-link]').getAttribute('href')).toBe('/service/boka-service')
    expect(await page.locator('footer [data-social-links] a').count()).toBe(4)
    await context.close()
  })

  it("draws the networks' marks from one sprite the browser keeps, not from the page", async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl('automotive-se', '/'))
    const html = (await response?.text()) ?? ''
    const icons = page.locator('footer [data-social-links] svg[role="img"]')
    await icons.first().scrollIntoViewIfNeeded()
    expect(await icons.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')))).toEqual([
      'Facebook',
      'Instagram',
      'Linkedin',
      'Youtube',
    ])
    // Drawn: the referenced symbol has arrived and has a shape.
    await expect
      .poll(() =>
        icons.evaluateAll((svgs) => svgs.map((svg) => svg.querySelector('use')!.getBBox().width > 10)),
      )
      .toEqual([true, true, true, true])
    const href = (await icons.first().locator('use').getAttribute('href'))!
    expect(href).toMatch(/^\/api\/icons\/[0-9a-f]{12}\.svg#facebook$/)
    const sprite = await requestSite('automotive-se', href.split('#')[0])
    expect(sprite.headers['content-type']).toBe('image/svg+xml')
    expect(sprite.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const svg = sprite.body
    for (const channel of ['facebook', 'instagram', 'linkedin', 'youtube']) {
      const path = new RegExp(`<symbol id="${channel}" viewBox="0 0 24 24"><path [^>]*d="([^"]+)"`).exec(svg)
      expect(path, channel).not.toBeNull()
      // The page itself no longer carries the mark (once in its HTML, once in its payload).
      expect(html).not.toContain(path![1])
    }
    await context.close()
  })

  it("copies an e-mail address and shows 'Kopierat' for one second", async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await controlClock(page, () => page.goto(siteUrl('automotive-se', '/')))
    const contact = page.locator('[data-info-fields] [data-contact]', { hasText: '@' }).first()
    // A click before hydration would do nothing: wait for the island.
    await contact.locator('[data-copy-button][data-hydrated]').click()
    const status = contact.locator('[role="status"]')
    await expect.poll(() => status.textContent()).toBe('Kopierat')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kundservice@automotive.se')
    await page.clock.runFor(990)
    expect(await status.textContent()).toBe('Kopierat')
    await page.clock.runFor(20)
    await expect.poll(() => status.textContent()).toBe('')
    await context.close()
  })

  it('offers the copy action on phone links too, at 1440 px', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(siteUrl('automotive-uk', '/'))
    const phone = page.locator('[data-footer-columns] [data-contact]').first()
    expect(await phone.locator('a').getAttribute('href')).toBe('tel:01184960123')
    await phone.locator('[data-copy-button][data-hydrated]').click()
    await expect.poll(() => phone.locator('[role="status"]').textContent()).toBe('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01184960123')
    await context.close()
  })

  it(
    "shows the consumer-credit warning on every site: Swedish on Swedish sites, the market's own elsewhere",
    smoke,
    async () => {
      // Spec 01 §8: the footer always carries it, on every site, in the server's HTML.
      const expected: Record<string, [string, string]> = {
        SE: ['sv', 'Att låna kostar pengar!'],
        NO: ['nb', 'Lån koster penger!'],
        UK: ['en-GB', 'Borrowing costs money.'],
        FI: ['fi', 'Lainaaminen maksaa!'],
        SK: ['sk', 'Požičiavanie stojí peniaze!'],
      }
      for (const site of demoSites) {
        const html = (await requestSite(site.name, '/')).body
        const [lang, opening] = expected[site.market]
        expect(html, site.name).toContain(`<p lang="${lang}"`)
        expect(html, site.name).toMatch(new RegExp(`data-credit-warning="">${opening.replace('.', '\\.')}`))
      }
    },
  )
})
