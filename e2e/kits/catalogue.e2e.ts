import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { tabTo } from '../support/keyboard'
import { smoke } from '../support/tags'
import { leadsOf } from '../forms/support'
import { fill } from '../../src/lib/i18n/fill'
import {
  cards,
  carWithKits,
  cartCount,
  cataloguePath,
  chipTexts,
  chooseCar,
  filterPanel,
  focusInside,
  kitText,
  openCatalogue,
  progress,
  root,
  search,
  settled,
  site,
  sizes,
} from './helpers'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const category = 'kitCategory>kitSubCategory>kitSubSubCategory'

async function open(viewport: (typeof sizes)[number], query = '') {
  const opened = await openPage(browser, viewport)
  await openCatalogue(opened.page, query)
  return opened
}

/** Tabs through the open dialog: the focus never leaves it. */
async function focusStaysIn(page: Page, dialog: string) {
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab')
    expect(await focusInside(page, dialog)).toBe(true)
  }
}

describe('the kit catalogue page (HTTP)', () => {
  it('draws page one on the server: 24 kits, "Visar 24 av Y", prices in euro', smoke, async () => {
    const response = await requestSite(site, cataloguePath)
    expect(response.status).toBe(200)
    expect(response.body.match(/data-kit="/g)).toHaveLength(24)
    expect(response.body).toMatch(new RegExp(fill(kitText('kitProgress'), { shown: 24, total: '\\d+' })))
    expect(response.body).toMatch(/\d[\s\u00a0]€/)
  })
})

// The grid's columns, and where the filters are (a side panel of 300 px from 1024 px, a drawer on
// a phone), differ by width; the rest of the catalogue is the same at any width.
describe.each(sizes)('kit catalogue layout at %s', (viewport) => {
  it("shows 24 kits in 2 or 4 columns and builds the side panel's filters only where the panel shows; the panel or the drawer, a dialog of its own, passes axe", async () => {
    const { context, page } = await open(viewport)
    expect(await cards(page).count()).toBe(24)
    const columns = await page
      .locator('[data-kit-grid]')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
    expect(columns).toBe(viewport === 'desktop' ? 4 : 2)
    // A phone neither downloads nor hydrates 30-odd hidden inputs; its filters are in the drawer.
    const inputs = page.locator('[data-filter-panel="side"] input')
    // The hydration marker waits for the screen's width, so the desktop panel is drawn by then.
    if (viewport === 'desktop') expect(await inputs.count()).toBeGreaterThan(10)
    else expect(await inputs.count()).toBe(0)
    const panel = await filterPanel(page, viewport)
    expect(await axeViolations(page, viewport === 'desktop' ? root : panel)).toEqual([])
    if (viewport === 'mobile') {
      await focusStaysIn(page, panel)
      await page.keyboard.press('Escape')
      await page.waitForSelector('[data-dialog="filters"]:not([open])', { state: 'attached' })
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-filter-toggle'))).toBe(true)
    }
    await context.close()
  })

  it('filters by facets with chips and clear filters; a facet has its search box from 10 values', async () => {
    const { context, page } = await open(viewport)
    const total = (await progress(page)).total
    const panel = await filterPanel(page, viewport)
    const width = await page.locator(panel).evaluate((element) => element.getBoundingClientRect().width)
    expect(width).toBe(viewport === 'desktop' ? 300 : 375)
    // Six categories: no search box. More than ten brands: a search box that narrows them.
    const categories = page.locator(`${panel} [data-facet="${category}"] > ul > li`)
    expect(await categories.count()).toBeLessThan(10)
    expect(await page.locator(`${panel} [data-facet="${category}"] [data-facet-search]`).count()).toBe(0)
    const brands = page.locator(`${panel} [data-facet="manufacturer"] > ul > li`)
    expect(await brands.count()).toBeGreaterThanOrEqual(10)
    await page.locator(`${panel} [data-facet="manufacturer"] [data-facet-search]`).fill('volv')
    expect(
      await page.locator(`${panel} [data-facet="manufacturer"] [data-facet-label]`).allInnerTexts(),
    ).toEqual(['Volvo'])

    await page.locator(`${panel} [data-facet-value="Hjul"] > label input`).click()
    await settled(page)
    expect(await chipTexts(page)).toEqual(['Hjul'])
    const wheels = await progress(page)
    expect(wheels.total).toBeLessThan(total)
    expect(wheels.total).toBe(
      (await search({ index: 'kits_automotive-se', filters: { [category]: ['Hjul'] }, limit: 0 }))
        .total_items,
    )
    if (viewport === 'mobile') {
      await page.locator('[data-drawer-submit]').click()
      await page.waitForSelector('[data-dialog="filters"]:not([open])', { state: 'attached' })
    }
    const texts = await cards(page).evaluateAll((all) =>
      all.map((card) => card.querySelector('p')?.textContent),
    )
    expect(texts.every((text) => text?.startsWith('Hjul'))).toBe(true)

    await page.locator('#kit-keyphrase').fill('vinterhjul')
    await page.locator('#kit-keyphrase').press('Enter')
    await settled(page)
    expect(await chipTexts(page)).toEqual(['Hjul', '”vinterhjul”'])
    expect((await progress(page)).total).toBeLessThan(wheels.total)

    await page.locator('[data-chip="keyphrase"]').click()
    await settled(page)
    expect(await chipTexts(page)).toEqual(['Hjul'])
    await page.locator('[data-clear-all]').click()
    await settled(page)
    expect(await page.locator('[data-chip]').count()).toBe(0)
    expect((await progress(page)).total).toBe(total)
    await context.close()
  })
})

describe('kit catalogue at 375 px', () => {
  // What axe checks of a layout (target sizes, text over its background) is checked in a kit's
  // dialog at a phone's width too.
  it("opens a kit's dialog that passes axe", async () => {
    const { context, page } = await open('mobile')
    const first = await cards(page).first().getAttribute('data-kit')
    await page.locator(`[data-kit-open="${first}"]`).click()
    const dialog = '[data-dialog="kit"][open]'
    await page.waitForSelector(`${dialog} [data-kit-detail="${first}"]`)
    expect(await axeViolations(page, dialog)).toEqual([])
    await context.close()
  })
})

describe('kit catalogue at 1440 px', () => {
  it('shows "Visar 24 av Y" with prices in euro and appends 24 more with "Show more"', async () => {
    const { context, page } = await open('desktop')
    const first = await progress(page)
    expect(first.shown).toBe(24)
    const total = (await search({ index: 'kits_automotive-se', limit: 0 })).total_items
    expect(first.total).toBe(total)
    expect(await cards(page).first().locator('[data-kit-price]').innerText()).toMatch(/^[\d\s]+\s€/)
    const firstIds = await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-kit')))
    await page.locator('[data-show-more]').click()
    await settled(page)
    expect(await progress(page)).toEqual({ shown: 48, total })
    const ids = await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-kit')))
    expect(ids.slice(0, 24)).toEqual(firstIds)
    expect(new Set(ids).size).toBe(48)
    await context.close()
  })

  it('says kitNoResults for nothing found and kitListError when the search fails', async () => {
    const { context, page } = await open('desktop')
    await page.locator('#kit-keyphrase').fill('qqxxzzvv')
    await page.locator('#kit-keyphrase').press('Enter')
    expect(await settled(page)).toBe('empty')
    expect(await page.locator('[data-list-empty]').innerText()).toBe(kitText('kitNoResults'))
    await page.route('**/api/search', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.locator('[data-clear-all]').click()
    expect(await settled(page)).toBe('error')
    expect(await page.locator('[data-list-error]').innerText()).toBe(kitText('kitListError'))
    await context.close()
  })

  it('opens a kit by keyboard, keeps the focus in its dialog, toggles the cart and gives the focus back on Escape', async () => {
    const { context, page } = await open('desktop')
    const [first, second] = await cards(page).evaluateAll((all) =>
      all.slice(0, 2).map((card) => card.getAttribute('data-kit')!),
    )
    const opener = `[data-kit-open="${first}"]`
    await tabTo(page, opener)
    await page.keyboard.press('Enter')
    const dialog = '[data-dialog="kit"][open]'
    await page.waitForSelector(`${dialog} [data-kit-detail="${first}"]`)
    expect(await focusInside(page, dialog)).toBe(true)
    expect(await page.locator(`${dialog} [data-kit-category]`).innerText()).toMatch(/›/)
    expect(await page.locator(`${dialog} [data-kit-detail-price]`).innerText()).toMatch(/€$/)
    expect(await page.locator(`${dialog} table tbody tr`).count()).toBeGreaterThan(0)
    expect(await axeViolations(page, dialog)).toEqual([])
    await focusStaysIn(page, dialog)

    await tabTo(page, '[data-cart-toggle]')
    expect(await page.locator('[data-cart-toggle]').innerText()).toBe(kitText('kitAddToCart'))
    await page.keyboard.press('Enter')
    expect(await page.locator('[data-cart-toggle]').innerText()).toBe(kitText('kitRemoveFromCart'))
    expect(await page.locator('[data-cart-count]').innerText()).toBe(cartCount(1))
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-dialog="kit"]:not([open])', { state: 'attached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-kit-open'))).toBe(first)
    expect(await cards(page).first().locator('[data-in-cart]').count()).toBe(1)

    await page.locator(`[data-kit-open="${second}"]`).click()
    await page.locator('[data-cart-toggle]').click()
    await page.locator('[data-dialog-close]:visible').click()
    expect(await page.locator('[data-cart-count]').innerText()).toBe(cartCount(2))
    await page.locator(`[data-cart-remove="${first}"]`).click()
    expect(await page.locator('[data-cart-count]').innerText()).toBe(cartCount(1))
    expect(
      await page
        .locator('[data-cart-kit]')
        .evaluateAll((all) => all.map((li) => li.getAttribute('data-cart-kit'))),
    ).toEqual([second])
    // The dialog toggles it out again.
    await page.locator(`[data-kit-open="${second}"]`).click()
    await page.locator('[data-cart-toggle]').click()
    expect(await page.locator('[data-cart-count]').innerText()).toBe(cartCount(0))
    await context.close()
  })

  it('chooses a car by keyboard in a dialog titled with its manufacturer, which narrows the kits', async () => {
    const car = await carWithKits()
    const { context, page } = await open('desktop')
    await tabTo(page, '[data-choose-car]')
    await page.keyboard.press('Enter')
    const dialog = '[data-dialog="car"][open]'
    await page.waitForSelector(`${dialog} [data-car-chooser][data-ready]`)
    expect(await page.locator(`${dialog} h2`).innerText()).toBe(kitText('kitChooseCar'))
    expect(await axeViolations(page, dialog)).toEqual([])
    await focusStaysIn(page, dialog)
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-dialog="car"]:not([open])', { state: 'attached' })
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-choose-car'))).toBe(true)

    await page.keyboard.press('Enter')
    await chooseCar(page, dialog, car)
    expect(await page.locator(`${dialog} h2`).innerText()).toBe(car.manufacturer)
    await page.locator(`${dialog} [data-chooser-submit]`).focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[data-chosen-car]')
    await settled(page)
    expect(await page.locator('[data-chosen-car]').innerText()).toBe(
      `${kitText('kitKitsFor')} ${car.manufacturer} ${car.model} ${car.year}`,
    )
    expect((await progress(page)).total).toBe(car.kits)

    await page.locator('[data-clear-car]').click()
    await settled(page)
    expect(await page.locator('[data-chosen-car]').count()).toBe(0)
    expect((await progress(page)).total).toBeGreaterThan(car.kits)
    await context.close()
  })

  it('shows the URL parameters in a dialog; a reload keeps them and the car, not the cart', async () => {
    const car = await carWithKits()
    const query = '?user=u-77&dealer=none&unit=U1&auto=1&transactionId=t-9&packageIds=3,4'
    const { context, page } = await open('desktop', query)
    await tabTo(page, '[data-open-params]')
    await page.keyboard.press('Enter')
    const dialog = '[data-dialog="params"][open]'
    await page.waitForSelector(dialog)
    expect(await page.locator(`${dialog} dt`).allInnerTexts()).toEqual([
      'user',
      'dealer',
      'unit',
      'auto',
      'transactionId',
      'packageIds',
    ])
    expect(await page.locator(`${dialog} [data-param="user"] dd`).innerText()).toBe('u-77')
    expect(await axeViolations(page, dialog)).toEqual([])
    await focusStaysIn(page, dialog)
    await page.keyboard.press('Escape')
    await page.waitForSelector('[data-dialog="params"]:not([open])', { state: 'attached' })
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-open-params'))).toBe(true)

    await page.locator('[data-choose-car]').click()
    await chooseCar(page, '[data-dialog="car"][open]', car)
    await page.locator('[data-chooser-submit]').click()
    await page.waitForSelector('[data-chosen-car]')
    await settled(page)
    await cards(page).first().locator('[data-kit-open]').click()
    await page.locator('[data-cart-toggle]').click()
    await page.keyboard.press('Escape')
    expect(await page.locator('[data-cart-count]').innerText()).toBe(cartCount(1))
    const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem('kits-store')))!)
    expect(Object.keys(stored).sort()).toEqual(['carQuery', 'params'])
    expect(stored.carQuery.filters.manufacturer).toEqual([car.manufacturer])

    // The same page without a query: params and car from the session, an empty cart.
    await page.goto(siteUrl(site, cataloguePath))
    await page.waitForSelector(`${root}[data-hydrated] [data-chosen-car]`)
    await settled(page)
    expect(await page.locator('[data-chosen-car]').innerText()).toContain(car.model)
    expect((await progress(page)).total).toBe(car.kits)
    expect(await page.locator('[data-cart-count]').innerText()).toBe(cartCount(0))
    await page.locator('[data-open-params]').click()
    expect(await page.locator('[data-dialog="params"] [data-param="transactionId"] dd').innerText()).toBe(
      't-9',
    )
    await context.close()
  })
})

