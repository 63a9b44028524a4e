import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe'
import {
  chooseService as chooseAnyService,
  dataLayer,
  fillContact,
  identify,
  openBookingPage,
  shownStep,
} from '../support/booking'
import { tabTo } from '../support/keyboard'
import { launchBrowser, siteUrl, viewports } from '../support/browser'
import { smoke, smokeAtDesktop } from '../support/tags'
import { generalServiceWorkshops } from '../../src/seed/workshop/general-service'

/**
 * The mechanic-mate booking variant (spec 03 §2.3) on automotive SE, against the real workshop service
 * and the README's demo plates: ABC123 (Volvo, authorised), LAD214 (Lada, no authorised workshop
 * but general service at a few), SAB900 (Saab, no workshop at all).
 * Every wait is for a state the visitor waits for.
 */
const mechmatePage = '/service-och-verkstad/boka-service'
type Viewport = keyof typeof viewports
/** A whole walk through the flow is many server round trips; on a loaded machine it takes minutes. */
const walk = 240_000

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser({ webgl: true })
})
afterAll(async () => {
  await browser?.close()
})

const openFlow = (viewport: Viewport) =>
  openBookingPage(
    browser,
    mechmatePage,
    viewport,
    '[data-service-booking][data-variant="mechmate"][data-hydrated]',
  )

const block = '[data-block="mechanic-mate"]'

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, block)).toEqual([])
}

/** The summary may be in the closed bottom sheet: the service is listed there, not shown. */
const chooseService = (page: Page, code = 'smallservice') => chooseAnyService(page, code, 'attached')

/** The sections drawn, by step: reached steps only (spec 03 §2.3 "appear progressively"). */
const sections = (page: Page) =>
  page
    .locator('[data-step]')
    .evaluateAll((found) => found.map((section) => section.getAttribute('data-step')))

/** Steps 1 to 3 with the small service and no add-ons: step 4 shown; `atServices` looks at step 2 first. */
async function walkToWorkshops(page: Page, plate = 'ABC123', atServices?: () => Promise<void>) {
  await identify(page, plate)
  await shownStep(page, 2)
  await atServices?.()
  await chooseService(page)
  await page.click('[data-services-continue]')
  await shownStep(page, 3)
  await page.click('[data-without-addons]')
  await shownStep(page, 4)
}

async function chooseWorkshopAndTime(page: Page) {
  await page.waitForSelector('[data-workshops][data-stream="done"]')
  await page.locator('[data-choose-workshop]:not([disabled])').first().click()
  const slot = page.locator('[data-week-panel] [data-slot]').first()
  await slot.waitFor()
  await slot.click()
  await page.waitForSelector('[data-contact-form]')
}

const notAuthorised = 'Vi har inte auktoriserade verkstäder för ditt märke men vi kan offerera vissa tjänster'

async function expectNotAuthorisedHeader(page: Page) {
  await page.waitForSelector('[data-brand-header="not-authorised"]')
  expect(await page.locator('[data-brand-header]').innerText()).toBe(notAuthorised)
}

/** The contact form filled and the booking made: the confirmation with the small service and its id. */
async function bookToConfirmation(page: Page, email: string) {
  await fillContact(page, email)
  await page.click('[data-book]')
  await shownStep(page, 5)
  await page.waitForSelector('[data-confirmation]')
  expect(await page.locator('#booking-step-5').innerText()).toBe('Bokning bekräftad')
  // The confirmation's heading takes the focus as its chunk draws it, not the page's top.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('booking-step-5')
  const confirmation = page.locator('[data-confirmation]')
  expect(await confirmation.locator('[data-summary-service="smallservice"]').count()).toBe(1)
  expect(await confirmation.locator('[data-confirmation-id]').innerText()).toMatch(/^[A-Z2-9]{10}$/)
  return confirmation
}

/** The flow steps reported so far, in order. */
const flowSteps = (events: Array<Record<string, unknown>>) =>
  events.filter((event) => event.event === 'flow_interaction').map((event) => event.flow_step)

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(window.sessionStorage.getItem('mechmate-store') ?? 'null') as unknown)

