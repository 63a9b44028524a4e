import type { Browser, Page } from 'playwright-core'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, requestSite, siteUrl, viewports } from '../support/browser'
import { siteChrome } from '../../src/seed/blocks/chrome'
import { siteOf, text } from '../detail/support'
import { catalogSites, dealersOf, facilityPath, latestArrivals, type Dealer } from './support'
import { launchMapBrowser, openSitePage } from '../facilities/support'
import { smoke } from '../support/tags'

let browser: Browser
let dealers: Dealer[]
beforeAll(async () => {
  browser = await launchBrowser()
  dealers = await dealersOf(site)
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-se'
const base = siteOf(site).pathToSiteDetail
const serverLog = () => fs.readFileSync(inject('serverLog'), 'utf8').split('\n')

describe('facility detail routing', () => {
  it('answers more than one segment with 404', async () => {
    expect((await requestSite(site, `${base}/a/b`)).status).toBe(404)
  })

  it('shows the facility list on its own path (the page holds both), not a detail', async () => {
    const response = await requestSite(site, base)
    expect(response.status).toBe(200)
    expect(response.body).toContain('data-block="facility-list"')
    expect(response.body).not.toContain('data-facility-detail=')
  })

  it('redirects an unknown slug to the site list with a 302 and logs it', smoke, async () => {
    const slug = `no-such-dealer-${Date.now()}`
    const response = await requestSite(site, `${base}/${slug}`)
    expect(response.status).toBe(302)
    // The seeded block names its own page, where the list is.
    expect(response.headers.location).toBe(base)
    await expect.poll(() => serverLog().filter((line) => line.includes(slug)).length).toBeGreaterThan(0)
    expect(JSON.parse(serverLog().find((line) => line.includes(slug))!)).toMatchObject({
      code: 'FACILITY_NOT_FOUND',
      slug,
      location: base,
    })
  })

  it('renders every facility page of every demo site', smoke, async () => {
    // The sites side by side (the server has a worker per core), each site's pages in turn.
    await Promise.all(
      catalogSites.map(async (name) => {
        for (const dealer of await dealersOf(name)) {
          const response = await requestSite(name, facilityPath(name, dealer.slug))
          expect(response.status, `${name} ${dealer.slug}`).toBe(200)
          expect(response.body).toContain(`data-facility-detail="${dealer.slug}"`)
          expect(response.body).not.toContain('data-block="facility-list"')
        }
      }),
    )
  })

  it('is where the car detail’s seller block links', async () => {
    const cars = await fetch(`${inject('baseUrl')}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ index: `vehicles_${site}`, filters: { car_is_sample: [false] }, limit: 1 }),
    }).then((response) => response.json() as Promise<{ content: Array<{ car_id: string; slug: string }> }>)
    const car = cars.content[0]
    const detail = await requestSite(site, `${siteOf(site).pathToCarDetail}/${car.car_id}/${car.slug}`)
    const link = /<a href="([^"]+)"[^>]*data-site-detail-link/.exec(detail.body)?.[1]
    expect(link, 'the seller block links to the facility page').toMatch(new RegExp(`^${base}/`))
    expect((await requestSite(site, link!)).status).toBe(200)
  })
})

// Nothing on the page is placed differently by width that these tests measure: they run at 1440
// px. The phone's view of the page (its map in the first view, axe at 375 px) is the last describe's.
describe('facility detail', () => {
  it('shows the site, its map marker, contact, book-service link, departments and latest arrivals, axe-clean', async () => {
    const dealer = dealers[0]
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl(site, facilityPath(site, dealer.slug)))
    expect(response?.status()).toBe(200)
    expect(await axeViolations(page, '[data-facility-detail]')).toEqual([])
    expect(await page.locator('h1').textContent()).toBe(dealer.site_official_name)
    expect(await page.title()).toContain(dealer.site_official_name)
    const contact = page.locator('[data-facility-contact]')
    expect(await contact.locator('a[href^="tel:"]').getAttribute('href')).toBe(
      `tel:${String(dealer.site_phone).replace(/\s+/g, '')}`,
    )
    expect(await contact.locator('a[href^="mailto:"]').getAttribute('href')).toBe(
      `mailto:${dealer.site_email}`,
    )
    expect(await contact.locator('[data-maps-link]').getAttribute('href')).toContain(
      encodeURIComponent(dealer.site_official_name),
    )
    // The marker sits at site_geocoord.
    const map = page.locator('[data-place-map]')
    expect(await map.getAttribute('data-view')).toBe(`${dealer.site_geocoord},12`)
    expect(await map.locator(`[data-place="${dealer.slug}"]`).count()).toBe(1)
    // Spec 02 §6: the Swedish automotive site links to service booking.
    expect(await page.locator('[data-book-service]').getAttribute('href')).toBe(
      text(site, 'facilityBookServicePath'),
    )
    expect((await requestSite(site, text(site, 'facilityBookServicePath'))).status).toBe(200)
    // Structured data: an AutoDealer with geo and opening hours.
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').last().textContent())!,
    )
    expect(jsonLd).toMatchObject({ '@type': 'AutoDealer', name: dealer.site_official_name })
    expect(jsonLd.geo.latitude).toBe(Number(dealer.site_geocoord!.split(',')[0]))
    expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(0)

    // Every department, each with its opening status; the current vacation shows.
    const departments = page.locator('[data-departments] > li')
    expect(await departments.count()).toBe(dealer.site_departments.length)
    const first = departments.first()
    expect(await first.locator('[data-opening-status]').textContent()).toMatch(
      new RegExp(`^(${text(site, 'facilityOpenNow')}|${text(site, 'facilityClosed')}) · `),
    )
    expect(await first.locator('[data-vacation] h4').textContent()).toContain(
      dealer.site_departments[0].openingschedule.vacationdays[0].vacationtitle,
    )

    // The brand-code rule: FI_TR stays beside FI, another brand's _TR variant goes.
    const workshop = page.locator('[data-department="Workshop"]')
    const codes = await workshop
      .locator('[data-brand]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-brand')))
    const source = dealer.site_departments.find((department) => department.group === 'Workshop')!
    const dropped = source.brands.filter(
      (brand) => brand.brand_code.endsWith('_TR') && brand.brand_code !== 'FI_TR',
    )
    expect(dropped).toHaveLength(1)
    expect(codes).toContain('FI_TR')
    expect(codes).toContain('FI')
    expect(codes).not.toContain(dropped[0].brand_code)
    expect(codes).toHaveLength(source.brands.length - 1)

    // The staff list opens from the keyboard.
    const staff = workshop.locator('[data-staff]')
    expect(await staff.getAttribute('open')).toBeNull()
    expect(await staff.locator('[data-staff-member]').first().isVisible()).toBe(false)
    await staff.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => staff.getAttribute('open')).toBe('')
    expect(await staff.locator('[data-staff-member]').count()).toBeGreaterThan(0)
    expect(await staff.locator('[data-staff-member]').first().isVisible()).toBe(true)
    // The page shows its staff; the search service's public answer leaves the directory out.
    const shownStaff = await staff
      .locator('[data-staff-member] a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.textContent ?? ''))
    expect(shownStaff.length).toBeGreaterThan(0)
    expect(source).not.toHaveProperty('users')
    const published = JSON.stringify(dealer)
    for (const address of shownStaff) expect(published).not.toContain(address)
    expect(published).toContain(source.email)

    // Latest arrivals: the site's cars published last, newest first, and the filtered car list.
    const expected = await latestArrivals(site, dealer.site_id)
    expect(expected.length).toBeGreaterThan(1)
    const dates = expected.map((car) => car.car_publishdate)
    expect(dates).toEqual(dates.toSorted().reverse())
    expect(dates[0] > dates[dates.length - 1]).toBe(true)
    const cards = page.locator('[data-latest-arrivals] [data-vehicle-card]')
    expect(
      await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-vehicle-card'))),
    ).toEqual(expected.map((car) => car.car_id))
    const all = page.locator('[data-all-cars]')
    const href = new URL((await all.getAttribute('href'))!, 'http://x')
    expect(href.pathname).toBe(siteOf(site).pathToCarList)
    expect(href.searchParams.get('car_site_city')).toBe(dealer.website_city)
    expect(href.searchParams.get('car_site_name')).toBe(dealer.site_official_name)
    await all.click()
    await page.waitForURL((url) => url.pathname === siteOf(site).pathToCarList)
    await expect.poll(() => page.locator('[data-car-grid] [data-vehicle-card]').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('hides a vacation that has not started, and lists a dealer without coordinates with no map of elsewhere', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const future = dealers[1]
    expect(
      future.site_departments[0].openingschedule.vacationdays[0].vacationstart > new Date().toISOString(),
    ).toBe(true)
    await page.goto(siteUrl(site, facilityPath(site, future.slug)))
    expect(await page.locator('[data-departments] > li').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-vacation]').count()).toBe(0)

    const unplaced = dealers.find((dealer) => !dealer.site_geocoord)!
    expect(unplaced).toBeDefined()
    await page.goto(siteUrl(site, facilityPath(site, unplaced.slug)))
    const map = page.locator('[data-place-map]')
    expect(await map.locator(`[data-place="${unplaced.slug}"]`).count()).toBe(1)
    expect(await map.locator('[data-map-canvas]').count()).toBe(0)
    await context.close()
  })

  it('shows brand logos from the CMS brand items and hides one that fails to load', async () => {
    // The footer's brand items of the site are the logos a department's brands can show.
    const withLogo = new Set(siteChrome[site].brands)
    const dealer = dealers.find((candidate) =>
      candidate.site_departments.some((department) =>
        department.brands.some((brand) => withLogo.has(brand.name)),
      ),
    )!
    expect(dealer).toBeDefined()
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(site, facilityPath(site, dealer.slug)))
    const logos = page.locator('[data-departments] [data-brand-logo]')
    expect(await logos.count()).toBeGreaterThan(0)
    const states = () =>
      logos.evaluateAll((images) =>
        images.map((image) => ({
          loaded: (image as HTMLImageElement).naturalWidth > 0,
          hidden: (image as HTMLImageElement).hidden,
        })),
      )
    // Logos load lazily: bring each into view.
    for (let index = 0; index < (await logos.count()); index++)
      await logos.nth(index).evaluate((image) => image.scrollIntoView())
    await expect.poll(async () => (await states()).every((state) => state.loaded && !state.hidden)).toBe(true)

    // The same page with the media requests failing: every logo hides itself, the names stay.
    const broken = await browser.newContext({ viewport: viewports.desktop })
    const brokenPage = await broken.newPage()
    await brokenPage.route('**/-/media/**', (route) => route.abort())
    await brokenPage.goto(siteUrl(site, facilityPath(site, dealer.slug)))
    const brokenLogos = brokenPage.locator('[data-departments] [data-brand-logo]')
    expect(await brokenLogos.count()).toBe(await logos.count())
    for (let index = 0; index < (await brokenLogos.count()); index++)
      await brokenLogos.nth(index).evaluate((image) => image.scrollIntoView())
    await expect
      .poll(() =>
        brokenLogos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).hidden)),
      )
      .toBe(true)
    expect(await brokenPage.locator('[data-departments] [data-brand]').first().textContent()).not.toBe('')
    await broken.close()
    await context.close()
  })

  it('shows no book-service link on another site', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const other = (await dealersOf('carstore-se'))[0]
    await page.goto(siteUrl('carstore-se', facilityPath('carstore-se', other.slug)))
    expect(await page.locator('h1').textContent()).toBe(other.site_official_name)
    expect(await page.locator('[data-book-service]').count()).toBe(0)
    await context.close()
  })
})

describe('the facility map in a phone’s first view', () => {
  let mapBrowser: Browser
  beforeAll(async () => {
    mapBrowser = await launchMapBrowser()
  })
  afterAll(async () => {
    await mapBrowser?.close()
  })

  /**
   * Waits until the map's island has hydrated, asking the page without a user gesture: Playwright's
   * own evaluations (locators too) run as one, which counts as the visitor having used the page
   * (navigator.userActivation) and so starts the map when they come before its hydration.
   */
  async function hydratedWithoutGesture(page: Page) {
    const session = await page.context().newCDPSession(page)
    const { result } = await session.send('Runtime.evaluate', {
      expression: `new Promise((resolve) => {
        const ready = () => document.querySelector('[data-map-canvas][data-hydrated]')
        if (ready()) return resolve(true)
        new MutationObserver((_, observer) => {
          if (ready()) { observer.disconnect(); resolve(true) }
        }).observe(document, { subtree: true, attributes: true, childList: true })
      }).then(() => navigator.userActivation.hasBeenActive)`,
      awaitPromise: true,
      userGesture: false,
      returnByValue: true,
    })
    await session.detach()
    return { usedBefore: result.value as boolean }
  }

  /** The page on a phone, hydrated, with its map in view and nothing of MapLibre loaded yet. */
  async function waitingMap() {
    const dealer = dealers[0]
    const { context, page } = await openSitePage(mapBrowser, 'mobile', site, facilityPath(site, dealer.slug))
    expect(await hydratedWithoutGesture(page)).toEqual({ usedBefore: false })
    const canvas = () => page.locator('[data-map-canvas][data-hydrated]')
    const box = (await canvas().boundingBox())!
    expect(box.y).toBeLessThan(viewports.mobile.height)
    expect(await canvas().getAttribute('data-map-state')).toBe('waiting')
    expect(await page.locator('[data-map-show]').innerText()).toBe(text(site, 'mapShow'))
    const mapRequests = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.includes('/api/map/')),
      )
    expect(await mapRequests()).toEqual([])
    return { context, page, mapRequests }
  }

  it('waits for the visitor; its button draws the map and hands the keys to it', async () => {
    const { context, page, mapRequests } = await waitingMap()
    await page.locator('[data-map-show]').focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-map-canvas][data-map-state="ready"]')
    expect((await mapRequests()).length).toBeGreaterThan(0)
    expect(await page.locator('[data-map-show]').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('maplibregl-canvas'))).toBe(
      true,
    )
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('draws the map as soon as the visitor taps anywhere on the page, at a zoom the base map holds, naming towns', async () => {
    const { context, page } = await waitingMap()
    await page.locator('h1').click()
    await page.waitForSelector('[data-map-canvas][data-map-state="ready"]')
    await page.waitForSelector('[data-map-marker]')
    // The offline base map opens at a region's view, where its coastlines hold, with towns named.
    expect(Number(await page.locator('[data-map-canvas]').getAttribute('data-map-zoom'))).toBeLessThanOrEqual(
      9,
    )
    await page.waitForSelector('[data-map-town]')
    await context.close()
  })
})
