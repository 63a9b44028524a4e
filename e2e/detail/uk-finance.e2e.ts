import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { financeErrorText } from '../../src/services/finance/calculators/uk'
import { pounds } from '../../src/services/finance/engine/money'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, requestSite, siteUrl } from '../support/browser'
import { detailPath, findCars, type Car } from './support'
import { smoke } from '../support/tags'

let browser: Browser
let car: Car
beforeAll(async () => {
  browser = await launchBrowser()
  ;[car] = await findCars('automotive-uk', { car_is_used: [true] }, 1)
})
afterAll(() => browser?.close())

const calculator = '[data-finance-calculator]'
const openCar = (page: Page) => page.goto(siteUrl('automotive-uk', detailPath('automotive-uk', car)))

type QuoteParameters = { CalculationType: string; CashDeposit: number | null; RegularPayment: number | null }
/** The parameters of every quote the page asks for, in order. */
function recordQuotes(page: Page): QuoteParameters[] {
  const sent: QuoteParameters[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/codeweaver/cfd'))
      sent.push(JSON.parse(request.postData() ?? '{}').VehicleRequests[0].Parameters)
  })
  return sent
}

// The calculator is laid out and behaves the same at either width: each check runs at one.
describe('the UK finance calculator', () => {
  it('opens with the server’s quote; its links wait, in place, for the browser’s own stored quote', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/codeweaver/cfd', async (route: Route) => {
      await held
      await route.continue()
    })
    await openCar(page)
    const opened = page.locator(`${calculator}[data-finance-calculator="loaded"][data-hydrated]`)
    await opened.locator('[data-finance-detail="CashPrice"]').waitFor()
    const figures = await opened.locator('[data-finance-quote] dl').innerText()
    const apply = opened.locator('[data-finance-apply]')
    expect(await apply.getAttribute('aria-disabled')).toBe('true')
    expect(await apply.getAttribute('href')).toBeNull()
    expect(await axeViolations(page, calculator)).toEqual([])
    release()
    await opened.locator('[data-finance-apply][href]').waitFor()
    expect(await apply.getAttribute('href')).toMatch(/FQ-[A-Z0-9]{12}/)
    expect(await apply.getAttribute('aria-disabled')).toBeNull()
    expect(await opened.locator('[data-finance-quote] dl').innerText()).toBe(figures)
    expect(await axeViolations(page, calculator)).toEqual([])
    // Reserve and Part exchange open the page's own contact form too (no finance partner is
    // configured), the reference kept; no link leaves for a host that does not exist.
    const reference = (await apply.getAttribute('href'))!.match(/FQ-[A-Z0-9]{12}/)![0]
    for (const action of ['reserve', 'part-exchange'])
      expect(await opened.locator(`[data-finance-${action}]`).getAttribute('href')).toBe(
        `?quoteRef=${reference}#contact-form`,
      )
    // Apply opens the page's own contact form with the quote box ticked, its message naming the quote.
    await apply.click()
    await page.waitForURL(/\?quoteRef=FQ-[A-Z0-9]{12}#contact-quote$/)
    const form = page.locator('[data-contact-form][data-hydrated]')
    await expect.poll(() => form.locator('input[name="quote"]').isChecked()).toBe(true)
    await expect
      .poll(() => form.locator('textarea[name="message"]').inputValue())
      .toBe(`I would like to go ahead with finance quote ${reference}.`)
    await context.close()
  })

  it('apologises when the finance service cannot be reached', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.route('**/api/codeweaver/cfd', (route) => route.abort('connectionrefused'))
    await openCar(page)
    const failed = page.locator(`${calculator}[data-finance-calculator="error"]`)
    await failed.waitFor()
    expect(await failed.innerText()).toBe(financeErrorText)
    expect(await axeViolations(page, calculator)).toEqual([])
    await context.close()
  })
})

