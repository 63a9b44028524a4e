import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminApi, adminToken } from '../support/admin'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { withMain } from '../blocks/support'
import { text } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** group-se has no catalogue and no facet map; these tests give it a car list and hero search. */
async function setGroupSeCatalog(catalog: Record<string, unknown>) {
  const token = await adminToken()
  const sites = await adminApi<{ docs: Array<{ id: number; catalog: Record<string, unknown> }> }>(
    token,
    '/api/sites?where[name][equals]=group-se&depth=0',
  )
  const site = sites.body.docs[0]
  const updated = await adminApi(token, `/api/sites/${site.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ catalog: { ...site.catalog, ...catalog } }),
  })
  expect(updated.status).toBe(200)
}

describe('car list errors (run in order: they share group-se)', () => {
  it("a site without a facet map: 'Facet map is not defined in CarList' shows the section fallback", async () => {
    const { path, restore } = await withMain('/service/boka-service/dackbyte', [
      { blockType: 'carList' },
      { blockType: 'carSearchHero', title: 'Hitta bil' },
    ])
    try {
      const { context, page } = await openPage(browser, 'desktop')
      await page.goto(siteUrl('group-se', path))
      expect(await page.locator('[data-section-fallback]').count()).toBe(2)
      expect(await page.locator('[data-section-fallback] h2').first().innerText()).toBe(
        text('sectionErrorHeading'),
      )
      expect(await page.locator('[data-car-list]').count()).toBe(0)
      await context.close()
    } finally {
      await restore()
    }
  })

  it("a failing search shows 'carListError'; car of the week renders nothing but its serialised error", async () => {
    await setGroupSeCatalog({ facetMap: { car_fuel: 'facetFuel' }, vehicleIndex: 'vehicles_group-se' })
    const { path, restore } = await withMain('/om-oss/kontakt', [
      { blockType: 'carList' },
      { blockType: 'carOfTheWeek' },
    ])
    try {
      for (const viewport of ['desktop', 'mobile'] as const) {
        const { context, page } = await openPage(browser, viewport)
        await page.goto(siteUrl('group-se', path))
        await page.waitForSelector('[data-car-list][data-hydrated]')
        expect(await page.locator('[data-car-list]').getAttribute('data-state')).toBe('error')
        expect(await page.locator('[data-list-error]').innerText()).toBe(text('carListError'))
        expect(await page.locator('[data-block="car-of-the-week"]').count()).toBe(0)
        const serialised = await page
          .locator('[data-car-of-the-week-error]')
          .getAttribute('data-car-of-the-week-error')
        expect(JSON.parse(serialised!).error.message).toMatch(/vehicles_group-se/)
        await context.close()
      }
    } finally {
      await restore()
      await setGroupSeCatalog({ facetMap: null })
    }
  })
})
