import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downPaymentRange, loanFigures, type LoanOption } from '../../src/services/finance/calculators/loan'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { dataLayerEvents, detailPath, findCar, findCars, type Car } from './support'

let browser: Browser
let loanCar: Car
beforeAll(async () => {
  browser = await launchBrowser()
  loanCar = await findCar('automotive-se', { car_has_loan: [true] })
})
afterAll(() => browser?.close())

const calculator = '[data-loan-calculator]'
const loanOption = () => loanCar.car_loan_option as LoanOption
const price = () => Number(loanCar.car_price)
const kronor = (value: number) => `${new Intl.NumberFormat('sv-SE').format(value).replace(/\u00a0/g, ' ')} kr`
const shownMonthly = async (page: Page) =>
  (await page.locator(`${calculator} [data-loan-monthly]`).innerText()).replace(/\s/g, ' ')

async function openLoan(page: Page, query = '') {
  await page.goto(siteUrl('automotive-se', `${detailPath('automotive-se', loanCar)}${query}`))
  await page.locator(`${calculator}[data-hydrated]`).waitFor()
}

const downPaymentBox = (page: Page) => page.locator(`${calculator} input[name="loan-down-payment-typed"]`)
const periodSlider = (page: Page) => page.locator(`${calculator} input[name="loan-period"]`)

// The calculator is laid out and behaves the same at either width: checked at desktop.
describe('the loan calculator on a Swedish car', () => {
  it('opens on the default period and minimum down payment, figures and disclaimer filled', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openLoan(page)
    const months = loanOption().default_contract_duration!.months
    const down = downPaymentRange(loanOption(), price(), months).min
    expect(await downPaymentBox(page).inputValue()).toBe(String(down))
    const figures = loanFigures(loanOption(), price(), { months, downPayment: down })
    expect(await shownMonthly(page)).toBe(`${kronor(figures.monthlyCost)} /mån`)
    const disclaimer = await page.locator(`${calculator} [data-loan-disclaimer]`).innerText()
    expect(disclaimer).toContain(`${months} månader`)
    expect(disclaimer).not.toMatch(/\{\d\}/)
    expect(await axeViolations(page, calculator)).toEqual([])
    await context.close()
  })

  it('clamps a typed down payment to the period’s maximum and again when a longer period allows less', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openLoan(page)
    // 48 months (at most 50 % down), then everything typed: the box takes the maximum.
    await periodSlider(page).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => new URL(page.url()).searchParams.get('loan')?.split(',')[0]).toBe('48')
    await downPaymentBox(page).fill('99999999')
    await downPaymentBox(page).press('Tab')
    const max48 = downPaymentRange(loanOption(), price(), 48).max
    await expect.poll(() => downPaymentBox(page).inputValue()).toBe(String(max48))
    // 72 months allow less: the down payment comes down to that maximum, in the box and the URL.
    await periodSlider(page).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    const max72 = downPaymentRange(loanOption(), price(), 72).max
    expect(max72).toBeLessThan(max48)
    await expect.poll(() => downPaymentBox(page).inputValue()).toBe(String(max72))
    expect(new URL(page.url()).searchParams.get('loan')).toBe(`72,${max72}`)
    const figures = loanFigures(loanOption(), price(), { months: 72, downPayment: max72 })
    expect(await shownMonthly(page)).toBe(`${kronor(figures.monthlyCost)} /mån`)
    await context.close()
  })
})

describe('the loan calculator’s down payment', () => {
  it('keeps a typed figure within the range as typed, and reaches the stated maximum by typing and by the slider', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openLoan(page)
    const months = loanOption().default_contract_duration!.months
    const range = downPaymentRange(loanOption(), price(), months)
    const box = downPaymentBox(page)
    const slider = page.locator(`${calculator} input[name="loan-down-payment"]`)
    // The stated bounds are the box's.
    expect(await box.getAttribute('max')).toBe(String(range.max))
    // A figure between the slider's 1000 steps stays as typed, in the box, the figures and the link.
    const typed = range.min + 1234
    expect(typed).toBeLessThan(range.max)
    await box.fill(String(typed))
    await box.press('Tab')
    await expect.poll(() => box.inputValue()).toBe(String(typed))
    expect(new URL(page.url()).searchParams.get('loan')).toBe(`${months},${typed}`)
    const figures = loanFigures(loanOption(), price(), { months, downPayment: typed })
    expect(await shownMonthly(page)).toBe(`${kronor(figures.monthlyCost)} /mån`)
    expect((await slider.getAttribute('aria-valuetext'))?.replace(/\s/g, ' ')).toBe(kronor(typed))
    // The slider's last position is the stated maximum, whatever the step.
    await slider.focus()
    await page.keyboard.press('End')
    await expect.poll(() => box.inputValue()).toBe(String(range.max))
    expect(new URL(page.url()).searchParams.get('loan')).toBe(`${months},${range.max}`)
    // And typed: the maximum itself is kept.
    await slider.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => box.inputValue()).toBe(String(range.min))
    await box.fill(String(range.max))
    await box.press('Tab')
    await expect.poll(() => box.inputValue()).toBe(String(range.max))
    expect(new URL(page.url()).searchParams.get('loan')).toBe(`${months},${range.max}`)
    await context.close()
  })
})

describe('the loan calculator’s shared link and tracking', () => {
  it('shows the calculation a shared ?loan= link carries, and falls back from a broken one', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    const down = downPaymentRange(loanOption(), price(), 36).min + 1000
    await openLoan(page, `?loan=36,${down}`)
    await expect.poll(() => downPaymentBox(page).inputValue()).toBe(String(down))
    const figures = loanFigures(loanOption(), price(), { months: 36, downPayment: down })
    expect(await shownMonthly(page)).toBe(`${kronor(figures.monthlyCost)} /mån`)
    await openLoan(page, '?loan=banana')
    const months = loanOption().default_contract_duration!.months
    expect(await downPaymentBox(page).inputValue()).toBe(
      String(downPaymentRange(loanOption(), price(), months).min),
    )
    await context.close()
  })

  it('sends one loan_calculator event after the sliders rest, only after a few moves', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await openLoan(page)
    await periodSlider(page).focus()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    // Three moves in a row make one event, with where the sliders came to rest (the minimum
    // number of moves is unit-tested in src/blocks/car-detail/finance/tracking.test.ts).
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => dataLayerEvents(page, 'loan_calculator')).toHaveLength(1)
    const [event] = await dataLayerEvents(page, 'loan_calculator')
    expect(event).toMatchObject({ loan_period: 48 })
    await context.close()
  })
})

describe('finance sections follow the car', () => {
  it('shows no loan calculator on a car without a loan option', async () => {
    const [car] = await findCars(
      'automotive-se',
      { car_has_loan: [false], car_has_companyleasing: [false], car_has_privateleasing: [false] },
      1,
    )
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', detailPath('automotive-se', car)))
    await page.locator('[data-contact-form]').waitFor()
    expect(await page.locator(calculator).count()).toBe(0)
    await context.close()
  })
})
