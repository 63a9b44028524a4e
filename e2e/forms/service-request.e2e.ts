import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceRequestTexts as t } from '../../src/blocks/service-request-form/texts'
import { carServiceTypes, motorcycleServiceTypes } from '../../src/lib/forms/lead-fields'
import { motorcycleDealerId } from '../../src/seed/blocks/forms'
import { axeViolations } from '../support/axe'
import { launchBrowser } from '../support/browser'
import { dataLayerEvents } from '../detail/support'
import { fieldErrors, focusedName, leadsOf, openForm, watchPosts } from './support'
import { smoke } from '../support/tags'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const site = 'automotive-no'
const root = '[data-service-request-form]'
const carPath = '/service/serviceforesporsel'
const motorcyclePath = '/service/mc-service'
// What the form checks, sends and says is the same at any width: its tests run at one.
const open = (path = carPath) => openForm(browser, 'desktop', site, path, root)

/** Today as the browser (the visitor) counts it, plus some days. */
const browserDay = (page: Page, days = 0) =>
  page.evaluate((offset) => {
    const date = new Date()
    date.setDate(date.getDate() + offset)
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      date,
    )
  }, days)

const visitor = {
  regno: 'ev12345',
  milage: '45000',
  customerName: 'Ola Nordmann',
  customerPhone: '+47 912 34 567',
  customerEmail: 'ola@example.no',
  description: 'Bremsene hviner.',
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await page.locator(`${root} [name="${name}"]`).fill(value)
}
const submit = (page: Page) => page.locator(`${root} button[type="submit"]`).click()
const tick = (page: Page, name: string, value?: string) =>
  page.locator(`${root} input[name="${name}"]${value ? `[value="${value}"]` : ''}`).check()

async function fillValid(page: Page) {
  await fill(page, { ...visitor, date: await browserDay(page, 2) })
  await tick(page, 'gdpr')
  await tick(page, 'newsletter')
}

/** Everything the form needs, without the newsletter box: marketing consent is a free choice. */
async function fillRequired(page: Page) {
  await page.locator(`${root} select[name="dealerId"]`).selectOption({ index: 1 })
  await fill(page, { ...visitor, date: await browserDay(page, 2) })
  await tick(page, 'gdpr')
}