/** Puts a kit of the grid into the cart through its dialog, and closes the dialog. */
async function addToCart(page: Page, kitId: string) {
  await page.locator(`[data-kit-open="${kitId}"]`).click()
  await page.locator(`[data-dialog="kit"][open] [data-kit-detail="${kitId}"]`).waitFor()
  await page.locator('[data-cart-toggle]').click()
  await page.keyboard.press('Escape')
  await page.waitForSelector('[data-dialog="kit"]:not([open])', { state: 'attached' })
  // The dialog gives the focus back to the kit's button once closed (after the browser closed it):
  // waited for, so that a focus the test sets next is not taken back.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-kit-open')))
    .toBe(kitId)
}

describe('the kit cart at 1440 px', () => {
  it("keeps the focus in the cart as its kits are removed: the next kit's button, then the cart's heading", async () => {
    const { context, page } = await open('desktop')
    const [first, second] = await cards(page).evaluateAll((all) =>
      all.slice(0, 2).map((card) => card.getAttribute('data-kit')!),
    )
    await addToCart(page, first)
    await addToCart(page, second)
    await page.locator(`[data-cart-remove="${first}"]`).focus()
    // The focus moves once the cart's new state is drawn (an effect after the commit): waited for.
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('[data-cart-count]').innerText()).toBe(cartCount(1))
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-cart-remove')))
      .toBe(second)
    // The last kit leaves: the focus goes to the cart's heading, not to the top of the page.
    await page.keyboard.press('Enter')
    await expect.poll(() => page.locator('[data-cart-count]').innerText()).toBe(cartCount(0))
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('kit-cart-heading')
    // Read with the count: the cart is empty.
    const described = await page.locator('#kit-cart-heading').getAttribute('aria-describedby')
    expect(await page.locator(`[id="${described}"]`).innerText()).toBe(cartCount(0))
    await context.close()
  })
})

