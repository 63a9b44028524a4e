import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage } from '../support/browser'
import { cards, openList } from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Opens the car page of the card at `index`, goes back, and checks the card is in view again. */
async function backFromCar(page: Page, index: number) {
  const card = cards(page).nth(index)
  const id = await card.getAttribute('data-vehicle-card')
  await card.scrollIntoViewIfNeeded()
  await card.locator('h3 a').click()
  await page.waitForURL((url) => url.pathname.includes('/bil/'))
  await page.goBack()
  await page.waitForSelector('[data-car-list][data-hydrated]')
  const clicked = page.locator(`[data-vehicle-card="${id}"]`)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  const box = (await clicked.boundingBox())!
  const height = page.viewportSize()!.height
  expect(box.y + box.height).toBeGreaterThan(0)
  expect(box.y).toBeLessThan(height)
}

// Back from a car page showed the list at its top: the list streamed in after the browser had
// restored the scroll position (per-section Suspense). The page arrives whole now, so the position
// holds, and this guards it. Where a card lies (one column on a phone, four at 1440 px) and how
// tall the list is differ by width: the check runs at both.
describe.each(['mobile', 'desktop'] as const)('back from a car page at %s', (viewport) => {
  it('returns to the list where the visitor clicked, on the first page and after show more, not its top', async () => {
    const { context, page } = await openPage(browser, viewport)
    await openList(page, '/kop-bil')
    await backFromCar(page, 20)
    await page.locator('[data-show-more]').click()
    await page.waitForFunction(
      () => document.querySelectorAll('[data-car-grid] [data-vehicle-card]').length === 96,
    )
    await backFromCar(page, 70)
    await context.close()
  })
})
