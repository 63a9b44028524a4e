import { describe, expect, it } from 'vitest'
import { defaultFinanceConfig, financeConfigFrom, type FinanceConfig } from './config'
import { financeProducts, quoteDetails, representativeExample, termsAndConditions } from './present'
import { ageInYears, paymentBounds, quote, type Quote, type QuoteRequest, type QuoteVehicle } from './quote'
import { guaranteedFutureValue, retainedShare } from './residual'

// 12 % nominal (1 % a month) keeps the worked examples checkable by hand.
const config: FinanceConfig = financeConfigFrom(
  JSON.stringify({ hp: { annualRatePercent: 12, optionToPurchaseFee: 0 }, pcp: { annualRatePercent: 12 } }),
)
const car: QuoteVehicle = { price: 10_000, mileage: 20_000, ageYears: 2 }

function quoted(request: QuoteRequest, vehicle = car, settings = config): Quote {
  const result = quote(settings, vehicle, request)
  if (!result.ok) throw new Error(result.userMessage)
  return result.quote
}

describe('Hire Purchase', () => {
  it('amortises the credit in equal payments (worked example)', () => {
    // credit 10 000 − 1 000 = 9 000; 9 000 · 0.01 / (1 − 1.01^−12 = 0.112551) = 799.64
    // payable 1 000 + 12 · 799.64 = 10 595.68; charge 595.68; flat rate 595.68 / 9 000 / 1 year = 6.62 %;
    // APR = 1.01^12 − 1 = 12.68 % → 12.7
    expect(
      quoted({ family: 'HP', term: 12, calculation: 'ToRegularPayment', cashDeposit: 1000 }),
    ).toMatchObject({
      deposit: 1000,
      totalAmountOfCredit: 9000,
      numberOfMonthlyPayments: 12,
      monthlyPayment: 799.64,
      finalPayment: null,
      totalAmountPayable: 10_595.68,
      totalChargeForCredit: 595.68,
      fixedRatePercent: 6.62,
      aprPercent: 12.7,
    })
  })

  it('adds the option-to-purchase fee to the charge for credit and the APR', () => {
    const withFee = quoted(
      { family: 'HP', term: 12, calculation: 'ToRegularPayment', cashDeposit: 1000 },
      car,
      {
        ...config,
        hp: { ...config.hp, optionToPurchaseFee: 100 },
      },
    )
    expect(withFee.totalChargeForCredit).toBe(695.68)
    expect(withFee.aprPercent).toBeGreaterThan(12.7)
  })

  it('has no charge for credit at 0 %', () => {
    const free = { ...config, hp: { ...config.hp, annualRatePercent: 0 } }
    // 9 000 / 12 = 750
    expect(
      quoted({ family: 'HP', term: 12, calculation: 'ToRegularPayment', cashDeposit: 1000 }, car, free),
    ).toMatchObject({
      monthlyPayment: 750,
      totalChargeForCredit: 0,
      fixedRatePercent: 0,
      aprPercent: 0,
    })
  })

  it('uses the default deposit share when none is given', () => {
    expect(quoted({ family: 'HP', term: 24, calculation: 'ToRegularPayment' }).deposit).toBe(1000)
  })

  it('finds the deposit from a payment (ToCashDeposit) and back', () => {
    const result = quoted({ family: 'HP', term: 12, calculation: 'ToCashDeposit', regularPayment: 799.64 })
    expect(result.deposit).toBeCloseTo(1000, 0)
    expect(result.monthlyPayment).toBe(799.64)
  })
})

describe('the residual value model', () => {
  it('depreciates by the age band month by month, then adjusts for mileage', () => {
    // ages 2→3 at 15 %, 3→5 at 12 %: 0.85 · 0.88² = 0.65824
    expect(retainedShare(config.residual, 2, 36, 10_000)).toBeCloseTo(0.65824, 6)
    // 5 000 miles a year above the standard: −5 %
    expect(retainedShare(config.residual, 2, 36, 15_000)).toBeCloseTo(0.65824 * 0.95, 6)
    // 20 000 · 0.65824 · 0.9 guaranteed = 11 848.32 → 11 848
    expect(guaranteedFutureValue(config.residual, { price: 20_000, ageYears: 2 }, 36, 10_000)).toBe(11_848)
  })
})