describe('Norwegian service request at 1440 px', () => {
  it('offers the workshop dealers and the 11 service types; names every broken rule in Norwegian; axe-clean', async () => {
    const page = await open()
    const { posts } = await watchPosts(page)
    const dealers = await page.locator(`${root} select[name="dealerId"] option`).allTextContents()
    expect(dealers[0]).toBe(t.chooseDealer)
    expect(dealers.length).toBeGreaterThan(1)
    expect(
      await page
        .locator(`${root} input[name="services"]`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([...carServiceTypes])
    // The date cannot be before today (the visitor's today).
    expect(await page.locator(`${root} [name="date"]`).getAttribute('min')).toBe(await browserDay(page))
    await submit(page)
    expect(await fieldErrors(page)).toEqual({
      dealerId: t.messages.dealerId,
      regno: t.messages.regno,
      milage: t.messages.milage,
      date: t.messages.date,
      customerName: t.messages.customerName,
      customerPhone: t.messages.customerPhone,
      customerEmail: t.messages.customerEmail,
      gdpr: t.messages.gdpr,
    })
    expect(await focusedName(page)).toBe('dealerId')
    expect(await page.locator(`${root} [data-form-alert="invalid"]`).textContent()).toBe(t.invalid)
    expect(await axeViolations(page, root)).toEqual([])
    // Yesterday, a negative mileage and a phone of letters stay refused; the rest is accepted.
    await page.locator(`${root} select[name="dealerId"]`).selectOption({ index: 1 })
    await fill(page, {
      ...visitor,
      milage: '-3',
      customerPhone: 'ring meg',
      date: await browserDay(page, -1),
    })
    await tick(page, 'gdpr')
    await submit(page)
    expect(Object.keys(await fieldErrors(page))).toEqual(['milage', 'date', 'customerPhone'])
    expect(await focusedName(page)).toBe('milage')
    expect(posts).toHaveLength(0)
    await page.context().close()
  })

  it('sends the request without the newsletter box ticked: marketing consent is a free choice, the GDPR consent is required', async () => {
    const page = await open()
    const { posts } = await watchPosts(page)
    const newsletter = page.locator(`${root} input[name="newsletter"]`)
    const gdpr = page.locator(`${root} input[name="gdpr"]`)
    expect(await gdpr.getAttribute('aria-required')).toBe('true')
    expect(await newsletter.getAttribute('aria-required')).toBeNull()
    expect(
      await page.locator(`${root} label`, { has: page.locator('input[name="newsletter"]') }).innerText(),
    ).not.toMatch(/\*/)
    await fillRequired(page)
    await submit(page)
    await page.locator(`${root} [data-form-success]`).waitFor()
    expect(posts).toHaveLength(1)
    expect(posts[0].values).toMatchObject({ gdpr: true, newsletter: false })
    const [lead] = await leadsOf(String(posts[0].formSubmissionId))
    expect(lead.values).toMatchObject({ newsletter: false })
    await page.context().close()
  })

  it(
    "sends the request to the chosen dealer's address; a thank-you replaces the form; tracked",
    smoke,
    async () => {
      const page = await open()
      const { posts, release } = await watchPosts(page, { hold: true })
      await page.locator(`${root} select[name="dealerId"]`).selectOption({ index: 2 })
      await tick(page, 'services', 'Hjulskift')
      // "Annet" opens the free-text field.
      expect(await page.locator(`${root} [name="other"]`).count()).toBe(0)
      await tick(page, 'services', 'Annet')
      await fill(page, { other: 'Lyd fra hjulet' })
      await fillValid(page)
      await submit(page)
      await expect.poll(() => page.locator(root).getAttribute('data-status')).toBe('submitting')
      expect(await page.locator(`${root} button[type="submit"]`).textContent()).toBe(t.submitting)
      release()
      await page.locator(`${root} [data-form-success]`).waitFor()
      expect(await page.locator(`${root} form`).count()).toBe(0)
      expect(await page.locator(`${root} [data-form-success]`).textContent()).toBe(
        `${t.thanksHeading}${t.thanks}`,
      )
      expect(await axeViolations(page, root)).toEqual([])
      const values = posts[0].values as Record<string, unknown>
      expect(posts[0].formName).toBe(`${site}ServiceRequestForm`)
      expect(values).toMatchObject({
        services: ['Hjulskift', 'Annet'],
        other: 'Lyd fra hjulet',
        regno: 'EV12345',
        milage: 45000,
        gdpr: true,
        newsletter: true,
        typeMC: false,
      })
      expect(String(values.siteEmail)).toMatch(/@/)
      const [lead] = await leadsOf(String(posts[0].formSubmissionId))
      expect(lead).toMatchObject({ recipientEmail: values.siteEmail, recipientName: values.siteName })
      expect(await dataLayerEvents(page, 'form_interaction')).toEqual([
        expect.objectContaining({ lead_name: `${site}ServiceRequestForm`, lead_type: 'service' }),
      ])
      await page.context().close()
    },
  )

  it('says "Noe gikk galt, vennligst prøv igjen senere." on failure and keeps every value', async () => {
    const page = await open()
    await page.route('**/api/forms/comhub', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.locator(`${root} select[name="dealerId"]`).selectOption({ index: 1 })
    await tick(page, 'services', 'Service')
    await fillValid(page)
    await submit(page)
    const error = page.locator(`${root} [data-form-alert="error"] p`)
    await error.waitFor({ timeout: 15_000 })
    expect(await error.textContent()).toBe('Noe gikk galt, vennligst prøv igjen senere.')
    expect(await axeViolations(page, root)).toEqual([])
    for (const [name, value] of Object.entries({ ...visitor, regno: 'EV12345' }))
      expect(await page.locator(`${root} [name="${name}"]`).inputValue()).toBe(value)
    expect(await page.locator(`${root} input[value="Service"]`).isChecked()).toBe(true)
    expect(await page.locator(`${root} input[name="gdpr"]`).isChecked()).toBe(true)
    expect(await page.locator(`${root} button[type="submit"]`).isDisabled()).toBe(false)
    await page.context().close()
  })

  it('has a motorcycle variant with its 3 types and its one dealer', async () => {
    const page = await open(motorcyclePath)
    const { posts } = await watchPosts(page)
    expect(await page.locator(root).getAttribute('data-variant')).toBe('motorcycle')
    expect(await page.locator(`${root} select[name="dealerId"]`).count()).toBe(0)
    expect(await page.locator(`${root} [data-mc-dealer]`).textContent()).toMatch(/^Forhandler: .+, .+$/)
    expect(
      await page
        .locator(`${root} input[name="services"]`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([...motorcycleServiceTypes])
    await tick(page, 'services', 'Bestille service')
    await fillValid(page)
    await submit(page)
    await page.locator(`${root} [data-form-success]`).waitFor()
    expect(posts[0].values).toMatchObject({
      dealerId: motorcycleDealerId(site),
      typeMC: true,
      services: ['Bestille service'],
    })
    const [lead] = await leadsOf(String(posts[0].formSubmissionId))
    expect(lead.recipientEmail).toBe((posts[0].values as { siteEmail: string }).siteEmail)
    await page.context().close()
  })
})
