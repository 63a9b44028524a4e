import { describe, expect, it } from 'vitest'
import {
  annuityPayment,
  changeLoanPeriod,
  chooseContractLength,
  chooseFirstTimeFee,
  chooseMileage,
  companyLeasingDisclaimer,
  companyLeasingFigures,
  contractLengths,
  creditFlows,
  downPaymentRange,
  effectiveAnnualRate,
  financedFigures,
  financedPrice,
  financeSections,
  firstTimeFeeRange,
  formatLoanParam,
  initialCompanyLeasingChoice,
  initialLoanChoice,
  lastStop,
  loanDisclaimer,
  loanFigures,
  loanPeriods,
  mileageOptions,
  nearestStop,
  parseCompanyLeasingOption,
  parseLoanOption,
  parseLoanParam,
  principalFor,
  privateLeasingOffer,
  roundTo,
  setDownPayment,
  stopValue,
  type LoanOption,
} from '.'

describe('annuity with a residual (balloon) value', () => {
  it('pays 100 000 over 12 months at 12 % with 8 884.88 a month', () => {
    // r = 0.12 / 12 = 0.01; 1.01^-12 = 0.887449; P = 100 000 · 0.01 / (1 − 0.887449) = 1 000 / 0.112551 = 8 884.88
    expect(annuityPayment(100_000, 0.12, 12)).toBeCloseTo(8884.88, 2)
  })

  it('leaves 50 000 at the end with 4 942.44 a month', () => {
    // 50 000 / 1.01^12 = 50 000 / 1.126825 = 44 372.46; (100 000 − 44 372.46) · 0.01 / 0.112551 = 4 942.44
    expect(annuityPayment(100_000, 0.12, 12, 50_000)).toBeCloseTo(4942.44, 2)
  })

  it('divides evenly at 0 % interest', () => {
    // (98 000 − 50 000) / 24 = 2 000
    expect(annuityPayment(98_000, 0, 24, 50_000)).toBe(2000)
  })

  it('turns round: the principal a payment repays', () => {
    expect(principalFor(4942.43943391708, 0.12, 12, 50_000)).toBeCloseTo(100_000, 6)
    expect(principalFor(2000, 0, 24, 50_000)).toBe(98_000)
  })
})

describe('effective annual rate', () => {
  it('is (1 + r/12)^12 − 1 when there are no fees: 12 % nominal is 12.68 %', () => {
    // 1.01^12 − 1 = 0.126825
    const flows = creditFlows({ paidOut: 100_000, monthly: annuityPayment(100_000, 0.12, 12), months: 12 })
    expect(effectiveAnnualRate(flows)).toBeCloseTo(0.126825, 6)
  })

  it('rises with a start fee and a monthly invoice fee, and balances the cash flows', () => {
    const flows = creditFlows({
      paidOut: 100_000,
      upFrontFee: 600,
      monthly: 4942 + 50,
      months: 12,
      final: 50_000,
    })
    const rate = effectiveAnnualRate(flows)!
    expect(rate).toBeCloseTo(0.144656, 5)
    // The definition itself: 99 400 = Σ 4 992 / (1 + i)^(k/12) + 50 000 / (1 + i)
    let repaid = 50_000 / (1 + rate)
    for (let month = 1; month <= 12; month++) repaid += 4992 / (1 + rate) ** (month / 12)
    expect(repaid).toBeCloseTo(99_400, 4)
  })

  it('is 0 when nothing beyond the credit is repaid, and null when repayments cannot balance', () => {
    expect(effectiveAnnualRate(creditFlows({ paidOut: 12_000, monthly: 1000, months: 12 }))).toBeCloseTo(0, 9)
    expect(effectiveAnnualRate([{ month: 0, amount: 1000 }])).toBeNull()
  })

  it('rounds half away from zero without float surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01)
    expect(roundTo(-2.5)).toBe(-3)
  })
})

// A car of 125 000 kr: periods 12 and 24 months, 12 % interest, 600 kr start fee, 50 kr a month.
const option: LoanOption = parseLoanOption({
  default_contract_duration: { months: 12, cash_amount_min_percentage: 20 },
  contract_durations: [
    { months: 24, residual_percentage: 40, cash_amount_max_percentage: 30, cash_amount_min_percentage: 20 },
    { months: 12, residual_percentage: 40, cash_amount_max_percentage: 50, cash_amount_min_percentage: 20 },
  ],
  interest_rate: 12,
  start_fee: 600,
  invoice_fee: 50,
  disclaimer: 'Beräknat på {1} månader, {2} % kontantinsats ({3}), {4} % restvärde och {5} % ränta.',
})!
const price = 125_000