describe('Personal Contract Purchase', () => {
  const pcpCar = { price: 20_000, mileage: 20_000, ageYears: 2 }

  it('pays term − 1 payments and the guaranteed future value as the final payment (worked example)', () => {
    // GFV 11 848 (above); its value now 11 848 / 1.01^36 (1.430769) = 8 280.86;
    // (18 000 − 8 280.86) · 0.01 / (1 − 1.01^−35 = 0.294086) = 330.49;
    // payable 2 000 + 35 · 330.49 + 11 848 + 10 fee = 25 425.15; charge 5 425.15;
    // flat (35 · 330.49 + 11 848 − 18 000) / 18 000 / 3 = 10.03 %
    const result = quoted(
      { family: 'PCP', term: 36, calculation: 'ToRegularPayment', cashDeposit: 2000, annualMileage: 10_000 },
      pcpCar,
    )
    expect(result).toMatchObject({
      numberOfMonthlyPayments: 35,
      monthlyPayment: 330.49,
      guaranteedFutureValue: 11_848,
      finalPayment: 11_858,
      optionToPurchaseFee: 10,
      totalAmountPayable: 25_425.15,
      totalChargeForCredit: 5425.15,
      fixedRatePercent: 10.03,
      annualMileage: 10_000,
      excessMileagePence: 8,
    })
    // With no fee the APR would be 12.68 %; the 10 fee lifts it a little.
    expect(result.aprPercent).toBeGreaterThanOrEqual(12.7)
    expect(result.aprPercent).toBeLessThan(12.8)
  })

  it('costs less a month with a lower annual mileage (a higher guaranteed value)', () => {
    const at = (annualMileage: number) =>
      quoted({ family: 'PCP', term: 36, calculation: 'ToRegularPayment', annualMileage }, pcpCar)
        .monthlyPayment
    expect(at(5000)).toBeLessThan(at(20_000))
  })

  it('refuses a car too old at the end of even the shortest term', () => {
    const old = { price: 8000, mileage: 60_000, ageYears: 9 }
    const result = quote(config, old, { family: 'PCP', term: 36, calculation: 'ToRegularPayment' })
    expect(result).toEqual({
      ok: false,
      userMessage: expect.stringContaining("isn't available for this vehicle"),
    })
    expect(financeProducts(config, old).map((product) => product.FamilyKey)).toEqual(['HP'])
  })

  it('offers only the terms the vehicle can have: PCP at 24 months when 36 would end too old', () => {
    const ageing = { price: 12_000, mileage: 40_000, ageYears: 7.5 }
    const pcp = financeProducts(config, ageing).find((product) => product.FamilyKey === 'PCP')!
    expect(pcp.Term).toMatchObject({ Default: 24, Values: [24] })
    for (const term of pcp.Term.Values)
      expect(quote(config, ageing, { family: 'PCP', term, calculation: 'ToRegularPayment' }).ok).toBe(true)
  })
})

