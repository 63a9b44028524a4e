import type { Page, Route } from 'playwright-core'
import { dictionaryEntries } from '../../src/seed/dictionary'
import { siteUrl } from '../support/browser'

export const text = (key: string, language: 'sv' | 'nb' | 'en' | 'en-GB' | 'fi' | 'sk' = 'sv') =>
  dictionaryEntries[key][language]

export { fill } from '../../src/lib/i18n/fill'

/** Opens a car list URL and waits until its island is interactive. */
export async function openList(page: Page, path = '/kop-bil', site = 'automotive-se'): Promise<void> {
  await page.goto(siteUrl(site, path))
  await page.waitForSelector('[data-car-list][data-hydrated]')
}

export const cards = (page: Page) => page.locator('[data-car-grid] [data-vehicle-card]')

/** Waits for the list to settle after a change (no skeleton, a final state). */
export async function settled(page: Page): Promise<string> {
  await page.waitForSelector('[data-car-list]:not([data-state="loading"])')
  return (await page.locator('[data-car-list]').getAttribute('data-state'))!
}

export const progress = async (page: Page) => (await page.locator('[data-progress]').textContent())?.trim()

/** The applied-filter chips' visible texts (the × is a drawn glyph, not text). */
export const chipTexts = async (page: Page) =>
  (await page.locator('[data-chip]').allTextContents()).map((chip) => chip.trim())

export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return decodeURIComponent(url.pathname + url.search)
}

/** The count a facet value shows beside it, e.g. "(32)" → 32. */
export async function facetCount(page: Page, panel: string, value: string): Promise<number> {
  const label = await page.locator(`${panel} [data-facet-value="${value}"] > label`).innerText()
  return Number(/\(([\d\s  ]+)\)/.exec(label)![1].replace(/\D/g, ''))
}

export const sticky = '[data-filter-panel="sticky"]'
export const drawer = '[data-filter-panel="drawer"]'

/**
 * Routes the list's server renders: a change of filter, sort or page navigates in the browser,
 * and the router asks the server for the new page's RSC payload (`RSC: 1`, `?_rsc=`). Other
 * requests pass.
 */
export async function routeListRenders(page: Page, handler: (route: Route) => Promise<void>) {
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    (route) => (route.request().headers()['rsc'] === '1' ? handler(route) : route.fallback()),
  )
}