describe('loan calculator', () => {
  it('parses the feed option and refuses anything without durations', () => {
    expect(option.contract_durations).toHaveLength(2)
    expect(parseLoanOption({ interest_rate: 5, contract_durations: [] })).toBeNull()
    expect(parseLoanOption(null)).toBeNull()
  })

  it('offers the period slider from the shortest to the longest contract, step 12', () => {
    expect(loanPeriods(option)).toEqual({ min: 12, max: 24, step: 12, values: [12, 24], showSlider: true })
  })

  it('hides the period slider when min = max', () => {
    const single = { ...option, contract_durations: [option.contract_durations[0]] }
    expect(loanPeriods(single)).toMatchObject({ min: 24, max: 24, showSlider: false })
    expect(changeLoanPeriod(single, price, initialLoanChoice(single, price), 48).months).toBe(24)
  })

  it('runs the down payment from the min percent (rounded) to the max percent rounded to the nearest 1000', () => {
    // min 20 % of 125 000 = 25 000; max 50 % = 62 500 → 63 000; for 24 months 30 % = 37 500 → 38 000
    expect(downPaymentRange(option, price, 12)).toEqual({ min: 25_000, max: 63_000, step: 1000 })
    expect(downPaymentRange(option, price, 24)).toEqual({ min: 25_000, max: 38_000, step: 1000 })
    // 20 % of 99 990 = 19 998 (rounded, not to the thousand)
    expect(downPaymentRange(option, 99_990, 12).min).toBe(19_998)
  })

  it('starts at the default period with the minimum down payment', () => {
    expect(initialLoanChoice(option, price)).toEqual({ months: 12, downPayment: 25_000 })
  })

  it('keeps a typed down payment within the range as typed, in whole units, and clamps one outside it', () => {
    const start = initialLoanChoice(option, price)
    expect(setDownPayment(option, price, start, 1_000_000).downPayment).toBe(63_000)
    expect(setDownPayment(option, price, start, 3).downPayment).toBe(25_000)
    expect(setDownPayment(option, price, start, 27_400).downPayment).toBe(27_400)
    expect(setDownPayment(option, price, start, 27_400.6).downPayment).toBe(27_401)
    expect(setDownPayment(option, price, start, 63_000).downPayment).toBe(63_000)
    expect(setDownPayment(option, price, start, Number.NaN).downPayment).toBe(25_000)
  })

  it('gives a slider stops from the minimum by the step and the maximum as its last stop', () => {
    // 20 % of 124 900 is 24 980: the 1000 steps from there never land on the 63 000 maximum.
    const range = { min: 24_980, max: 63_000, step: 1000 }
    expect(lastStop(range)).toBe(39)
    expect(stopValue(0, range)).toBe(24_980)
    expect(stopValue(38, range)).toBe(62_980)
    expect(stopValue(39, range)).toBe(63_000)
    expect(nearestStop(63_000, range)).toBe(39)
    expect(nearestStop(62_995, range)).toBe(39)
    expect(nearestStop(62_985, range)).toBe(38)
    expect(nearestStop(27_400, range)).toBe(2)
    expect(nearestStop(10, range)).toBe(0)
    expect(lastStop({ min: 5, max: 5, step: 1 })).toBe(0)
  })

  it('recomputes the maximum on a period change and clamps the down payment down to it', () => {
    const atCap = setDownPayment(option, price, initialLoanChoice(option, price), 63_000)
    expect(changeLoanPeriod(option, price, atCap, 24)).toEqual({ months: 24, downPayment: 38_000 })
    expect(changeLoanPeriod(option, price, { months: 24, downPayment: 30_000 }, 12)).toEqual({
      months: 12,
      downPayment: 30_000,
    })
  })

  it('computes the monthly cost, effective rate and total to pay (worked example)', () => {
    // credit 125 000 − 25 000 = 100 000; residual 40 % of 125 000 = 50 000; 12 % → 4 942.44 → 4 942
    // effective rate with 600 start and 50 a month: 14.47 % (balanced above); total
    // 600 + 12 · (4 942 + 50) + 50 000 = 110 504
    expect(loanFigures(option, price, { months: 12, downPayment: 25_000 })).toEqual({
      credit: 100_000,
      residualPercentage: 40,
      residualValue: 50_000,
      monthlyCost: 4942,
      effectiveInterestRate: 14.47,
      totalAmountToPay: 110_504,
    })
  })

  it('handles 0 % interest without fees: effective rate 0.00', () => {
    const free = { ...option, interest_rate: 0, start_fee: 0, invoice_fee: 0 }
    // credit 98 000, residual 50 000 over 24 months: 2 000 a month, 24 · 2 000 + 50 000 = 98 000
    expect(loanFigures(free, price, { months: 24, downPayment: 27_000 })).toMatchObject({
      monthlyCost: 2000,
      effectiveInterestRate: 0,
      totalAmountToPay: 98_000,
    })
  })

  it('fills the disclaimer {1}..{5} in order', () => {
    const text = loanDisclaimer(
      option,
      price,
      { months: 12, downPayment: 40_000 },
      {
        formatAmount: (amount) => `${amount.toLocaleString('sv-SE').replace(/\u00a0/g, ' ')} kr`,
        decimalComma: true,
      },
    )
    expect(text).toBe(
      'Beräknat på 12 månader, 20 % kontantinsats (25 000 kr), 40 % restvärde och 12,00 % ränta.',
    )
    expect(loanDisclaimer(option, price, { months: 24, downPayment: 25_000 })).toContain(
      '(25000), 40 % restvärde och 12.00 %',
    )
  })

  it('reads and writes ?loan=months,down; invalid values give the defaults', () => {
    expect(parseLoanParam('24,30000', option, price)).toEqual({ months: 24, downPayment: 30_000 })
    expect(formatLoanParam({ months: 24, downPayment: 30_000 })).toBe('24,30000')
    for (const bad of [null, '', 'abc', '24', '36,30000', '24,-1', '24,3e4', '12,30000,1'])
      expect(parseLoanParam(bad, option, price)).toEqual({ months: 12, downPayment: 25_000 })
    // A down payment beyond the period's cap is clamped to it.
    expect(parseLoanParam('24,90000', option, price)).toEqual({ months: 24, downPayment: 38_000 })
  })
})