const sheet = '[data-summary-sheet]'
const sheetHeight = async (page: Page) => (await page.locator(sheet).boundingBox())!.height

/** A drag of the sheet's handle by `deltaY` px with the mouse (pointer events, as a finger's). */
async function dragHandle(page: Page, deltaY: number) {
  const { x, y } = await handleCentre(page)
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x, y + deltaY / 2, { steps: 4 })
  await page.mouse.move(x, y + deltaY, { steps: 4 })
  await page.mouse.up()
}

async function handleCentre(page: Page) {
  const handle = (await page.locator('[data-sheet-handle]').boundingBox())!
  return { x: handle.x + 40, y: handle.y + handle.height / 2 }
}

/** The same drag with a finger: touch events as a touch screen sends them (Chromium's CDP input). */
async function swipeHandle(page: Page, deltaY: number) {
  const { x, y } = await handleCentre(page)
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', atY?: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: atY === undefined ? [] : [{ x, y: atY }],
    })
  await touch('touchStart', y)
  for (let step = 1; step <= 8; step++) await touch('touchMove', y + (deltaY * step) / 8)
  await touch('touchEnd')
  await cdp.detach()
}

/**
 * The variant's flow asserts nothing that depends on the width but its summary: a bottom sheet over
 * the page's foot on a phone, a side column on a desktop. So the whole walk runs at both widths (on
 * a phone every click lands beside the closed sheet and the car card is read in the opened sheet; on
 * a desktop the summary stands beside the steps), the sheet's own rules at the phone's width, and the
 * rest at the desktop's.
 */