describe('the UK finance calculator’s quotes', () => {
  it(
    'quotes in the page’s HTML, and works out the payment from a moved deposit and the deposit from a moved payment',
    smoke,
    async () => {
      // The page's HTML already holds the default quote, so nothing moves when the island hydrates.
      const html = (await requestSite('automotive-uk', detailPath('automotive-uk', car))).body
      expect(html).toContain('data-finance-calculator="loaded"')
      expect(html).toMatch(/data-finance-detail="[^"]+"/)

      const { context, page } = await openPage(browser, 'desktop')
      const sent = recordQuotes(page)
      await openCar(page)
      // The browser's own quote of the opening figures is in: the links carry its reference.
      await page
        .locator('[data-finance-calculator="loaded"][data-hydrated] [data-finance-apply][href]')
        .waitFor()
      expect(sent.at(-1)).toMatchObject({ CalculationType: 'ToRegularPayment', RegularPayment: null })

      const reference = () => page.locator('[data-finance-apply]').getAttribute('href')
      let before = await reference()
      await page.locator(`${calculator} input[name="payment"]`).focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(reference).not.toBe(before)
      expect(sent.at(-1)).toMatchObject({ CalculationType: 'ToCashDeposit', CashDeposit: null })

      const quote = page.locator('[data-finance-quote]')
      const figures = await quote.innerText()
      before = await reference()
      await page.locator(`${calculator} input[name="deposit"]`).focus()
      await page.keyboard.press('ArrowRight')
      await expect.poll(reference).not.toBe(before)
      expect(sent.at(-1)).toMatchObject({ CalculationType: 'ToRegularPayment', RegularPayment: null })
      // The new quote's figures are shown.
      expect(await quote.innerText()).not.toBe(figures)
      await context.close()
    },
  )

  it('replaces the quote by the service’s message when it answers with an error, and shows it again on a good one', async () => {
    const { context, page } = await openPage(browser, 'mobile')
    await openCar(page)
    const quote = page.locator('[data-finance-quote]')
    await page
      .locator('[data-finance-calculator="loaded"][data-hydrated] [data-finance-apply][href]')
      .waitFor()

    // The next request asks for a deposit ten times the car's price: the real service answers
    // HasError with a user message, and the page hides the quote.
    let impossible = true
    await page.route('**/api/codeweaver/cfd', async (route) => {
      if (!impossible) return route.continue()
      impossible = false
      const body = JSON.parse(route.request().postData() ?? '{}')
      body.VehicleRequests[0].Parameters = {
        ...body.VehicleRequests[0].Parameters,
        CalculationType: 'ToRegularPayment',
        CashDeposit: Number(car.car_price) * 10,
        RegularPayment: null,
      }
      await route.continue({ postData: JSON.stringify(body) })
    })
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/codeweaver/cfd'))
    const deposit = page.locator(`${calculator} input[name="deposit"]`)
    await deposit.focus()
    await page.keyboard.press('ArrowRight')
    const answer = (await (await refused).json()).Vehicles[0]
    expect(answer).toMatchObject({ HasError: true })
    await quote.waitFor({ state: 'detached' })
    expect(await page.locator('[role="alert"][data-finance-refusal]').innerText()).toBe(
      answer.Error.UserMessage,
    )

    await page.keyboard.press('ArrowLeft')
    await quote.waitFor()
    expect(await page.locator('[data-finance-apply]').getAttribute('href')).toMatch(/FQ-[A-Z0-9]{12}/)
    expect(await page.locator('[data-finance-refusal]').count()).toBe(0)
    // The stored quote's terms (the finance API's legal call) are shown under it.
    await page.locator('[data-finance-terms]').waitFor()
    expect(await page.locator('[data-finance-terms] p').innerText()).toMatch(/^Quote FQ-[A-Z0-9]{12} of /)
    await context.close()
  })

  it('quotes the catalog’s price when the page’s requests are forged to a lower one', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    type Vehicle = Record<string, unknown>
    const forged = new Set<string>()
    const forge = (vehicle: Vehicle) => ({ ...vehicle, OnTheRoadPrice: 1000, Mileage: 0 })
    await page.route('**/api/codeweaver/{default,cfd}', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}')
      if (body.Vehicle) body.Vehicle = forge(body.Vehicle)
      for (const request of body.VehicleRequests ?? []) request.Vehicle = forge(request.Vehicle)
      forged.add(new URL(route.request().url()).pathname)
      await route.continue({ postData: JSON.stringify(body) })
    })
    await openCar(page)
    const opened = page.locator('[data-finance-calculator="loaded"][data-hydrated]')
    // The forged quote is in: the links carry its reference.
    await opened.locator('[data-finance-apply][href]').waitFor()
    const price = car.car_has_campaign_price ? car.car_campaign_price : car.car_price
    expect(await opened.locator('[data-finance-detail="CashPrice"] dd').innerText()).toBe(
      pounds(Number(price)),
    )
    expect([...forged]).toEqual(['/api/codeweaver/cfd'])
    await context.close()
  })
})