const companyOption = parseCompanyLeasingOption({
  interest_rate: 6,
  default_company_leasing_mileage: 1500,
  price_base_amount: 200_000,
  start_fee: 995,
  start_fee_text: '995 kr',
  invoice_fee: 59,
  company_leasing_options: [1000, 1500].map((mileage) => ({
    mileage,
    options: [
      { months: 36, residual_percentage: 50, cash_amount_max_percentage: 30, cash_amount_min_percentage: 5 },
      { months: 24, residual_percentage: 60, cash_amount_max_percentage: 20, cash_amount_min_percentage: 0 },
    ],
  })),
  default_company_leasing_option: [{ mileage: 1500, cash_amount: 20_000, contract_length: 36 }],
  disclaimer:
    '{mileage} mil/år, {months} mån, {cash_amount_percentage} % förhöjd avgift, {residual_percentage} % restvärde, {interest_rate} % ränta, aviavgift {invoice_fee}, uppläggning {start_fee}.',
})!

describe('company leasing', () => {
  it('starts from the default mileage and its preset (20 000 of 200 000 = 10 %)', () => {
    expect(mileageOptions(companyOption)).toEqual([1000, 1500])
    expect(initialCompanyLeasingChoice(companyOption)).toEqual({
      mileage: 1500,
      months: 36,
      feePercentage: 10,
    })
  })

  it('steps contract length by 12 and clamps the fee per contract length, step 1', () => {
    expect(contractLengths(companyOption, 1000)).toEqual({ min: 24, max: 36, step: 12, values: [24, 36] })
    expect(firstTimeFeeRange(companyOption, 1500, 36)).toEqual({ min: 5, max: 30, step: 1 })
    const start = initialCompanyLeasingChoice(companyOption)
    expect(chooseFirstTimeFee(companyOption, start, 99).feePercentage).toBe(30)
    expect(chooseFirstTimeFee(companyOption, start, 0).feePercentage).toBe(5)
    expect(chooseFirstTimeFee(companyOption, start, 12.4).feePercentage).toBe(12)
    // 24 months allows at most 20 %: the 30 % chosen for 36 is clamped down.
    const high = chooseFirstTimeFee(companyOption, start, 30)
    expect(chooseContractLength(companyOption, high, 24)).toEqual({
      mileage: 1500,
      months: 24,
      feePercentage: 20,
    })
    expect(chooseMileage(companyOption, high, 1000)).toEqual({ mileage: 1000, months: 36, feePercentage: 30 })
    expect(chooseMileage(companyOption, high, 4000).mileage).toBe(1000)
  })

  it('computes the monthly cost from the option data (worked example)', () => {
    // fee 10 % of 200 000 = 20 000, financed 180 000; residual 50 % = 100 000; r = 0.005, n = 36:
    // 100 000 / 1.005^36 = 83 564.49; (180 000 − 83 564.49) · 0.005 / (1 − 1.005^−36 = 0.164355) = 2 933.75 → 2 934
    expect(companyLeasingFigures(companyOption, { mileage: 1500, months: 36, feePercentage: 10 })).toEqual({
      firstTimeFee: 20_000,
      residualPercentage: 50,
      residualValue: 100_000,
      monthlyCost: 2934,
    })
  })

  it('fills the named disclaimer placeholders', () => {
    expect(
      companyLeasingDisclaimer(
        companyOption,
        { mileage: 1500, months: 36, feePercentage: 10 },
        { decimalComma: true },
      ),
    ).toBe(
      '1500 mil/år, 36 mån, 10 % förhöjd avgift, 50 % restvärde, 6,00 % ränta, aviavgift 59, uppläggning 995 kr.',
    )
  })
})