describe.each<Viewport>(['mobile', 'desktop'])('the mechanic-mate booking at %s', (viewport) => {
  it(
    'books to the confirmation: the authorised header, the steps as they are reached, the summary beside them or in the sheet, a reload that keeps the flow, the workshop on a map with directions, then "Ny bokning" starts over',
    // The whole variant against the database once on the PostgreSQL pass, at the desktop width.
    { ...smokeAtDesktop(viewport), timeout: walk },
    async () => {
      const { context, page } = await openFlow(viewport)
      await identify(page, 'ABC123')
      await page.waitForSelector('[data-brand-header="authorised"]')
      expect(await page.locator('[data-brand-header]').innerText()).toBe(
        'Vi har auktoriserade Volvo-verkstäder',
      )
      expect(await page.locator('[data-brand-header] [data-brand-logo="Volvo"]').isVisible()).toBe(true)
      await shownStep(page, 2)
      expect(await sections(page)).toEqual(['0', '2'])
      // The car card: plate 3 + rest, brand and model, and "Visa mer info".
      if (viewport === 'mobile') await page.click('[data-sheet-toggle]')
      expect(await page.locator('[data-summary-plate] span').allInnerTexts()).toEqual(['ABC', '123'])
      expect(await page.locator('[data-summary-car]').innerText()).toBe('Volvo XC60')
      await page.click('[data-summary-more]')
      const more = await page.locator('#booking-summary-more').innerText()
      expect(more).toMatch(/Årsmodell\s+2021/)
      expect(more).toMatch(/Aktivt serviceavtal\s+Ja/)
      expect(more).toMatch(/Område\s+Stockholms län/)
      if (viewport === 'mobile') await page.click('[data-sheet-hide]')

      await chooseService(page)
      if (viewport === 'desktop') {
        // The side summary "Summering av val" beside the steps, without the sheet's handle.
        expect(await page.locator('[data-sheet-handle]').isVisible()).toBe(false)
        expect(await page.locator('#booking-summary-heading').innerText()).toBe('Summering av val')
        expect(await page.locator('[data-summary-service="smallservice"]').isVisible()).toBe(true)
        const summary = (await page.locator('[data-booking-summary]').boundingBox())!
        const steps = (await page.locator('[data-step="2"]').boundingBox())!
        expect(summary.x).toBeGreaterThan(steps.x + steps.width - 1)
        await expectAxeClean(page)
      }
      await page.click('[data-services-continue]')
      await shownStep(page, 3)
      expect(await sections(page)).toEqual(['0', '2', '3'])
      await page.click('[data-without-addons]')
      await shownStep(page, 4)
      expect(await sections(page)).toEqual(['0', '2', '3', '4'])
      await chooseWorkshopAndTime(page)
      const workshop = (await page.locator('[data-chosen-workshop]').getAttribute('data-chosen-workshop'))!
      // Each step reached reported once: the page, the brand check, services, add-ons, workshop.
      expect(flowSteps(await dataLayer(page))).toEqual([1, 2, 3, 4, 5])

      const before = (await stored(page)) as {
        bookingState: number
        bookingInfo: {
          location: { departmentId: string; siteName: string; address: string; latitude: number }
          timeSlot: { timeslot: string }
        }
      }
      expect(before.bookingState).toBe(4)
      expect(before.bookingInfo.location.departmentId).toBe(workshop)
      expect(before.bookingInfo.location.siteName).toBeTruthy()
      expect(before.bookingInfo.timeSlot.timeslot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)

      await page.reload()
      await page.waitForSelector('[data-service-booking][data-hydrated]')
      await shownStep(page, 4)
      // The add-ons step's header returns once its add-ons are loaded again.
      await page.waitForSelector('[data-step="3"]')
      expect(await sections(page)).toEqual(['0', '2', '3', '4'])
      await page.waitForSelector('[data-brand-header="authorised"]')
      await page.waitForSelector('[data-summary-workshop]', { state: 'attached' })
      expect(await page.locator('[data-summary-service="smallservice"]').count()).toBe(1)
      expect(await stored(page)).toEqual(before)
      // The services step reopens with what it offers loaded again.
      await page.click('[data-step-summary="2"]')
      await shownStep(page, 2)
      await page.waitForSelector('[data-offering-input="smallservice"]')
      expect(await page.locator('[data-offering-input="smallservice"]').isChecked()).toBe(true)
      // Back at step 4, the workshop and time chosen before the reload are kept.
      await page.click('[data-step-summary="4"]')
      await shownStep(page, 4)
      await page.waitForSelector('[data-contact-form]')
      expect(await page.locator('[data-chosen-workshop]').getAttribute('data-chosen-workshop')).toBe(workshop)

      const confirmation = await bookToConfirmation(page, `mm.${viewport}.${Date.now()}@example.se`)
      expect(await confirmation.locator('[data-summary-workshop]').count()).toBe(1)
      expect(await page.locator(sheet).count()).toBe(0)
      expect(await page.locator('[data-place]').getAttribute('data-place')).toBe(workshop)
      const directions = page.locator('[data-directions]')
      expect(await directions.getAttribute('target')).toBe('_blank')
      expect(await directions.getAttribute('href')).toMatch(
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
      )
      // The visitor has used the page: the map draws as it comes near, without asking.
      await page.locator('[data-map-canvas]').scrollIntoViewIfNeeded()
      await page.waitForSelector('[data-map-canvas][data-map-state="ready"]')
      await expectAxeClean(page)

      // The resumed flow does not report the steps it had reached again: only the confirmation.
      const events = await dataLayer(page)
      const steps = events.filter((event) => event.event === 'flow_interaction')
      expect(steps.every((event) => event.flow_name === 'mechanic_mate')).toBe(true)
      expect(flowSteps(events)).toEqual([6])
      const purchase = events.find((event) => event.event === 'purchase') as {
        ecommerce: { currency: string; value: number; items: unknown[] }
      }
      expect(purchase.ecommerce).toMatchObject({ currency: 'SEK', value: 0 })
      expect(purchase.ecommerce.items).toHaveLength(1)

      // The confirmation survives a reload too; "Ny bokning" resets the store and reloads.
      await page.reload()
      await page.waitForSelector('[data-confirmation]')
      await Promise.all([page.waitForEvent('load'), page.click('[data-new-booking]')])
      await page.waitForSelector('[data-service-booking][data-hydrated]')
      await shownStep(page, 0)
      expect(await sections(page)).toEqual(['0'])
      expect(await page.inputValue('[data-registration]')).toBe('')
      expect(await stored(page)).toMatchObject({
        car: null,
        services: {},
        bookingState: 0,
        displayState: 0,
        maxBookingState: 5,
        bookingInfo: { location: null, timeSlot: null },
      })
      await context.close()
    },
  )
})

