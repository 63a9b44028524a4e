import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl, viewports } from '../support/browser'
import { launchBrowser, openPage, rowsOf, text, type Browser, type Page } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Cards that lie fully inside the carousel's viewport. */
async function visibleCards(page: Page): Promise<number> {
  const block = page.locator('[data-block="car-model-cards"]')
  await expect.poll(() => block.locator('[data-carousel-dots] button').count()).toBeGreaterThan(0)
  return block.evaluate((element) => {
    const viewport = element.querySelector('[role="region"] > div')!.getBoundingClientRect()
    return [...element.querySelectorAll('[data-car-model-card]')].filter((card) => {
      const rect = card.getBoundingClientRect()
      return rect.left >= viewport.left - 1 && rect.right <= viewport.right + 1
    }).length
  })
}

// Rows and sliders are laid out by CSS media queries: each page is checked as loaded at 1440 px and
// narrowed to a phone's 375 px, without loading it again.
describe('car model card row', () => {
  it('shows four label/value pairs per card and flags the campaign; three cards a row at 1440 px, one at 375 px', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/'))
    const cards = page.locator('[data-car-model-card]')
    expect(await cards.first().locator('dt').allTextContents()).toEqual([
      'Pris från',
      'Per månad',
      'Drivmedel',
      'Räckvidd',
    ])
    expect(await cards.first().locator('dd').first().textContent()).toMatch(/^449\s900\skr$/)
    expect(await page.locator('[data-campaign]').allTextContents()).toEqual([text('campaign')])
    expect(await cards.nth(1).locator('[data-campaign]').count()).toBe(1)
    const link = cards.first().getByRole('link')
    expect(await link.getAttribute('href')).toBe('/kop-bil/nya-bilar')
    for (const [viewport, expected] of [
      ['desktop', [3]],
      ['mobile', [1, 1, 1]],
    ] as const) {
      await page.setViewportSize(viewports[viewport])
      const rows = await rowsOf(page, '[data-block="car-model-cards"] [data-car-model-card]')
      expect(
        rows.map((row) => row.length),
        viewport,
      ).toEqual(expected)
    }
    await context.close()
  })
})

describe('car model card sliders', () => {
  it.each([
    ['/kop-bil', 'Slider4', 4],
    ['/kop-bil/nya-bilar', 'Slider2', 2],
    ['/kop-bil/nya-bilar/elbilar', 'Slider1', 1],
  ] as const)('%s (%s) shows %i at 1440 px and one at 375 px', async (path, variant, wide) => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', path))
    expect(await page.locator('[data-block="car-model-cards"]').getAttribute('data-variant')).toBe(variant)
    for (const [viewport, expected] of [
      ['desktop', wide],
      ['mobile', 1],
    ] as const) {
      await page.setViewportSize(viewports[viewport])
      // Read until the layout settles: a page still applying its styles stacks every card, and the
      // carousel measures its slides again after a resize.
      await expect.poll(() => visibleCards(page), { message: viewport }).toBe(expected)
    }
    await context.close()
  })
})