describe('private leasing and visibility', () => {
  it('keeps the offer as data and drops empty lines', () => {
    expect(
      privateLeasingOffer({
        title: 'Privatleasing',
        monthly_cost_text: '3 990 kr/mån',
        months_text: '',
        is_campaign: true,
      }),
    ).toEqual({
      title: 'Privatleasing',
      salesText: null,
      isCampaign: true,
      lines: [{ key: 'monthlyCost', value: '3 990 kr/mån' }],
      disclaimer: null,
    })
  })

  it('shows a section only with its option, or leasing with an object or a car_leasing_options entry', () => {
    const none = {
      hasLoanOption: false,
      hasCompanyLeasing: false,
      hasPrivateLeasing: false,
      hasCompanyLeasingOption: false,
      hasPrivateLeasingOption: false,
      leasingTypes: [],
    }
    expect(financeSections(none)).toEqual({ loan: false, companyLeasing: false, privateLeasing: false })
    expect(financeSections({ ...none, hasLoanOption: true }).loan).toBe(true)
    expect(financeSections({ ...none, hasCompanyLeasing: true }).companyLeasing).toBe(false)
    expect(
      financeSections({ ...none, hasCompanyLeasing: true, leasingTypes: ['Company'] }).companyLeasing,
    ).toBe(true)
    expect(
      financeSections({ ...none, hasPrivateLeasing: true, leasingTypes: ['Company'] }).privateLeasing,
    ).toBe(false)
    expect(
      financeSections({ ...none, hasPrivateLeasing: true, hasPrivateLeasingOption: true }).privateLeasing,
    ).toBe(true)
  })
})

describe('the figures a car is financed with', () => {
  const car = { price: 20_000, campaignPrice: 18_500, hasCampaignPrice: true }
  it('takes the campaign price when the car has one, else its price, and none without a price above 0', () => {
    expect(financedPrice(car)).toBe(18_500)
    expect(financedPrice({ ...car, hasCampaignPrice: false })).toBe(20_000)
    expect(financedPrice({ ...car, campaignPrice: null })).toBe(20_000)
    expect(financedPrice({ price: 0, campaignPrice: null, hasCampaignPrice: false })).toBeNull()
  })

  it('rounds the mileage to whole miles, never below 0', () => {
    expect(financedFigures({ ...car, mileage: 12_345.6, firstRegistration: '2024-11-01' })).toEqual({
      price: 18_500,
      mileage: 12_346,
      firstRegistration: '2024-11-01',
    })
    expect(financedFigures({ ...car, mileage: null, firstRegistration: null })?.mileage).toBe(0)
    expect(
      financedFigures({ ...car, price: null, hasCampaignPrice: false, mileage: 1, firstRegistration: null }),
    ).toBeNull()
  })
})