describe('the mechanic-mate booking', () => {
  it('draws the headline, the intro, the brand links to real pages and the other brands the check says yes to', async () => {
    const { context, page } = await openFlow('desktop')
    expect(await page.locator(`${block} h1`).innerText()).toBe('Boka service, däckbyte och verkstad')
    expect((await page.locator('[data-mechmate-intro]').innerText()).length).toBeGreaterThan(20)
    const premium = page.locator('[data-premium-brand]')
    expect(await premium.count()).toBe(2)
    for (const link of await premium.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
    }
    expect(await page.locator('[data-sports-car-brand]').getAttribute('href')).toBe(
      '/service-och-verkstad/boka-service/boka-porsche-service',
    )
    expect(await page.locator('[data-commercial-brand]').getAttribute('href')).toBe(
      '/kop-bil/bilmarken/iveco/verkstadstjanster',
    )
    const list = page.locator('[data-brand-list]')
    expect(await list.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
    await list.locator('summary').click()
    expect(await list.locator('img[data-brand-logo]').first().isVisible()).toBe(true)
    // The list and the brand check are one source: every listed brand is authorised, the brands
    // linked above and Trabant (its one workshop takes no bookings) are not listed (spec 03 §2.3).
    const listed = await list
      .locator('[data-brand-logo]')
      .evaluateAll((logos) => logos.map((logo) => logo.getAttribute('data-brand-logo')!))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.length).toBeLessThanOrEqual(32)
    expect(listed).not.toEqual(expect.arrayContaining(['Trabant']))
    for (const linked of ['BMW', 'Mercedes-Benz', 'Porsche', 'Iveco']) expect(listed).not.toContain(linked)
    const answers = await page.evaluate(
      (brands) =>
        Promise.all(
          [...brands, 'Trabant'].map((brand) =>
            fetch(`/api/mechmate/authorized-workshop/${encodeURIComponent(brand.replace(/\s+/g, '-'))}`)
              .then((response) => response.json() as Promise<{ hasBrand: boolean }>)
              .then((answer) => [brand, answer.hasBrand] as const),
          ),
        ),
      listed,
    )
    expect(Object.fromEntries(answers)).toEqual({
      ...Object.fromEntries(listed.map((brand) => [brand, true])),
      Trabant: false,
    })
    // A brand spelt with a diacritic still finds its logo.
    if (listed.includes('Škoda')) expect(await list.locator('img[data-brand-logo="Škoda"]').count()).toBe(1)
    // Only the first step before the lookup.
    expect(await sections(page)).toEqual(['0'])
    expect(await page.locator(sheet).count()).toBe(0)
    await expectAxeClean(page)

    // Each link followed: the first from the page as drawn, the second from the page opened again.
    const links = [
      ['[data-sports-car-brand]', 'Boka Porsche-service'],
      ['[data-commercial-brand]', 'Iveco verkstadstjänster'],
    ] as const
    for (const [index, [selector, title]] of links.entries()) {
      if (index > 0) {
        await page.goto(siteUrl('automotive-se', mechmatePage))
        await page.waitForSelector('[data-service-booking][data-hydrated]')
      }
      await page.click(selector)
      await page.waitForURL((url) => url.pathname !== mechmatePage)
      expect(await page.locator('h1').first().innerText()).toBe(title)
    }
    await context.close()
  })

  it(
    'says when the brand has no authorised workshop, after another car too, when the check fails, and asks for a brand with spaces by hyphens',
    async () => {
      const { context, page } = await openFlow('desktop')
      await identify(page, 'ABC123')
      await page.waitForSelector('[data-brand-header="authorised"]')
      await page.waitForSelector('[data-summary-car]:has-text("Volvo XC60")')
      // A second car in the same tab, one no workshop services: its own header, no earlier car's
      // summary, and the header and the field say the same (no services offered, no link that is not there).
      await page.click('[data-step-summary="0"]')
      await shownStep(page, 0)
      await identify(page, 'SAB900')
      await page.waitForSelector('[data-brand-header="not-serviced"]')
      expect(await page.locator('[data-brand-header]').innerText()).toBe(
        'Vi har inte auktoriserade verkstäder för ditt märke',
      )
      expect(await page.locator('[data-booking-error]').innerText()).toBe(
        'Vi kan inte erbjuda service för bilar av märket Saab.',
      )
      expect(await page.locator('[data-summary-car]').count()).toBe(0)
      expect(await sections(page)).toEqual(['0'])
      await expectAxeClean(page)

      // The check itself unreachable: counted as no, and the flow goes on.
      await page.route('**/api/mechmate/authorized-workshop/**', (route) => route.abort())
      await identify(page, 'ABC123')
      await shownStep(page, 2)
      expect(await page.locator('[data-brand-header]').getAttribute('data-brand-header')).toBe(
        'not-authorised',
      )
      expect(await page.locator('[data-brand-header] [data-brand-logo]').count()).toBe(0)
      await page.unroute('**/api/mechmate/authorized-workshop/**')

      // The brand path carries spaces as hyphens: another car looked up from step 1.
      const paths: string[] = []
      await page.route('**/api/mechmate/car/**', (route) =>
        route.fulfill({
          json: {
            registrationNumber: 'LRD110',
            brand: 'Land Rover',
            model: 'Defender',
            buildYear: 2022,
            hasServiceAgreement: false,
            region: null,
            isSupported: true,
          },
        }),
      )
      page.on('request', (request) => {
        if (request.url().includes('/authorized-workshop/')) paths.push(new URL(request.url()).pathname)
      })
      await page.click('[data-step-summary="0"]')
      await shownStep(page, 0)
      await identify(page, 'LRD110')
      await page.waitForSelector('[data-summary-car]:has-text("Land Rover Defender")')
      await page.waitForSelector('[data-brand-header]:not([data-brand-header="pending"])')
      expect(paths).toEqual(['/api/mechmate/authorized-workshop/Land-Rover'])
      await context.close()
    },
    walk,
  )

  it(
    'books a brand without an authorised workshop to the confirmation at a workshop that takes it',
    // General service reaches the database's capacities and bookings: on the PostgreSQL pass too.
    { ...smoke, timeout: walk },
    async () => {
      const { context, page } = await openFlow('desktop')
      await walkToWorkshops(page, 'LAD214', async () => {
        await expectNotAuthorisedHeader(page)
        // The general services, not the brand's original service.
        await page.waitForSelector('[data-offering-input="smallservice"]')
        expect(await page.locator('[data-offering="originalservice"][data-unavailable]').innerText()).toBe(
          'Originalservice är inte tillgänglig för denna bilmodell',
        )
        await expectAxeClean(page)
      })
      await page.waitForSelector('[data-workshops][data-stream="done"]')
      // Only the workshops that take Lada for general service, though others are nearer Stockholm's centre.
      const listed = await page
        .locator('[data-workshop]')
        .evaluateAll((found) => found.map((entry) => entry.getAttribute('data-workshop')))
      expect(listed.length).toBeGreaterThan(0)
      expect(generalServiceWorkshops.departmentIds).toEqual(expect.arrayContaining(listed))
      await chooseWorkshopAndTime(page)
      await bookToConfirmation(page, `mm.general.${Date.now()}@example.se`)
      expect(generalServiceWorkshops.departmentIds).toContain(
        await page.locator('[data-place]').getAttribute('data-place'),
      )
      await expectAxeClean(page)
      await context.close()
    },
  )
})

