import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  chooseFirstTimeFee,
  chooseMileage,
  companyLeasingFigures,
  firstTimeFeeRange,
  initialCompanyLeasingChoice,
  mileageOptions,
  parseCompanyLeasingOption,
  privateLeasingOffer,
  type CompanyLeasingOption,
} from '../../src/services/finance/calculators'
import { axeViolations } from '../support/axe'
import { launchBrowser, openPage, siteUrl } from '../support/browser'
import { detailPath, findCar, type Car } from './support'

let browser: Browser
let companyCar: Car
let privateCar: Car
beforeAll(async () => {
  browser = await launchBrowser()
  companyCar = await findCar('automotive-se', { car_has_companyleasing: [true] }, (car) => {
    const option = parseCompanyLeasingOption(car.car_company_leasing_option)
    return option !== null && mileageOptions(option).length > 1
  })
  privateCar = await findCar(
    'automotive-se',
    { car_has_privateleasing: [true] },
    (car) => (privateLeasingOffer(car.car_private_leasing_option)?.lines.length ?? 0) > 1,
  )
})
afterAll(() => browser?.close())

const leasing = '[data-company-leasing]'
const option = () => parseCompanyLeasingOption(companyCar.car_company_leasing_option) as CompanyLeasingOption
const kronor = (value: number) => `${new Intl.NumberFormat('sv-SE').format(value).replace(/\u00a0/g, ' ')} kr`
const shownMonthly = async (page: Page) =>
  (await page.locator(`${leasing} [data-leasing-monthly]`).innerText()).replace(/\s/g, ' ')
const feeBox = (page: Page) => page.locator(`${leasing} input[name="leasing-first-time-fee-typed"]`)

// The calculator is laid out and behaves the same at either width: checked at desktop.
describe('company leasing on a Swedish car', () => {
  it('opens on the default mileage, follows a mileage button and clamps a typed first-time fee', async () => {
    const { context, page } = await openPage(browser, 'desktop')
    await page.goto(siteUrl('automotive-se', detailPath('automotive-se', companyCar)))
    await page.locator(`${leasing}[data-hydrated]`).waitFor()

    const initial = initialCompanyLeasingChoice(option())
    expect(await page.locator(`${leasing} [aria-pressed="true"]`).getAttribute('data-leasing-mileage')).toBe(
      String(initial.mileage),
    )
    expect(await shownMonthly(page)).toBe(
      `${kronor(companyLeasingFigures(option(), initial).monthlyCost)} /mån`,
    )

    // Another mileage: its button is pressed and the monthly cost is that contract's.
    const other = mileageOptions(option()).find((mileage) => mileage !== initial.mileage)!
    await page.locator(`${leasing} [data-leasing-mileage="${other}"]`).click()
    const moved = chooseMileage(option(), initial, other)
    await expect
      .poll(() => page.locator(`${leasing} [aria-pressed="true"]`).getAttribute('data-leasing-mileage'))
      .toBe(String(other))
    expect(await shownMonthly(page)).toBe(
      `${kronor(companyLeasingFigures(option(), moved).monthlyCost)} /mån`,
    )

    // A fee above the contract's maximum comes back as the maximum.
    await feeBox(page).fill('99')
    await feeBox(page).press('Tab')
    const max = firstTimeFeeRange(option(), moved.mileage, moved.months).max
    await expect.poll(() => feeBox(page).inputValue()).toBe(String(max))
    const clamped = chooseFirstTimeFee(option(), moved, 99)
    expect(await shownMonthly(page)).toBe(
      `${kronor(companyLeasingFigures(option(), clamped).monthlyCost)} /mån`,
    )

    const disclaimer = page.locator(`${leasing} [data-leasing-disclaimer]`)
    if (option().disclaimer) expect(await disclaimer.innerText()).not.toMatch(/\{\w+\}/)
    expect(await axeViolations(page, leasing)).toEqual([])
    await context.close()
  })
})

describe('private leasing on a Swedish car', () => {
  it('shows the offer’s lines as the feed writes them', async () => {
    const offer = privateLeasingOffer(privateCar.car_private_leasing_option)!
    const { context, page } = await openPage(browser, 'mobile')
    await page.goto(siteUrl('automotive-se', detailPath('automotive-se', privateCar)))
    const lines = page.locator('[data-private-leasing] [data-private-leasing-line]')
    expect(
      await lines.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-private-leasing-line'))),
    ).toEqual(offer.lines.map((line) => line.key))
    for (const line of offer.lines)
      expect(await page.locator(`[data-private-leasing-line="${line.key}"] dd`).innerText()).toBe(line.value)
    await context.close()
  })
})
