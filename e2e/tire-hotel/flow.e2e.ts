import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { stockholmTimeZone, todayIn } from '../../src/lib/dates/calendar-date'
import { bookableRange } from '../../src/blocks/tire-hotel/calendar'
import { canonicalPhone } from '../../src/services/tire-hotel/phone'
import { adminApi, adminToken } from '../support/admin'
import { axeViolations } from '../support/axe'
import { focused, tabTo as tabToElement } from '../support/keyboard'
import { launchBrowser, requestSite, siteUrl, viewports } from '../support/browser'
import { smoke } from '../support/tags'

/**
 * The tire hotel flow (spec 03 §2.4) on automotive SE's tire hotel page, against the real service and
 * the seeded agreements: a tester types a plate, reads the texted code in CMS → Outbox, sees the
 * stored tires, books a wheel change and rates it. Every wait is for a state the visitor waits for.
 *
 * Each test that sends a code logs in with an agreement of its own: a plate and a phone get three
 * codes an hour (src/services/rate-limit/rules.ts), and a retried test must not run out of them.
 */
const flowPage = '/service/dackhotell'
type Viewport = keyof typeof viewports
/** A walk through every view is many server round trips; on a loaded machine it takes a while. */
const walk = 240_000

type Agreement = {
  agreementNumber: string
  phone: string
  vehicles: Array<{ regNo: string; tires?: Array<{ threadStatusId?: number | null }> }>
}

let browser: Browser
let agreements: Agreement[]
beforeAll(async () => {
  browser = await launchBrowser()
  const list = await adminApi<{ docs: Agreement[] }>(
    await adminToken(),
    '/api/tire-hotel-agreements?limit=60&depth=0&sort=agreementNumber',
  )
  agreements = list.body.docs
})
afterAll(async () => {
  await browser?.close()
})

const worn = (agreement: Agreement) =>
  agreement.vehicles.some((vehicle) => vehicle.tires?.some((tire) => tire.threadStatusId === 1))

/** The agreements of worn single cars beyond the README's showcase plates, one per test. */
function wornAgreement(slot: number): Agreement {
  const found = agreements.filter(
    (agreement) =>
      !agreement.vehicles[0].regNo.startsWith('DHT') && agreement.vehicles.length === 1 && worn(agreement),
  )
  if (!found[slot]) throw new Error(`no worn agreement number ${slot} in the demo`)
  return found[slot]
}

const agreementOf = (regNo: string) =>
  agreements.find((agreement) => agreement.vehicles.some((vehicle) => vehicle.regNo === regNo))!

/** The last text to the phone, read as a tester reads it in the admin's outbox. */
async function textedMessage(phone: string): Promise<{ text: string; code: string }> {
  const outbox = await adminApi<{ docs: Array<{ text: string }> }>(
    await adminToken(),
    `/api/outbox?where[channel][equals]=sms&where[to][equals]=${encodeURIComponent(canonicalPhone(phone))}&sort=-createdAt&limit=1`,
  )
  const text = outbox.body.docs[0]?.text ?? ''
  // Four digits, or eight for a step-up code.
  const code = /(\d{8}|\d{4})/.exec(text)?.[1]
  if (!code) throw new Error(`no code texted to ${phone}`)
  return { text, code }
}

async function openFlow(viewport: Viewport, session?: unknown) {
  const context = await browser.newContext({ viewport: viewports[viewport] })
  if (session)
    await context.addInitScript(
      (stored) => sessionStorage.setItem('tirehotel', stored),
      JSON.stringify(session),
    )
  const page = await context.newPage()
  await page.goto(siteUrl('automotive-se', flowPage))
  await page.waitForSelector('[data-tire-hotel][data-hydrated]')
  return { context, page }
}

const shownView = (page: Page, view: string) => page.waitForSelector(`[data-tire-hotel][data-view="${view}"]`)
const heading = (page: Page) => page.locator('[data-view-heading]').innerText()
const activeElement = (page: Page, attribute: string) =>
  page.evaluate((name) => document.activeElement?.getAttribute(name) ?? null, attribute)
const codeInBoxes = (page: Page) =>
  page.locator('[data-code-box]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
const storedSession = (page: Page) => page.evaluate(() => sessionStorage.getItem('tirehotel'))

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page, '[data-block="tire-hotel"]')).toEqual([])
}

