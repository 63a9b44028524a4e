import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseLoanOption, type LoanOption } from '@/services/finance/calculators'
import { toDetailCar } from '@/services/search/car/car'
import { LoanCalculator } from './LoanCalculator.client'
import { loanCalculatorInput } from './loan-section'

const option = parseLoanOption({
  default_contract_duration: { months: 12, cash_amount_min_percentage: 20 },
  contract_durations: [
    { months: 12, residual_percentage: 40, cash_amount_max_percentage: 50 },
    { months: 24, residual_percentage: 40, cash_amount_max_percentage: 30 },
  ],
  interest_rate: 12,
  start_fee: 600,
  invoice_fee: 50,
  disclaimer: 'Beräknat på {1} månader, {2} % kontantinsats ({3}), {4} % restvärde och {5} % ränta.',
})!
const labels = {
  heading: 'Räkna på billån',
  period: 'Lånetid',
  months: 'mån',
  downPayment: 'Kontantinsats',
  monthlyCost: 'Månadskostnad',
  effectiveRate: 'Effektiv ränta',
  totalAmount: 'Totalt belopp att betala',
  perMonth: '/mån',
}
const render = (loan: LoanOption = option) =>
  renderToStaticMarkup(
    <LoanCalculator option={loan} price={125_000} locale="sv-SE" currency="SEK" labels={labels} />,
  ).replace(/\u00a0/g, ' ')

describe('LoanCalculator, as the server renders it', () => {
  it('shows the default figures (the worked example of src/services/finance/calculators) and the filled disclaimer', () => {
    const html = render()
    expect(html).toContain('data-loan-monthly="true" class="font-semibold">4 942 kr /mån</dd>')
    expect(html).toContain('<dd data-loan-effective-rate="true">14,47 %</dd>')
    expect(html).toContain('<dd data-loan-total="true">110 504 kr</dd>')
    expect(html).toContain(
      'Beräknat på 12 månader, 20 % kontantinsats (25 000 kr), 40 % restvärde och 12,00 % ränta.',
    )
  })

  it('has a period slider step 12, a down payment slider over 1000 steps that says the amount, and a box within the range', () => {
    const html = render()
    expect(html).toContain('<input type="range" min="12" max="24" step="12" name="loan-period" value="12"/>')
    // 25 000 to 63 000 by 1000: stops 0 to 38.
    expect(html).toMatch(
      /type="range" [^>]*aria-valuetext="25 000 kr" min="0" max="38" step="1" name="loan-down-payment" value="0"/,
    )
    expect(html).toMatch(
      /type="number" [^>]*min="25000" max="63000" [^>]*name="loan-down-payment-typed" value="25000"/,
    )
  })

  it('leaves the period slider out when there is one period', () => {
    expect(render({ ...option, contract_durations: [option.contract_durations[0]] })).not.toContain(
      'loan-period',
    )
  })
})

describe('which cars get it', () => {
  const record = {
    car_id: 'c-1',
    car_price: 130_000,
    car_campaign_price: 125_000,
    car_has_campaign_price: true,
    car_loan_option: option,
  }

  it('finances the campaign price of a car with a loan option', () => {
    expect(loanCalculatorInput(toDetailCar(record), record)).toEqual({ option, price: 125_000 })
    const plain = { ...record, car_has_campaign_price: false }
    expect(loanCalculatorInput(toDetailCar(plain), plain)?.price).toBe(130_000)
  })

  it('gives nothing without a usable loan option or price', () => {
    for (const other of [
      { ...record, car_loan_option: null },
      { ...record, car_loan_option: { interest_rate: 5 } },
      { ...record, car_price: null, car_has_campaign_price: false },
    ])
      expect(loanCalculatorInput(toDetailCar(other), other)).toBeNull()
  })
})

describe('the island’s bundle', () => {
  it('reaches no zod: it and the calculator files it imports are zod-free (CSP, 34 KB)', async () => {
    const { readFileSync } = await import('node:fs')
    const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
    const island = read('./LoanCalculator.client.tsx')
    expect(island).not.toMatch(/from '@\/services\/finance\/calculators'/)
    const calculators = '../../../services/finance/calculators'
    const files = [
      ...['loan', 'rate', 'slider'].map((name) => read(`${calculators}/${name}.ts`)),
      read('../../../lib/i18n/fill.ts'),
    ]
    for (const source of [island, ...files]) {
      expect(source).not.toMatch(/from 'zod'/)
      expect(source).not.toMatch(/from '\.\/schemas'|from '\.'|from '\.\/index'/)
    }
    // The UK island runs the finance service's client-safe calculators only, and they read the
    // rest of the service as types: nothing else of the service runs in the browser.
    const valueImports = (source: string) =>
      [...source.matchAll(/^import (?!type )[^']*?from '([^']+)'/gm)].map((match) => match[1])
    const islandImports = valueImports(read('./FinanceCalculator.client.tsx'))
    expect(islandImports).toContain('react')
    expect(
      islandImports.filter(
        (module) => module.startsWith('@/services') && !module.startsWith('@/services/finance/calculators/'),
      ),
    ).toEqual([])
    expect(valueImports(read(`${calculators}/uk.ts`)).filter((module) => !module.startsWith('./'))).toEqual(
      [],
    )
  })
})
