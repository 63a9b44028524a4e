import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { importCars } from '../support/fixtures'
import { axeViolations } from '../support/axe'
import { fill, text } from '../vehicles/helpers'
import { findSites, launchMapBrowser, listCards, listReady, openSitePage, ownHost } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchMapBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const list = '/anlaggningar'

// The list's controls, cards and map behave the same at either width and are tested at 1440 px;
// the phone's view of the page is the WebGL fallback's and "show more"'s below.
describe('the facility list page', () => {
  it('shows every dealer site as a card by website_sort_order, linking to {pathToSiteDetail}/{slug}, with the search box (9 > 8), and the same places beside the map, each reachable by keyboard', async () => {
    const { context, page } = await openSitePage(browser, 'desktop', 'automotive-se', list)
    await listReady(page)
    const expected = await findSites('automotive-se', { sort_name: 'website_sort_order_asc', limit: 48 })
    expect(expected.total_items).toBe(9)
    expect(
      await listCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-site-card'))),
    ).toEqual(expected.content.map((site) => site.slug))
    const first = listCards(page).first()
    expect(await first.locator('h2 a').getAttribute('href')).toBe(`/anlaggningar/${expected.content[0].slug}`)
    expect(await first.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await page.locator('[data-facility-search]').isVisible()).toBe(true)
    expect(await page.locator('[data-facility-show-more]').count()).toBe(0)
    expect(await page.locator('[data-facility-count]').innerText()).toBe(
      fill(text('facilityListAll_other'), { total: 9 }),
    )

    const links = page.locator('[data-place-list] > li > a:first-child')
    expect(await links.count()).toBe(9)
    // Each place's address shows once, as its directions link.
    const firstPlace = page.locator('[data-place-list] > li').first()
    const address = (await firstPlace.locator('a[target="_blank"]').textContent())!
    expect((await firstPlace.textContent())!.split(address)).toHaveLength(2)
    await links.first().focus()
    await page.keyboard.press('Tab')
    // Next: the first place's directions link, then the second place.
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-place]')?.getAttribute('data-place')),
    ).toBe(await page.locator('[data-place]').first().getAttribute('data-place'))
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.activeElement?.closest('[data-place]')?.getAttribute('data-place')),
    ).toBe(await page.locator('[data-place]').nth(1).getAttribute('data-place'))
    await context.close()
  })

  it('filters by a facet from the block, in the URL, keeping the search box', smoke, async () => {
    const { context, page } = await openSitePage(browser, 'desktop', 'automotive-se', list)
    await listReady(page)
    const select = page.locator('[data-facility-facet="site_city"]')
    const city = (await select.locator('option').nth(1).getAttribute('value'))!
    const inCity = await findSites('automotive-se', { filters: { site_city: [city] }, limit: 48 })
    await select.selectOption(city)
    await page.waitForURL((url) => url.searchParams.get('site_city') === city)
    await expect.poll(() => listCards(page).count()).toBe(inCity.total_items)
    expect(await page.locator('[data-facility-search]').isVisible()).toBe(true)
    await context.close()
  })

  it('searches by text', async () => {
    const { context, page } = await openSitePage(browser, 'desktop', 'automotive-se', list)
    await listReady(page)
    const [site] = (await findSites('automotive-se', { sort_name: 'website_sort_order_asc', limit: 1 }))
      .content
    await page.locator('[data-facility-search]').fill(site.site_city)
    await page.locator('[data-facility-search]').press('Enter')
    await page.waitForURL((url) => url.searchParams.get('q') === site.site_city)
    await expect.poll(() => listCards(page).count()).toBeLessThan(9)
    expect(await page.locator(`[data-site-card="${site.slug}"]`).count()).toBe(1)
    // A search that finds none says so in words of dealers.
    await page.locator('[data-facility-search]').fill('Zzyzx')
    await page.locator('[data-facility-search]').press('Enter')
    await page.waitForURL((url) => url.searchParams.get('q') === 'Zzyzx')
    expect(await page.locator('[data-list-empty]').innerText()).toBe(text('facilityListEmpty'))
    await context.close()
  })

  it('draws the map only once it is scrolled near, axe-clean before and after, with a marker or cluster for every site, and a popup', async () => {
    const { context, page, hosts } = await openSitePage(browser, 'desktop', 'automotive-se', list)
    await listReady(page)
    const canvas = page.locator('[data-map-canvas]')
    await canvas.waitFor({ state: 'attached' })
    expect(await canvas.getAttribute('data-map-state')).toBe('waiting')
    await canvas.scrollIntoViewIfNeeded()
    expect(await axeViolations(page)).toEqual([])
    // Drawn: the scroll counts as using the page (the button on its frame would draw it as well).
    await page.waitForSelector('[data-map-canvas][data-map-state="ready"]')
    expect(await axeViolations(page)).toEqual([])
    await page.waitForSelector('[data-map-marker], [data-map-cluster]')
    const drawn = await page.evaluate(() => {
      const markers = document.querySelectorAll('[data-map-marker]').length
      const clustered = [...document.querySelectorAll<HTMLElement>('[data-map-cluster]')].reduce(
        (sum, cluster) => sum + Number(cluster.dataset.mapCluster),
        0,
      )
      return markers + clustered
    })
    // Every site with coordinates is drawn (the demo's last automotive SE dealer has none: it is
    // in the list beside the map only).
    const located = (await findSites('automotive-se', { limit: 48 })).content.filter(
      (site) => typeof site.site_geocoord === 'string' && site.site_geocoord.includes(','),
    )
    expect(located.length).toBeGreaterThan(1)
    expect(drawn).toBe(located.length)
    // Clusters fall apart when clicked, until a single marker opens its popup.
    for (let step = 0; step < 6 && !(await page.locator('[data-map-marker]').count()); step++) {
      await page.locator('[data-map-cluster]').first().click()
      await page.waitForSelector('[data-map-canvas][data-map-state="ready"]')
    }
    const marker = page.locator('[data-map-marker]').first()
    const id = (await marker.getAttribute('data-map-marker'))!
    await marker.click()
    const popup = page.locator(`[data-map-popup="${id}"]`)
    await popup.waitFor()
    expect(await popup.locator('a').getAttribute('href')).toMatch(/^\/anlaggningar\/[a-z0-9-]+$/)
    expect([...hosts].filter((host) => !ownHost(host))).toEqual([])
    await context.close()
  })

  it('keeps the list and directions and says why without WebGL', async () => {
    const { context, page } = await openSitePage(browser, 'mobile', 'automotive-se', list, { noWebGl: true })
    await listReady(page)
    await page.locator('[data-map-canvas]').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-map-canvas][data-map-state="fallback"]')
    expect(await page.locator('[data-map-fallback]').innerText()).toBe(text('mapUnavailable'))
    expect(
      await page.locator('[data-place-list] a[href^="https://www.google.com/maps/search/"]').count(),
    ).toBe(9)
    expect(await page.locator('.maplibregl-canvas').count()).toBe(0)
    await context.close()
  })

  it('says the map could not be loaded when its style does not arrive, and keeps the list', async () => {
    const { context, page } = await openSitePage(browser, 'desktop', 'automotive-se', list)
    await listReady(page)
    await page.route('**/api/map/style.json', (route) => route.abort('connectionfailed'))
    await page.locator('[data-map-canvas]').scrollIntoViewIfNeeded()
    await page.waitForSelector('[data-map-canvas][data-map-state="fallback"]')
    expect(await page.locator('[data-map-fallback]').innerText()).toBe(text('mapFailed'))
    expect(await page.locator('[data-place-list] > li').count()).toBe(9)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('shows 48 sites and more on "show more" where a site has more than 48', async () => {
    const site = 'carstore-sk'
    const [template] = (await findSites(site, { limit: 1 })).content
    importCars(
      inject('databaseUrl'),
      `sites_${site}`,
      Array.from({ length: 45 }, (_, n) => ({
        ...template,
        site_id: `e2e-extra-${n}`,
        slug: `e2e-extra-${n}`,
        site_official_name: `Extra ${n}`,
        website_sort_order: 100 + n,
      })),
    )
    const { context, page } = await openSitePage(browser, 'mobile', site, '/kontakty')
    await listReady(page)
    expect(await listCards(page).count()).toBe(48)
    await page.locator('[data-facility-show-more]').click()
    await page.waitForURL((url) => url.searchParams.get('page') === '1')
    await expect.poll(() => listCards(page).count()).toBe(54)
    expect(await page.locator('[data-facility-show-more]').count()).toBe(0)
    await context.close()
  })
})