describe('the kit cart at 375 px', () => {
  // On a phone the cart is furthest from the top: under the whole grid.
  it('says near the top how many kits the cart holds, as a link that takes the keyboard to the cart', async () => {
    const { context, page } = await open('mobile')
    const summary = page.locator('[data-cart-summary]')
    expect(await summary.getAttribute('aria-live')).toBe('polite')
    expect(await page.locator('[data-cart-link]').count()).toBe(0)
    const [first, second] = await cards(page).evaluateAll((all) =>
      all.slice(0, 2).map((card) => card.getAttribute('data-kit')!),
    )
    await addToCart(page, first)
    const link = page.locator('[data-cart-summary] a[data-cart-link]')
    expect(await link.innerText()).toBe(fill(kitText('kitCartLink'), { count: 1 }))
    await addToCart(page, second)
    expect(await link.innerText()).toBe(fill(kitText('kitCartLink'), { count: 2 }))
    // Above the grid, the cart below it.
    const top = (selector: string) =>
      page.locator(selector).evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
    expect(await top('[data-cart-link]')).toBeLessThan(await top('[data-kit-grid]'))
    expect(await top('[data-cart]')).toBeGreaterThan(await top('[data-kit-grid]'))
    expect(await axeViolations(page, root)).toEqual([])
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.locator('#kit-keyphrase').focus()
    await tabTo(page, '[data-cart-link]')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('kit-cart-heading')
    await expect
      .poll(() =>
        page.locator('[data-cart]').evaluate((cart) => {
          const box = cart.getBoundingClientRect()
          return box.top < window.innerHeight && box.bottom > 0
        }),
      )
      .toBe(true)
    await context.close()
  })
})

