import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fontsStorageKey } from '../../src/lib/site/font-loading'
import { launchBrowser, openPage, siteUrl } from '../support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * The header's top items as drawn: their widths, the first family of their stack, and the faces
 * the page has loaded.
 */
async function headerRow(page: Page) {
  // Before hydration the row shows every item; after it, those that fit.
  await page.locator('[data-nav-row][data-hydrated]').waitFor()
  return page.evaluate(async () => {
    await document.fonts.ready
    const items = [...document.querySelectorAll('[data-nav-row] > li:not([aria-hidden]) [data-top-item]')]
    const stack = getComputedStyle(items[0]).fontFamily
    return {
      widths: items.map((item) => item.getBoundingClientRect().width),
      family: stack.split(',')[0].replaceAll('"', '').replaceAll("'", '').trim(),
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
    }
  })
}

describe('web fonts on a first visit', () => {
  it('asks for no font before the page has loaded, draws in a fallback sized like the site’s font, and the next page in the font', async () => {
    // group-se's pair is Raleway and Source Sans 3.
    const { context, page } = await openPage(browser, 'desktop')
    const fontRequests: string[] = []
    let loaded = false
    page.on('load', () => (loaded = true))
    page.on('request', (request) => {
      if (request.url().includes('/api/fonts/')) fontRequests.push(loaded ? 'after load' : 'before load')
    })
    await page.goto(siteUrl('group-se', '/'))
    const first = await headerRow(page)
    expect(first.family).toMatch(/^(Raleway|Source Sans 3) Variable Fallback$/)
    // Once loaded and idle, the page fetches the faces for the next page, and notes it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), fontsStorageKey)).toBe('1')
    expect(fontRequests.length).toBeGreaterThan(0)
    expect(fontRequests).not.toContain('before load')
    // This page keeps its fallback: nothing re-flows under the visitor.
    expect((await headerRow(page)).family).toBe(first.family)
    expect(await page.getAttribute('html', 'data-fonts')).toBeNull()

    await page.reload()
    const next = await headerRow(page)
    expect(await page.getAttribute('html', 'data-fonts')).toBe('')
    const family = first.family.replace(/ Fallback$/, '')
    expect(next.family).toBe(family)
    expect(next.loaded).toContain(family)
    expect(first.widths).toHaveLength(next.widths.length)
    next.widths.forEach((width, index) =>
      expect(Math.abs(first.widths[index] - width) / width).toBeLessThan(0.06),
    )
    await context.close()
  })

  it('switches to the site’s font at a client-side navigation once the first page has fetched it', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    // automotive-se's home links its car models with the framework's client-side links.
    await page.goto(siteUrl('automotive-se', '/'))
    await page.locator('[data-nav-row][data-hydrated]').waitFor()
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), fontsStorageKey)).toBe('1')
    expect(await page.getAttribute('html', 'data-fonts')).toBeNull()
    // The same document (no page load): a marker on window survives the navigation.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.locator('[data-car-model-card] a[href^="/"]').first().click()
    await page.waitForURL((url) => url.pathname !== '/')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    await expect.poll(() => page.getAttribute('html', 'data-fonts')).toBe('')
    await context.close()
  })
})