describe('impossible requests are messages, not throws', () => {
  const hp = (extra: Partial<QuoteRequest>): QuoteRequest => ({
    family: 'HP',
    term: 36,
    calculation: 'ToRegularPayment',
    ...extra,
  })

  it.each([
    [
      'a deposit above the price',
      hp({ cashDeposit: 12_000 }),
      'The deposit can’t be more than the cash price of £10,000.00.',
    ],
    [
      'a deposit above the product share',
      hp({ cashDeposit: 6000 }),
      'The deposit can be at most £5,000.00 for Hire Purchase on this vehicle.',
    ],
    ['a negative deposit', hp({ cashDeposit: -5 }), 'The deposit must be at least £0.00.'],
    [
      'a term the product lacks',
      hp({ term: 30 }),
      'Please choose a term of 12, 24, 36, 48 or 60 months for Hire Purchase.',
    ],
    [
      'a PCP mileage out of range',
      { ...hp({ family: 'PCP', annualMileage: 50_000 }) },
      'Please choose an annual mileage between 5,000 and 30,000 miles.',
    ],
    ['no payment to work from', hp({ calculation: 'ToCashDeposit' }), 'Please choose a monthly payment.'],
  ])('%s', (_case, request, message) => {
    expect(quote(config, car, request)).toEqual({ ok: false, userMessage: message })
  })

  it('says how low and how high the payment may go', () => {
    const bounds = paymentBounds(config, car, hp({}))!
    // at most 50 % deposit: credit 5 000; no deposit: credit 10 000 (at 1 %: 332.14 a month for 36)
    expect(bounds.maximum).toBeCloseTo(332.14, 2)
    expect(quote(config, car, hp({ calculation: 'ToCashDeposit', regularPayment: 20 }))).toEqual({
      ok: false,
      userMessage: `The monthly payment must be at least £${bounds.minimum.toFixed(2)} over 36 months.`,
    })
    expect(quote(config, car, hp({ calculation: 'ToCashDeposit', regularPayment: 400 }))).toEqual({
      ok: false,
      userMessage: 'The monthly payment can be at most £332.14 over 36 months.',
    })
  })

  it('refuses a credit under the lender’s minimum', () => {
    const cheap = { price: 2000, mileage: 1000, ageYears: 1 }
    expect(quote(config, cheap, hp({})).ok).toBe(false)
    expect(financeProducts(config, cheap)).toEqual([])
  })
})

describe('presentation', () => {
  it('defines each product with term, deposit, payment and, for PCP, annual mileage', () => {
    const [hp, pcp] = financeProducts(config, { price: 20_000, mileage: 20_000, ageYears: 2 })
    expect(hp).toMatchObject({
      Name: 'Hire Purchase',
      FamilyKey: 'HP',
      Term: { Locale: { DisplayValue: 'Term (months)' }, Default: 48, Values: [12, 24, 36, 48, 60] },
      Deposit: { Default: 2000, Minimum: 0, Maximum: 10_000 },
    })
    expect(hp.AnnualMileage).toBeUndefined()
    expect(pcp.FamilyKey).toBe('PCP')
    expect(pcp.AnnualMileage).toMatchObject({ Default: 10_000, Values: config.pcp.annualMileages })
    expect(pcp.Payment.Minimum).toBeLessThan(pcp.Payment.Default)
    expect(pcp.Payment.Default).toBeLessThan(pcp.Payment.Maximum)
  })

  it('states the totals a UK quote must state', () => {
    const result = quoted({ family: 'HP', term: 12, calculation: 'ToRegularPayment', cashDeposit: 1000 })
    expect(quoteDetails(result).map((detail) => [detail.Label, detail.DisplayValue])).toEqual([
      ['Cash price', '£10,000.00'],
      ['Deposit', '£1,000.00'],
      ['Total amount of credit', '£9,000.00'],
      ['Duration of agreement', '12 months'],
      ['12 monthly payments of', '£799.64'],
      ['Total charge for credit', '£595.68'],
      ['Total amount payable', '£10,595.68'],
      ['Fixed rate of interest (per annum)', '6.62%'],
      ['Representative APR', '12.7% APR'],
    ])
    expect(representativeExample(result)).toContain('12 monthly payments of £799.64')
    expect(termsAndConditions(result, 'Q-1', '2026-11-25T12:00:00Z')).toMatch(
      /^Quote Q-1 of 2026-11-25\. Hire Purchase provided by/,
    )
  })

  it('ages a car from its registration date', () => {
    expect(ageInYears(new Date('2024-11-25'), new Date('2026-11-25'))).toBeCloseTo(2, 2)
    expect(ageInYears(null, new Date())).toBe(0)
  })
})

describe('configuration', () => {
  it('overrides per product and refuses invalid values', () => {
    expect(financeConfigFrom(undefined)).toBe(defaultFinanceConfig)
    expect(financeConfigFrom('{"hp":{"annualRatePercent":7.9}}').hp).toEqual({
      ...defaultFinanceConfig.hp,
      annualRatePercent: 7.9,
    })
    expect(() => financeConfigFrom('{"hp":{"annualRatePercent":-1}}')).toThrow()
  })
})