describe('the quote request at 1440 px', () => {
  it('sends the cart to the parts department once, though the first answer is lost', smoke, async () => {
    const { context, page } = await open('desktop')
    const kitId = (await cards(page).first().getAttribute('data-kit'))!
    await page.locator(`[data-kit-open="${kitId}"]`).click()
    await page.locator('[data-cart-toggle]').click()
    await page.keyboard.press('Escape')
    const ids: string[] = []
    let lost = 0
    await page.route('**/api/forms/comhub', async (route) => {
      ids.push(route.request().postDataJSON().formSubmissionId)
      if (lost++ > 0) return route.continue()
      // The server receives it; its answer never reaches the visitor.
      await requestSite(site, '/api/forms/comhub', {
        method: 'POST',
        body: route.request().postData() ?? '',
        headers: { 'content-type': 'application/json' },
      })
      await route.fulfill({ status: 503, body: '{}' })
    })
    const form = '[data-kit-quote]'
    await page.locator(`${form} [name="customerName"]`).fill('Kit Köpare')
    await page.locator(`${form} [name="customerPhone"]`).fill('+46 70 123 45 67')
    await page.locator(`${form} [name="customerEmail"]`).fill('kit.kopare@example.com')
    await page.locator(`${form} button[type="submit"]`).click()
    await page.locator('[data-cart] [data-form-success]').waitFor({ timeout: 15_000 })
    expect(ids.length).toBeGreaterThan(1)
    expect(new Set(ids).size).toBe(1)
    const leads = await leadsOf(ids[0])
    expect(leads).toHaveLength(1)
    expect(leads[0]).toMatchObject({
      formName: `${site}KitQuoteForm`,
      notificationStatus: 'outbox',
      values: expect.objectContaining({ kitIds: [kitId] }),
    })
    expect(leads[0].recipientEmail).toMatch(/@automotive\.se$/)
    await context.close()
  })
})

describe('the parts-kit vehicle selector', () => {
  it('leads from the service page to the catalogue with the chosen car', async () => {
    const car = await carWithKits()
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl(site, '/service'))
    const selector = '[data-kit-vehicle-selector][data-hydrated]'
    await page.waitForSelector(selector)
    await chooseCar(page, selector, car)
    await page.locator(`${selector} [data-chooser-submit]`).click()
    await page.waitForURL(/\/service\/tillbehor\?manufacturer=/)
    await page.waitForSelector(`${root}[data-hydrated]`)
    expect(await page.locator('[data-chosen-car]').innerText()).toBe(
      `${kitText('kitKitsFor')} ${car.manufacturer} ${car.model} ${car.year}`,
    )
    expect((await progress(page)).total).toBe(car.kits)
    expect(await axeViolations(page, '[data-block="kit-catalogue"]')).toEqual([])
    await context.close()
  })
})