/** A paste into a code box, as the browser delivers one (clipboard data on the event). */
async function pasteInto(page: Page, selector: string, text: string) {
  await page.locator(selector).evaluate((box, pasted) => {
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

async function fillContact(page: Page) {
  await page.fill('[data-contact-field="firstName"]', 'Anna')
  await page.fill('[data-contact-field="lastName"]', 'Kund')
  await page.fill('[data-contact-field="phoneMobile"]', '+46 70-111 22 33')
  await page.fill('[data-contact-field="email"]', `anna.${Date.now()}@example.se`)
}

describe('the tire hotel page', () => {
  it('draws the Search view on the server, before any script runs', { tags: ['smoke'] }, async () => {
    const page = await requestSite('automotive-se', flowPage)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Fyll i ditt registreringsnummer')
    expect(page.body).toMatch(/<input[^>]*data-registration/)
    expect(page.body).toContain('Fortsätt')
  })
})

/**
 * Nothing the flow asserts depends on the width (its contact fields are one column on a phone, two
 * on a desktop). The login walk and the search at the desktop's width; the booking view's answers at
 * the phone's, so its calendar and contact fields are audited at that width too.
 */
describe('the tire hotel flow', () => {
  it("searches: plate rules, Enter submits, an unknown plate says so with a link to book service; a code that cannot be sent shows the server's message", async () => {
    const { context, page } = await openFlow('desktop')
    expect(await heading(page)).toBe('Fyll i ditt registreringsnummer')
    await expectAxeClean(page)
    await page.fill('[data-registration]', 'z')
    expect(await page.locator('[data-search]').isDisabled()).toBe(true)
    await page.press('[data-registration]', 'Enter')
    expect(await page.locator('[data-tire-hotel]').getAttribute('data-view')).toBe('search')
    await page.fill('[data-registration]', 'zzz 9999')
    expect(await page.inputValue('[data-registration]')).toBe('ZZZ9999')
    await page.fill('[data-registration]', 'zz z999')
    expect(await page.inputValue('[data-registration]')).toBe('ZZZ999')
    expect(await page.locator('[data-search]').isDisabled()).toBe(false)
    await page.press('[data-registration]', 'Enter')
    const error = page.locator('[data-search-error="notFound"]')
    await error.waitFor()
    expect(await error.innerText()).toContain(
      'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
    )
    expect(await error.getByRole('link', { name: 'Boka service' }).getAttribute('href')).toBe(
      '/service/boka-service',
    )
    // Nothing typed is lost, and the field is where the visitor goes on.
    expect(await page.inputValue('[data-registration]')).toBe('ZZZ999')
    expect(await activeElement(page, 'id')).toBe('tire-hotel-registration')
    expect(await page.locator('[data-registration]').getAttribute('aria-invalid')).toBe('true')
    await expectAxeClean(page)

    // A plate with an agreement, and a code the server will not send: its message, in the login view.
    await page.route('**/api/tirehotel/authorization/login**', (route) =>
      route.fulfill({
        status: 429,
        json: { message: 'Du har begärt för många koder. Vänta en stund och försök igen.' },
      }),
    )
    await page.fill('[data-registration]', 'DHT101')
    await page.press('[data-registration]', 'Enter')
    await shownView(page, 'login')
    await page.click('[data-send-code]')
    const refused = page.locator('[data-login-error]')
    await refused.waitFor()
    expect(await refused.innerText()).toBe('Du har begärt för många koder. Vänta en stund och försök igen.')
    expect(await page.locator('[data-tire-hotel]').getAttribute('data-view')).toBe('login')
    await expectAxeClean(page)
    await page.click('[data-back]')
    await shownView(page, 'search')
    expect(await storedSession(page)).toBeNull()
    await context.close()
  })

  it(
    'logs in with the texted code, shows the tires, books a wheel change, takes a review and logs out',
    { ...smoke, timeout: walk },
    async () => {
      const agreement = wornAgreement(0)
      const regNo = agreement.vehicles[0].regNo
      const { context, page } = await openFlow('desktop')

      await page.fill('[data-registration]', regNo.toLowerCase())
      await page.click('[data-search]')
      await shownView(page, 'login')
      expect(await heading(page)).toBe('Logga in med engångskod')
      const phoneEnd = canonicalPhone(agreement.phone).slice(-2)
      expect(await page.locator('[data-login]').innerText()).toMatch(
        new RegExp(`En kod kommer skickas till\\s+\\*+${phoneEnd}`),
      )
      await expectAxeClean(page)

      await page.click('[data-send-code]')
      await shownView(page, 'validate')
      expect(await heading(page)).toBe('Fyll i koden nedan')
      expect(await page.locator('[data-verify]').isDisabled()).toBe(true)
      await expectAxeClean(page)
      const texted = await textedMessage(agreement.phone)
      const wrong = `${texted.code.slice(0, 3)}${(Number(texted.code[3]) + 1) % 10}`

      // The boxes' keyboard rules: digits only, on to the next box; Backspace and arrows move back and forth.
      await page.focus('[data-code-box="0"]')
      await page.keyboard.type('a1')
      expect(await codeInBoxes(page)).toEqual(['1', '', '', ''])
      expect(await activeElement(page, 'data-code-box')).toBe('1')
      await page.keyboard.type('23')
      expect(await activeElement(page, 'data-code-box')).toBe('3')
      expect(await page.locator('[data-verify]').isDisabled()).toBe(true)
      await page.keyboard.press('Backspace')
      expect(await codeInBoxes(page)).toEqual(['1', '2', '', ''])
      expect(await activeElement(page, 'data-code-box')).toBe('2')
      await page.keyboard.press('ArrowLeft')
      expect(await activeElement(page, 'data-code-box')).toBe('1')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      expect(await activeElement(page, 'data-code-box')).toBe('3')
      // A paste takes the first four digits of what was pasted.
      await pasteInto(page, '[data-code-box="2"]', `koden ${wrong}9`)
      expect(await codeInBoxes(page)).toEqual([...wrong])
      expect(await page.locator('[data-verify]').isDisabled()).toBe(false)

      await page.click('[data-verify]')
      const refused = page.locator('[data-code-error]')
      await refused.waitFor()
      expect(await refused.innerText()).toBe('Fel kod. Kontrollera koden och försök igen.')
      expect(await codeInBoxes(page)).toEqual([...wrong])
      expect(await activeElement(page, 'data-code-box')).toBe('0')
      await expectAxeClean(page)

      // The tester pastes the whole text message; its first four digits are the code.
      await pasteInto(page, '[data-code-box="0"]', texted.text)
      expect(await codeInBoxes(page)).toEqual([...texted.code])
      await page.click('[data-verify]')
      await shownView(page, 'loggedIn')
      expect(await heading(page)).toBe('Ditt fordon')
      const card = page.locator(`[data-vehicle="${regNo}"]`)
      expect(await card.locator('[data-tire]').count()).toBe(4)
      expect(await card.locator('[data-tire][data-worn]').count()).toBeGreaterThan(0)
      expect(await card.locator('[data-tires]').innerText()).toMatch(/\d+\/\d+ R\d+/)
      expect(await card.locator('[data-tires]').innerText()).toMatch(/\d+ mm/)
      expect(await card.locator('[data-package]').innerText()).toMatch(/^Däckhotell /)
      expect(await card.locator('[data-station]').innerText()).not.toBe('')
      const notice = card.locator('[data-worn-notice]')
      expect(await notice.innerText()).toContain('Vi rekommenderar att du byter däck')
      expect(await notice.getByRole('link', { name: 'Kontakta verkstaden' }).getAttribute('href')).toMatch(
        /^(mailto|tel):/,
      )
      expect(await page.locator('[data-logout]').isVisible()).toBe(true)
      expect(JSON.parse((await storedSession(page))!)).toMatchObject({
        customer: { regNo },
        validated: { status: 0, vehicles: [{ regNo }] },
      })
      await expectAxeClean(page)

      // The session outlives a reload: validated.status 0 goes straight to LoggedIn.
      await page.reload()
      await page.waitForSelector('[data-tire-hotel][data-hydrated]')
      await shownView(page, 'loggedIn')

      await page.click(`[data-book-wheel-change="${regNo}"]`)
      await shownView(page, 'booking')
      expect(await heading(page)).toBe('När vill du lämna in bilen?')
      const firstDate = page.locator('[data-calendar] [data-available]').first()
      await firstDate.waitFor()
      expect(await page.locator('[data-calendar] [data-date]').count()).toBe(42)
      const range = bookableRange(todayIn(stockholmTimeZone))
      const date = (await firstDate.getAttribute('data-date'))!
      expect(date >= range.first && date <= range.last).toBe(true)
      expect(await page.locator('[data-book]').isDisabled()).toBe(true)
      await expectAxeClean(page)
      await firstDate.click()
      await page.waitForSelector(`[data-chosen-date="${date}"]`)
      await page.waitForSelector('[data-time], [data-no-times]')
      const time = page.locator('[data-time]').first()
      const hasTimes = (await time.count()) > 0
      if (hasTimes) {
        await time.click()
        await page.waitForSelector('[data-chosen-time]')
      }
      await expectAxeClean(page)

      // A wrong mobile number says why once left, keeps what was typed and keeps the button off.
      await fillContact(page)
      await page.fill('[data-contact-field="phoneMobile"]', '070 12')
      await page.locator('[data-contact-field="email"]').focus()
      expect(await page.locator('[data-field-error="phoneMobile"]').innerText()).toBe(
        'Fyll i ett mobilnummer med 8–15 siffror',
      )
      expect(await page.inputValue('[data-contact-field="phoneMobile"]')).toBe('07012')
      expect(await page.locator('[data-book]').isDisabled()).toBe(true)
      await expectAxeClean(page)
      await page.fill('[data-contact-field="phoneMobile"]', '+46 70-111 22 33')
      expect(await page.inputValue('[data-contact-field="phoneMobile"]')).toBe('+46701112233')
      await page.fill('[data-contact-field="comment"]', 'Byt gärna ventiler')
      expect(await page.locator('[data-book]').isDisabled()).toBe(false)
      await page.click('[data-book]')

      await shownView(page, 'confirmation')
      expect(await heading(page)).toBe('Tack för din bokningsförfrågan')
      const id = await page.locator('[data-confirmation-id]').innerText()
      expect(id).not.toBe('')
      const appointment = await page.locator('[data-appointment]').innerText()
      expect(appointment).toMatch(hasTimes ? /kl\. \d{2}:\d{2}$/ : /verkstaden återkommer med tid$/)
      expect(await page.locator('[data-home]').getAttribute('href')).toBe('/')
      expect(await page.locator('[data-send-review]').isDisabled()).toBe(true)
      await expectAxeClean(page)

      await page.locator('label:has([data-star="4"])').click()
      expect(await page.locator('[data-send-review]').isDisabled()).toBe(false)
      await page.fill('#tire-hotel-review-comment', 'Smidigt')
      await page.click('[data-send-review]')
      await page.waitForSelector('[data-review-thanks]')
      expect(await page.locator('[data-review-thanks]').innerText()).toBe('Tack för din betygsättning')
      await expectAxeClean(page)
      const reviews = await adminApi<{ docs: Array<{ rating: number; comment: string }> }>(
        await adminToken(),
        `/api/tire-hotel-reviews?where[regNo][equals]=${regNo}&limit=5`,
      )
      expect(reviews.body.docs).toContainEqual(expect.objectContaining({ rating: 4, comment: 'Smidigt' }))

      await page.click('[data-logout]')
      await shownView(page, 'search')
      expect(await storedSession(page)).toBeNull()
      expect(await page.locator('[data-logout]').count()).toBe(0)
      await context.close()
    },
  )

  it('waits, then says what the workshop cannot offer: no times, taken time, failed times and dates', async () => {
    // A logged-in session as validate leaves it; the booking calls it makes are answered here.
    const today = todayIn(stockholmTimeZone)
    const range = bookableRange(today)
    const offered = [range.first, range.last]
    const vehicle = {
      regNo: 'DHT999',
      name: 'Volvo V60',
      brand: 'Volvo',
      model: 'V60',
      brandCode: 'VO',
      productId: null,
      packageLevel: 'Däckhotell Bas',
      location: {
        locationName: 'Testverkstaden',
        departmentName: 'Testverkstaden Verkstad',
        erpId: 'TEST-1',
        phone: '08-123 456 78',
        email: 'verkstad@example.se',
      },
      tires: [],
    }
    const session = {
      customer: { encryptedPhoneNumber: 'sealed', obfuscatedPhoneNumber: '********99', regNo: 'DHT999' },
      credentials: { authorizationToken: 'authorization', sessionToken: 'session' },
      validated: { status: 0, vehicles: [vehicle] },
    }
    const { context, page } = await openFlow('mobile', session)
    await shownView(page, 'loggedIn')
    expect(await page.locator('[data-worn-notice]').count()).toBe(0)

    const held: Array<() => void> = []
    const hold = () => new Promise<void>((resolve) => held.push(resolve))
    // Answers the call held longest, once the page's call has reached the route (it may still be on
    // its way when the loading text shows).
    const release = async () => {
      await expect.poll(() => held.length).toBeGreaterThan(0)
      held.shift()!()
    }
    let datesAnswer: (route: Route) => Promise<void> = async (route) => {
      await hold()
      await route.fulfill({ json: { availableDates: offered.map((date) => ({ date })) } })
    }
    let timesAnswer: (route: Route) => Promise<void> = async (route) => {
      await hold()
      await route.fulfill({ json: { availableTimeSlotDates: [{ date: range.first, startTime: [] }] } })
    }
    const bodies: unknown[] = []
    await page.route('**/api/tirehotel/booking/GetTimeslotDays**', (route) => {
      bodies.push(route.request().postDataJSON())
      return datesAnswer(route)
    })
    await page.route('**/api/tirehotel/booking/GetTimeslots**', (route) => timesAnswer(route))
    await page.route('**/api/tirehotel/booking/create**', (route) =>
      route.fulfill({
        status: 409,
        json: { message: 'Tiden är inte tillgänglig, vänligen välj en annan tid' },
      }),
    )

    await page.click('[data-book-wheel-change="DHT999"]')
    await shownView(page, 'booking')
    expect(await page.locator('[data-dates-loading]').innerText()).toBe('Hämtar datum...')
    await release()
    await page.locator(`[data-date="${range.first}"][data-available]`).click()
    // The vehicle's brandCode travels as regNo, the range is the bookable one.
    expect(bodies[0]).toEqual({ startDate: range.first, endDate: range.last, regNo: 'VO' })
    expect(await page.locator('[data-times-loading]').innerText()).toBe('Hämtar tider...')
    await release()
    expect(await page.locator('[data-no-times]').innerText()).toBe('Verkstaden återkommer med tid')
    await expectAxeClean(page)

    // No times: the booking goes without one; the server's refusal shows in red, nothing typed is lost.
    await fillContact(page)
    expect(await page.locator('[data-book]').isDisabled()).toBe(false)
    await page.click('[data-book]')
    const refused = page.locator('[data-booking-error]')
    await refused.waitFor()
    expect(await refused.innerText()).toBe('Tiden är inte tillgänglig, vänligen välj en annan tid')
    expect(await page.inputValue('[data-contact-field="firstName"]')).toBe('Anna')
    await expectAxeClean(page)

    // "Ändra datum" clears the choice; a failed times call says so and keeps the booking off.
    timesAnswer = (route) => route.fulfill({ status: 503, json: { message: 'nere' } })
    await page.click('[data-change-date]')
    // The last bookable date is months ahead: the calendar pages there.
    for (
      let month = 0;
      month < 4 && (await page.locator(`[data-date="${range.last}"]`).count()) === 0;
      month++
    )
      await page.click('[data-next-month]')
    await page.locator(`[data-date="${range.last}"][data-available]`).click()
    expect(await page.locator('[data-times-failed]').innerText()).toBe(
      'Kunde inte hämta tider för valt datum.',
    )
    expect(await page.locator('[data-book]').isDisabled()).toBe(true)

    // "Tillbaka" returns to LoggedIn; the dates call failing or offering nothing has its own words.
    await page.click('[data-back]')
    await shownView(page, 'loggedIn')
    datesAnswer = (route) => route.fulfill({ status: 503, json: { message: 'nere' } })
    await page.click('[data-book-wheel-change="DHT999"]')
    expect(await page.locator('[data-dates-failed]').innerText()).toBe('Ett fel uppstod')
    await page.click('[data-back]')
    datesAnswer = (route) => route.fulfill({ json: { availableDates: [] } })
    await page.click('[data-book-wheel-change="DHT999"]')
    const none = page.locator('[data-no-dates]')
    expect(await none.innerText()).toContain(
      'Det finns för närvarande inga tillgängliga tider på din verkstad.',
    )
    expect(await none.getByRole('link', { name: '08-123 456 78' }).getAttribute('href')).toBe(
      'tel:0812345678',
    )
    expect(await none.getByRole('link', { name: 'verkstad@example.se' }).count()).toBe(1)
    await expectAxeClean(page)
    await context.close()
  })
})

describe('the tire hotel on a phone', () => {
  it('shows tread depth and status of every tire on the screen, and the station’s phone and e-mail unbroken', async () => {
    const wheel = (threadDepth: number, worn: boolean) => ({
      name: 'Michelin Pilot Alpin 5 SUV',
      rimDiameter: 19,
      sectionWidth: 235,
      threadPattern: 'Vinterdäck, odubbat',
      threadDepth,
      aspectRatio: 55,
      threadStatusId: worn ? 1 : 3,
      threadStatusMessage: worn ? 'Slitet, byte rekommenderas' : 'Bra',
    })
    const vehicle = {
      regNo: 'DHT998',
      name: 'Volvo XC60 Recharge',
      brand: 'Volvo',
      model: 'XC60',
      brandCode: 'VO',
      productId: null,
      packageLevel: 'Däckhotell Premium',
      location: {
        locationName: 'Automotive Stockholm Kungens Kurva',
        departmentName: 'Automotive Stockholm Kungens Kurva Verkstad',
        erpId: 'TEST-2',
        phone: '08-123 456 78',
        email: 'verkstad.kungenskurva@automotive.se',
      },
      tires: ['Vänster fram', 'Höger fram', 'Vänster bak', 'Höger bak'].map((equipmentPosition, index) => ({
        equipmentPosition,
        wheel: wheel(index < 2 ? 2.5 : 6, index < 2),
      })),
    }
    const session = {
      customer: { encryptedPhoneNumber: 'sealed', obfuscatedPhoneNumber: '********98', regNo: 'DHT998' },
      credentials: { authorizationToken: 'authorization', sessionToken: 'session' },
      validated: { status: 0, vehicles: [vehicle] },
    }
    const { context, page } = await openFlow('mobile', session)
    await shownView(page, 'loggedIn')
    await page.locator('[data-worn-notice]').waitFor()
    // Every tread depth and status lies inside the screen without scrolling the table sideways.
    const cells = page.locator('[data-tires] [data-tread-depth], [data-tires] [data-tread-status]')
    expect(await cells.count()).toBe(8)
    const rightEdges = await cells.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().right),
    )
    for (const right of rightEdges) expect(right).toBeLessThanOrEqual(viewports.mobile.width)
    // Phone and e-mail each on one line (a wrapped link has one box per line).
    const lines = await page
      .locator('[data-station] a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getClientRects().length]))
    expect(lines).toEqual([
      ['08-123 456 78', 1],
      ['verkstad.kungenskurva@automotive.se', 1],
    ])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.mobile.width,
    )
    await context.close()
  })
})

/** Ten wrong four-digit codes checked for the plate through the API: its monthly bound is used up. */
async function useUpFourDigitChecks(regNo: string) {
  for (let round = 0; round < 2; round++) {
    const found = await requestSite('automotive-se', `/api/tirehotel/authorization/search?regNo=${regNo}`)
    const { encryptedPhoneNumber } = JSON.parse(found.body) as { encryptedPhoneNumber: string }
    const login = await requestSite(
      'automotive-se',
      `/api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(encryptedPhoneNumber)}`,
      { method: 'POST' },
    )
    const { authorizationToken } = JSON.parse(login.body) as { authorizationToken: string }
    for (let index = 0; index < 5; index++)
      await requestSite(
        'automotive-se',
        `/api/tirehotel/authorization/validate?authToken=${encodeURIComponent(authorizationToken)}&otpToken=000${index}`,
        { method: 'POST' },
      )
  }
}

describe('the tire hotel flow after a guessing attack', () => {
  it('shows eight boxes for the step-up code, and the owner logs in with it', { timeout: walk }, async () => {
    const agreement = wornAgreement(3)
    const regNo = agreement.vehicles[0].regNo
    await useUpFourDigitChecks(regNo)
    const { context, page } = await openFlow('desktop')
    await page.fill('[data-registration]', regNo)
    await page.click('[data-search]')
    await shownView(page, 'login')
    await page.click('[data-send-code]')
    await shownView(page, 'validate')
    expect(await page.locator('[data-code-box]').count()).toBe(8)
    await expectAxeClean(page)
    const texted = await textedMessage(agreement.phone)
    expect(texted.code).toMatch(/^\d{8}$/)
    // The phone's one-time-code autofill puts the whole code in the first box.
    await page.locator('[data-code-box="0"]').fill(texted.code)
    expect(await codeInBoxes(page)).toEqual([...texted.code])
    await page.click('[data-verify]')
    await shownView(page, 'loggedIn')
    await context.close()
  })
})

describe('the tire hotel flow with the keyboard only', () => {
  it(
    'logs in, books a wheel change for the second of two cars and rates it without a pointer',
    { timeout: walk },
    async () => {
      const { context, page } = await openFlow('desktop')
      const tabTo = (selector: string) => tabToElement(page, selector)
      const [first, second] = agreementOf('DHT303').vehicles.map((vehicle) => vehicle.regNo)
      await tabTo('[data-registration]')
      await page.keyboard.type(first.toLowerCase())
      await page.keyboard.press('Enter')
      await shownView(page, 'login')
      await tabTo('[data-send-code]')
      await page.keyboard.press('Enter')
      await shownView(page, 'validate')
      const { code } = await textedMessage(agreementOf('DHT303').phone)
      await tabTo('[data-code-box="0"]')
      await page.keyboard.type(code)
      await page.keyboard.press('Enter')
      await shownView(page, 'loggedIn')
      expect(await page.locator('[data-vehicle]').count()).toBe(2)
      await tabTo(`[data-book-wheel-change="${second}"]`)
      await page.keyboard.press('Enter')
      await shownView(page, 'booking')
      await page.waitForSelector('[data-calendar] [data-available]')
      await tabTo('[data-calendar] [data-available]')
      await page.keyboard.press('Enter')
      // Each choice moves the focus to the next heading as soon as its key is handled, so a quick
      // Tab after it starts from there.
      expect(await activeElement(page, 'id')).toBe('tire-hotel-time-heading')
      await page.waitForSelector('[data-time], [data-no-times]')
      if ((await page.locator('[data-time]').count()) > 0) {
        await tabTo('[data-time]')
        await page.keyboard.press('Enter')
        expect(await activeElement(page, 'id')).toBe('tire-hotel-contact-heading')
        await page.waitForSelector('[data-chosen-time]')
      }
      // Enter while a field is missing: the first wrong one takes the focus and says why.
      await tabTo('[data-contact-field="firstName"]')
      await page.keyboard.type('Tangent')
      await page.keyboard.press('Enter')
      expect(await activeElement(page, 'data-contact-field')).toBe('lastName')
      expect(await page.locator('[data-field-error="lastName"]').innerText()).toBe('Fyll i efternamn')
      for (const value of ['Bord', '0701234567', `keys.${Date.now()}@example.se`]) {
        await page.keyboard.type(value)
        await page.keyboard.press('Tab')
      }
      await tabTo('[data-book]')
      await page.keyboard.press('Enter')
      await shownView(page, 'confirmation')
      await tabTo('[data-star]')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      expect(await page.locator('[data-star="3"]').isChecked()).toBe(true)
      await tabTo('[data-send-review]')
      await page.keyboard.press('Enter')
      await page.waitForSelector('[data-review-thanks]')
      expect(await focused(page, '[data-review-thanks]')).toBe(true)
      await tabTo('[data-logout]')
      await page.keyboard.press('Enter')
      await shownView(page, 'search')
      await context.close()
    },
  )
})
