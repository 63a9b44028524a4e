import type { Browser } from 'playwright-core'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminApi, adminToken } from '../support/admin'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { findCar, findCars, siteOf, text } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-se'
const base = siteOf(site).pathToCarDetail

describe('car detail routing', () => {
  it('answers a path with only the car id with a temporary redirect to the id/slug form', smoke, async () => {
    const car = await findCar(site, { car_is_sample: [false] })
    const response = await requestSite(site, `${base}/${car.car_id}`)
    expect(response.status).toBe(302)
    expect(response.headers.location).toBe(`${base}/${car.car_id}/${car.slug}`)
    const page = await requestSite(site, response.headers.location as string)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`data-car-detail="${car.car_id}"`)
  })

  it('a visitor opening the id-only address lands on the car page', async () => {
    const car = await findCar(site, { car_is_sample: [false] })
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl(site, `${base}/${car.car_id}`))
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(`${base}/${car.car_id}/${car.slug}`)
    expect(await page.locator(`[data-car-detail="${car.car_id}"]`).count()).toBe(1)
    expect(await (await response!.request().redirectedFrom()!.response())!.status()).toBe(302)
    await context.close()
  })

  it('an unknown id shows the not-found view with similar cars by the slug keyphrase, status 404', async () => {
    const car = await findCar(site, { car_is_sample: [false] })
    const keyphrase = car.slug.split('-')[2]
    const expected = await findCars(site, {}, 8, keyphrase)
    expect(expected.length).toBeGreaterThan(0)
    const { context, page } = await openPage(browser, 'desktop')
    const response = await page.goto(siteUrl(site, `${base}/99999999/${car.slug}`))
    expect(response?.status()).toBe(404)
    const view = page.locator('[data-car-not-found]')
    await expect.poll(() => view.locator('h1').textContent()).toBe(text(site, 'carNotFoundHeading'))
    expect(await view.getByText(text(site, 'carNotFoundText')).count()).toBe(1)
    const cards = view.locator('[data-recommendations] [data-vehicle-card]')
    expect(await cards.count()).toBe(expected.length)
    const button = view.locator('[data-car-list-link]')
    expect(await button.textContent()).toBe(text(site, 'carNotFoundButton'))
    expect(await button.getAttribute('href')).toBe(
      `${siteOf(site).pathToCarList}?keyphrase=${encodeURIComponent(keyphrase)}`,
    )
    // The rest of the page is the site's: header and footer regions render around the view.
    expect(await page.locator('footer *').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('shows no explanation when nothing matches the keyphrase', async () => {
    const response = await requestSite(site, `${base}/99999999/x-y-zzzqqq`)
    expect(response.status).toBe(404)
    expect(response.body).toContain('data-car-not-found')
    expect(response.body).toContain(text(site, 'carNotFoundHeading'))
    expect(response.body).not.toContain(text(site, 'carNotFoundText'))
    expect(response.body).not.toContain('data-recommendations')
  })

  it.each([base, `${base}/1/slug/extra`])('answers %s (no car id) with 404', async (path) => {
    const response = await requestSite(site, path)
    expect(response.status).toBe(404)
  })

  it('shows the error state, not a crash, when the catalog fails for the site', async () => {
    // A site of this test's own, a copy of carstore-no whose catalog index is missing: breaking a
    // demo site's catalog, even for seconds, failed other files' tests on that site meanwhile.
    const outage = 'catalog-outage-check'
    const token = await adminToken()
    const sites = await adminApi<{ docs: Array<Record<string, unknown> & { catalog: object }> }>(
      token,
      '/api/sites?where[name][equals]=carstore-no&depth=0',
    )
    // Without its own and its array rows' ids, which a new document may not repeat.
    const {
      createdAt: _created,
      updatedAt: _updated,
      ...copy
    } = JSON.parse(
      JSON.stringify(sites.body.docs[0], (key, value) => (key === 'id' ? undefined : value)),
    ) as (typeof sites.body.docs)[number]
    const car = await findCar('carstore-no', {})
    const created = await adminApi<{ doc: { id: number } }>(token, '/api/sites', {
      method: 'POST',
      body: JSON.stringify({
        ...copy,
        name: outage,
        hostnames: [],
        isDefault: false,
        pathToCarDetail: '/bil',
        catalog: { ...copy.catalog, vehicleIndex: 'vehicles_missing-index' },
      }),
    })
    expect(created.status).toBe(201)
    const siteId = created.body.doc.id
    let pageId: number | undefined
    try {
      const detailPage = await adminApi<{ doc: { id: number } }>(token, '/api/pages?locale=nb', {
        method: 'POST',
        body: JSON.stringify({
          site: siteId,
          title: 'Bil',
          slug: 'bil',
          isWildcard: true,
          hideInNavigation: true,
          _status: 'published',
          main: [{ blockType: 'carDetail', showSimilarCars: true }],
        }),
      })
      expect(detailPage.status).toBe(201)
      pageId = detailPage.body.doc.id
      const path = `/bil/${car.car_id}/${car.slug}`
      const response = await requestSite(outage, path)
      expect(response.status).toBe(200)
      expect(response.body).toContain('data-car-detail-error')
      expect(response.body).toContain(text('carstore-no', 'carDetailErrorHeading'))
      // The failure is logged with the spec's code, the time, the host and the component (spec 02 §8).
      const logged = () =>
        fs
          .readFileSync(inject('serverLog'), 'utf8')
          .split('\n')
          .filter((line) => line.includes('GET_SERVER_SIDE_PROPS_FAILED') && line.includes(car.car_id))
      await expect.poll(() => logged().length).toBeGreaterThan(0)
      const line = logged()[0]
      expect(line).toMatch(/"time":"\d{4}-\d\d-\d\dT/)
      expect(JSON.parse(line)).toMatchObject({
        code: 'GET_SERVER_SIDE_PROPS_FAILED',
        host: expect.stringMatching(new RegExp(`^${outage}\\.localhost(:\\d+)?$`)),
        component: 'CarDetail',
      })

      // The catalog back: the same address shows the car.
      const restored = await adminApi(token, `/api/sites/${siteId}`, {
        method: 'PATCH',
        body: JSON.stringify({ catalog: copy.catalog }),
      })
      expect(restored.status).toBe(200)
      const page = await requestSite(outage, path)
      expect(page.status).toBe(200)
      expect(page.body).toContain(`data-car-detail="${car.car_id}"`)
    } finally {
      if (pageId) await adminApi(token, `/api/pages/${pageId}`, { method: 'DELETE' })
      await adminApi(token, `/api/sites/${siteId}`, { method: 'DELETE' })
    }
  })
})

describe('car links in a second language', () => {
  // The English pages of automotive-no: the car list is /en/buy-car, its detail page /en/buy-car/bil.
  const english = { site: 'automotive-no', list: '/en/buy-car', detail: '/en/buy-car/bil' }

  it('a card on the English car list opens the car on the English detail page', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl(english.site, english.list))
    const link = page.locator('[data-vehicle-card] a[href]').first()
    const href = (await link.getAttribute('href'))!
    expect(href.startsWith(`${english.detail}/`)).toBe(true)
    const carId = href.split('/')[4]
    const response = await page.goto(siteUrl(english.site, href))
    expect(response?.status()).toBe(200)
    expect(await page.locator('[data-car-detail]').getAttribute('data-car-detail')).toBe(carId)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await context.close()
  })

  it('the English not-found view sends the visitor to the English car list', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    const response = await page.goto(siteUrl(english.site, `${english.detail}/99999999/x-y-zzzqqq`))
    expect(response?.status()).toBe(404)
    const button = page.locator('[data-car-not-found] [data-car-list-link]')
    expect(await button.getAttribute('href')).toBe(`${english.list}?keyphrase=zzzqqq`)
    await context.close()
  })
})
