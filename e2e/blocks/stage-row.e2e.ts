import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteUrl, viewports } from '../support/browser'
import { launchBrowser, openPage, rowsOf, type Browser, type Page } from './support'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const items = '[data-block="stage-row"] [data-stage-item]'

/** Left margin of each row inside the grid, and the grid's free space on the right of each row. */
async function rowMargins(page: Page) {
  const grid = (await page.locator('[data-block="stage-row"] ul').boundingBox())!
  return page.locator(items).evaluateAll((elements, box) => {
    const rows = new Map<number, { left: number; right: number }>()
    for (const element of elements) {
      const rect = element.getBoundingClientRect()
      const top = Math.round(rect.top)
      const row = rows.get(top) ?? { left: Infinity, right: -Infinity }
      rows.set(top, { left: Math.min(row.left, rect.left), right: Math.max(row.right, rect.right) })
    }
    return [...rows.values()].map((row) => ({
      left: Math.round(row.left - box.x),
      right: Math.round(box.x + box.width - row.right),
    }))
  }, grid)
}

describe('stage row', () => {
  // Four columns at 1440 px: the resize test below starts from them.
  it('home, four-column mode: one column at 375 px', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', '/'))
    await expect
      .poll(() => page.locator('[data-block="stage-row"] ul').getAttribute('data-columns'))
      .toBe('1')
    expect((await rowsOf(page, items)).map((row) => row.length)).toEqual([1, 1, 1, 1])
    await context.close()
  })

  it('centres an incomplete last row when IsCentered is set (5 cards in 3 columns)', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/service'))
    await expect
      .poll(() => page.locator('[data-block="stage-row"] ul').getAttribute('data-columns'))
      .toBe('3')
    expect((await rowsOf(page, items)).map((row) => row.length)).toEqual([3, 2])
    const [full, last] = await rowMargins(page)
    expect(full.left).toBe(0)
    expect(last.left).toBeGreaterThan(50)
    expect(Math.abs(last.left - last.right)).toBeLessThanOrEqual(1)
    await context.close()
  })

  it('four-column mode with three cards leaves the row centred in four columns', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/service/boka-service/dackbyte'))
    await expect
      .poll(() => page.locator('[data-block="stage-row"] ul').getAttribute('data-columns'))
      .toBe('4')
    const [row] = await rowMargins(page)
    expect(row.left).toBeGreaterThan(50)
    expect(Math.abs(row.left - row.right)).toBeLessThanOrEqual(1)
    await context.close()
  })

  it('home, four-column mode: four columns at 1440 px, recomputed 100 ms after resizing stops', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    // The page's clock runs from a fixed start while the page loads and hydrates, then stops an hour
    // later (a point the load cannot have passed, however slow the machine): from there it moves
    // only when the test moves it.
    const start = new Date('2026-03-02T09:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.goto(siteUrl('automotive-se', '/'))
    const grid = page.locator('[data-block="stage-row"] ul')
    await expect.poll(() => grid.getAttribute('data-columns')).toBe('4')
    expect((await rowsOf(page, items)).map((row) => row.length)).toEqual([4])
    await page.clock.pauseAt(start + 3_600_000)
    // Resize events arrive asynchronously: wait for each before moving the page's clock.
    await page.evaluate(() => {
      const counter = window as unknown as { resizes: number }
      counter.resizes = 0
      window.addEventListener('resize', () => (counter.resizes += 1))
    })
    const resizes = () => page.evaluate(() => (window as unknown as { resizes: number }).resizes)
    await page.setViewportSize({ width: 1000, height: 900 })
    await expect.poll(resizes).toBe(1)
    await page.clock.runFor(60)
    expect(await grid.getAttribute('data-columns')).toBe('4')
    await page.setViewportSize({ width: 900, height: 900 })
    await expect.poll(resizes).toBe(2)
    await page.clock.runFor(99)
    expect(await grid.getAttribute('data-columns')).toBe('4')
    await page.clock.runFor(2)
    await expect.poll(() => grid.getAttribute('data-columns')).toBe('3')
    await context.close()
  })
})

describe('horizontal stage row', () => {
  it('cards in one sideways-scrolling row at 1440 and at 375 px, scrolled by keyboard', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', '/kop-bil/begagnade-bilar'))
    const row = page.locator('[data-block="horizontal-stage-row"] ul')
    // The same page narrowed to a phone's width, then back at 1440 px.
    for (const viewport of ['mobile', 'desktop'] as const) {
      await page.setViewportSize(viewports[viewport])
      expect(
        (await rowsOf(page, '[data-block="horizontal-stage-row"] [data-stage-item]')).length,
        viewport,
      ).toBe(1)
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth), viewport).toBe(true)
    }
    await row.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await context.close()
  })
})
