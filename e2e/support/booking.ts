import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { expect } from 'vitest'
import { requestSite, siteUrl, viewports } from './browser'

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

/**
 * Books ABC123's small service at the nearest workshop's first free time three days or more ahead
 * (the demo workshops take changes until 24 hours before), for `email` and `phone`; at the
 * workshop of the dealer site `siteId` when given.
 */
export async function bookFirstFreeTime(email: string, phone: string, siteId?: string): Promise<string> {
  const api = (path: string, options: Parameters<typeof requestSite>[2] = {}) =>
    requestSite('automotive-se', `/api/mechmate${path}`, options)
  const stream = await api(
    '/departments/closestAvailable?regNo=ABC123&serviceOfferings=smallservice&latitude=59.33&longitude=18.07',
  )
  const first = stream.body
    .split('\n\n')
    .filter(Boolean)
    .map((message) => JSON.parse(message.replace(/^data: /, '')))
    .find((site) => site.firstTimeSlot && (!siteId || site.siteId === siteId)) as {
    departmentId: string
  }
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
  const days = JSON.parse(
    (await api(`/timeslots/from/ABC123/${first.departmentId}/${from}?serviceOfferings=smallservice`)).body,
  ) as Array<{ date: string; availableSlots: string[] }>
  const day = days.find((candidate) => candidate.availableSlots.length > 0)!
  const booked = await api('/book', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { firstName: 'Anna', lastName: 'Kund', phone, email },
      departmentId: first.departmentId,
      timeSlot: `${day.date}T${day.availableSlots[0]}:00`,
      isFullDay: false,
      registrationNumber: 'ABC123',
      serviceOfferingRequests: [{ kobraId: 'smallservice' }],
    }),
  })
  expect(booked.status).toBe(200)
  return JSON.parse(booked.body).id
}