describe('the mechanic-mate summary', () => {
  it(
    'is a bottom sheet on mobile: 72 px, 80vh, count, "Dölj", drag thresholds with the mouse and a finger, a tap toggles, keyboard, axe-clean open and closed',
    async () => {
      // A touch screen: the finger's events and the mouse's on the same sheet.
      const { context, page } = await openBookingPage(
        browser,
        mechmatePage,
        'mobile',
        '[data-service-booking][data-variant="mechmate"][data-hydrated]',
        { hasTouch: true, isMobile: true },
      )
      expect(await page.evaluate(() => navigator.maxTouchPoints)).toBeGreaterThan(0)
      await identify(page, 'ABC123')
      await shownStep(page, 2)
      await page.waitForSelector(sheet)
      expect(await sheetHeight(page)).toBe(72)
      expect(await page.locator('[data-sheet-toggle]').getAttribute('aria-expanded')).toBe('false')
      expect(await page.locator('[data-sheet-count]').innerText()).toBe('0')
      await chooseService(page)
      expect(await page.locator('[data-sheet-count]').innerText()).toBe('1')
      expect(await page.locator('[data-sheet-content]').isVisible()).toBe(false)
      await expectAxeClean(page)
      const expanded = () => page.locator(sheet).getAttribute('data-expanded')

      // Up by 20 px is not enough; beyond 20 px opens it to 80vh.
      await dragHandle(page, -20)
      expect(await expanded()).toBeNull()
      await dragHandle(page, -40)
      await page.waitForSelector(`${sheet}[data-expanded]`)
      expect(await sheetHeight(page)).toBeCloseTo(viewports.mobile.height * 0.8, 0)
      expect(await page.locator('[data-summary-service="smallservice"]').isVisible()).toBe(true)
      expect(await page.locator('[data-sheet-hide]').innerText()).toBe('Dölj')
      // "Summering av val" once: on the handle, not again as the summary's heading below it.
      expect(await page.locator('[data-sheet-toggle]').innerText()).toContain('Summering av val')
      expect(await page.locator('#booking-summary-heading').isVisible()).toBe(false)
      await expectAxeClean(page)

      // Down by 200 px keeps it open; beyond 200 px closes it.
      await dragHandle(page, 200)
      expect(await expanded()).toBe('true')
      await dragHandle(page, 240)
      await page.waitForSelector(`${sheet}:not([data-expanded])`)
      expect(await sheetHeight(page)).toBe(72)

      // A finger: a tap on the handle opens the sheet, a tap on its handle at the top closes it.
      const tapHandle = async () => {
        const { x, y } = await handleCentre(page)
        await page.touchscreen.tap(x, y)
      }
      await tapHandle()
      await page.waitForSelector(`${sheet}[data-expanded]`)
      await expectAxeClean(page)
      await tapHandle()
      await page.waitForSelector(`${sheet}:not([data-expanded])`)

      // The same thresholds for a swipe: up by 20 px is not enough; beyond 20 px opens it.
      await swipeHandle(page, -20)
      expect(await expanded()).toBeNull()
      await swipeHandle(page, -40)
      await page.waitForSelector(`${sheet}[data-expanded]`)
      expect(await sheetHeight(page)).toBeCloseTo(viewports.mobile.height * 0.8, 0)
      // Down by 200 px keeps it open; beyond 200 px closes it.
      await swipeHandle(page, 200)
      expect(await expanded()).toBe('true')
      await swipeHandle(page, 240)
      await page.waitForSelector(`${sheet}:not([data-expanded])`)
      expect(await sheetHeight(page)).toBe(72)

      // Keyboard: the handle is a button; Escape and "Dölj" close it and give the focus back.
      await tabTo(page, '[data-sheet-toggle]')
      await page.keyboard.press('Enter')
      await page.waitForSelector(`${sheet}[data-expanded]`)
      expect(await page.locator('[data-sheet-toggle]').getAttribute('aria-expanded')).toBe('true')
      await tabTo(page, '[data-sheet-hide]')
      await page.keyboard.press('Escape')
      await page.waitForSelector(`${sheet}:not([data-expanded])`)
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sheet-toggle'))).toBe(true)
      await page.keyboard.press('Space')
      await page.waitForSelector(`${sheet}[data-expanded]`)
      await tabTo(page, '[data-sheet-hide]')
      await page.keyboard.press('Enter')
      await page.waitForSelector(`${sheet}:not([data-expanded])`)
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-sheet-toggle'))).toBe(true)
      await context.close()
    },
    walk,
  )
})
