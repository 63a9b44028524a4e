import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, requestSite, siteUrl, viewports } from '../support/browser'
import { axeViolations } from '../support/axe'
import { cards, drawer, fill, openList, text } from './helpers'
import { smokeAtDesktop } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const bar = '[data-compare-bar]'
const modal = '[data-compare-modal]'

async function addCars(page: Page, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let position = 0; position < count; position++) {
    const card = cards(page).nth(position)
    ids.push((await card.getAttribute('data-vehicle-card'))!)
    await card.locator('[data-compare-toggle]').click()
  }
  await page.waitForFunction((n) => document.querySelectorAll('[data-compare-item]').length === n, count)
  return ids
}

/** The ids of the first cars of the list, read from the server's HTML. */
async function firstIds(count: number): Promise<string[]> {
  const html = (await requestSite('automotive-se', '/kop-bil')).body
  return [...html.matchAll(/data-vehicle-card="([^"]+)"/g)].slice(0, count).map((match) => match[1])
}

const itemIds = (page: Page) =>
  page
    .locator('[data-compare-item]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-compare-item')))

// The bar and a comparison's URL work the same at any width.
describe('compare at 1440 px', () => {
  it('toggles cars into a bar kept for the session, with clear-all and a counting compare button', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page)
    const ids = await addCars(page, 2)
    expect(await page.locator('[data-compare-open]').innerText()).toBe(
      fill(text('compareButton'), { count: 2 }),
    )
    expect(await cards(page).first().locator('[data-compare-toggle]').getAttribute('aria-pressed')).toBe(
      'true',
    )
    // Kept per browser session: a reload keeps the list…
    await page.reload()
    await page.waitForSelector('[data-car-list][data-hydrated]')
    expect(await itemIds(page)).toEqual(ids)
    // …a new session starts empty.
    const other = await openPage(browser, 'desktop')
    await openList(other.page)
    expect(await other.page.locator(bar).count()).toBe(0)
    await other.context.close()
    // Toggling again removes; clear-all empties the bar.
    await cards(page).first().locator('[data-compare-toggle]').click()
    await page.waitForFunction(() => document.querySelectorAll('[data-compare-item]').length === 1)
    await page.locator('[data-compare-clear]').click()
    expect(await page.locator(bar).count()).toBe(0)
    await context.close()
  })

  it('the URL of a comparison opens it in a new browser session; removing every car closes the modal and the URL forgets it', async () => {
    const ids = await firstIds(3)
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', `/kop-bil?compare=${ids.join(',')}`))
    await page.waitForSelector('[data-car-list][data-hydrated]')
    const dialog = page.locator(modal)
    await dialog.locator('h2').waitFor()
    expect(await itemIds(page)).toEqual(ids)
    for (let remaining = 3; remaining > 0; remaining--) {
      await dialog.locator('thead button').first().click()
    }
    await page.waitForFunction(() => !document.querySelector('[data-compare-modal]')?.hasAttribute('open'))
    expect(new URL(page.url()).searchParams.get('compare')).toBeNull()
    await context.close()
  })
  it('Escape and the close button close the modal and give the focus back to the compare button; Tab stays inside it', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page)
    await addCars(page, 2)
    const opener = page.locator('[data-compare-open]')
    const dialog = page.locator(`${modal}[open]`)
    const openerFocused = () => opener.evaluate((button) => button === document.activeElement)
    await opener.click()
    await dialog.locator('h2').waitFor()
    // The page behind is inert: Tab past the last control comes back to the first.
    for (let press = 0; press < 12; press++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-compare-modal]'))).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(openerFocused).toBe(true)
    await opener.click()
    await dialog.getByRole('button', { name: text('compareClose'), exact: true }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(openerFocused).toBe(true)
    expect(new URL(page.url()).searchParams.get('compare')).toBeNull()
    await context.close()
  })
})

// The modal fills the screen's width, and its columns stand under their cars however narrow it is.
describe.each(['desktop', 'mobile'] as const)('the compare modal at %s', (viewport) => {
  it(
    'opens full-screen with the cars side by side, sections closed at first, and the cars in the URL',
    smokeAtDesktop(viewport),
    async () => {
      const { context, page } = await openPage(browser, viewport)
      await openList(page)
      const ids = await addCars(page, 3)
      await page.locator('[data-compare-open]').click()
      const dialog = page.locator(modal)
      await dialog.locator('h2').waitFor()
      const box = await dialog.boundingBox()
      expect(box?.width).toBe(viewports[viewport].width)
      expect(await dialog.locator('thead th[scope="col"]').count()).toBe(3)
      expect(await dialog.locator('[data-compare-row="price"] td').count()).toBe(3)
      for (const section of ['technical', 'equipment']) {
        expect(await dialog.locator(`[data-compare-section="${section}"]`).getAttribute('open')).toBeNull()
      }
      // Every data row's cells stand under their car's column.
      await dialog.locator('[data-compare-section="technical"] summary').click()
      const left = (selector: string) =>
        dialog
          .locator(selector)
          .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().x)))
      const columns = await left('thead th[scope="col"]')
      for (const row of ['car_year', 'car_fuel', 'car_power_text'])
        expect(await left(`[data-compare-row="${row}"] td`)).toEqual(columns)
      await dialog.locator('[data-compare-section="equipment"] summary').click()
      // Each car's equipment arrives with its full record, fetched when the modal opens ("–" until then).
      await expect
        .poll(() => dialog.locator('[data-compare-section="equipment"] li').count())
        .toBeGreaterThan(3)
      // The URL names the cars: it opens the same comparison (at 1440 px above).
      expect(new URL(page.url()).searchParams.get('compare')).toBe(ids.join(','))
      await context.close()
    },
  )
})

describe('compare fetch', () => {
  it('falls back to the list record when the full record cannot be fetched', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page)
    await page.route('**/api/search', (route) =>
      route.request().postData()?.includes('"car_id"') && route.request().postData()?.includes('"filters"')
        ? route.fulfill({ status: 500, body: '{}' })
        : route.continue(),
    )
    const [id] = await addCars(page, 1)
    await page.locator('[data-compare-open]').click()
    const dialog = page.locator(modal)
    await dialog.locator('h2').waitFor()
    const price = await cards(page).first().locator('[data-price-main]').innerText()
    expect(await dialog.locator('[data-compare-row="price"] td').innerText()).toBe(price)
    expect(await dialog.locator('[data-compare-row="car_year"] td').innerText()).toMatch(/^20\d\d$/)
    expect(id).toBeTruthy()
    await context.close()
  })
})

describe('accessibility of the car list', () => {
  it('has no axe violation with the filter drawer open', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await openList(page)
    await page.locator('[data-filter-toggle]').click()
    await page.locator(drawer).locator('[data-drawer-submit]').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('has no axe violation with the sticky panel and with the compare modal open', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openList(page)
    expect(await axeViolations(page)).toEqual([])
    await addCars(page, 2)
    await page.locator('[data-compare-open]').click()
    await page.locator(`${modal} h2`).waitFor()
    await page.locator(`${modal} [data-compare-section="technical"] summary`).click()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
