import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { siteUrl, viewports } from './browser'

/**
 * Steps of the workshop booking flow a visitor takes, shared by its two presentations' browser
 * tests (e2e/workshop/booking-flow.e2e.ts, mechanic-mate.e2e.ts).
 */

/** Step 1: a plate and a place chosen from the autocomplete, then the lookup. */
export async function identify(page: Page, plate: string, place = 'Stockholm') {
  await page.fill('[data-registration]', plate)
  await page.fill('[data-location]', place.slice(0, 5))
  await page.locator('[data-place-option]', { hasText: place }).first().click()
  await page.click('[data-lookup]')
}

/** The step the flow shows (its displayState). */
export const shownStep = (page: Page, state: number) =>
  page.waitForSelector(`[data-service-booking][data-display-state="${state}"]`)

export async function fillContact(page: Page, email: string) {
  await page.fill('[data-contact-field="firstName"]', 'Anna')
  await page.fill('[data-contact-field="lastName"]', 'Kund')
  await page.fill('[data-contact-field="phone"]', '+46 70 123 45 67')
  await page.fill('[data-contact-field="email"]', email)
}

/** The page's analytics events so far. */
export const dataLayer = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, unknown>>)

/** A new context at the viewport's size on automotive SE's `path`, once `ready` (its island hydrated). */
export async function openBookingPage(
  browser: Browser,
  path: string,
  viewport: keyof typeof viewports,
  ready: string,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ viewport: viewports[viewport], ...options })
  const page = await context.newPage()
  await page.goto(siteUrl('automotive-se', path))
  await page.waitForSelector(ready)
  return { context, page }
}

/** An offering ticked, once the summary lists it (`attached`: the mobile bottom sheet may be closed). */
export async function chooseService(
  page: Page,
  code = 'smallservice',
  state: 'visible' | 'attached' = 'visible',
) {
  await page.locator(`[data-offering-input="${code}"]`).click()
  await page.waitForSelector(`[data-summary-service="${code}"]`, { state })
}
