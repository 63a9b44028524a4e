import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parseCompanyLeasingOption } from '@/services/finance/calculators'
import { toDetailCar } from '@/services/search/car/car'
import { CompanyLeasing } from './CompanyLeasing.client'
import { priceView } from '../sections'
import { FinanceSections, shownCompanyLeasing } from './FinanceSections'
import type { VehicleFormat } from '@/ui/vehicle/format'

const companyOption = {
  interest_rate: 6,
  default_company_leasing_mileage: 1500,
  price_base_amount: 200_000,
  invoice_fee: 59,
  invoice_fee_text: '59 kr',
  start_fee: 995,
  start_fee_text: '995 kr',
  company_leasing_options: [1000, 1500].map((mileage) => ({
    mileage,
    options: [
      { months: 24, residual_percentage: 60, cash_amount_max_percentage: 20, cash_amount_min_percentage: 0 },
      { months: 36, residual_percentage: 50, cash_amount_max_percentage: 30, cash_amount_min_percentage: 5 },
    ],
  })),
  default_company_leasing_option: [{ mileage: 1500, cash_amount: 20_000, contract_length: 36 }],
  disclaimer:
    '{mileage} mil/år, {months} mån, {cash_amount_percentage} % förhöjd avgift, {interest_rate} % ränta.',
}
const labels = {
  heading: 'Företagsleasing',
  mileage: 'Miltal per år',
  contractLength: 'Avtalstid',
  months: 'mån',
  firstTimeFee: 'Förhöjd första avgift',
  monthlyCost: 'Månadskostnad',
  perMonth: '/mån',
  exclVat: 'exkl. moms',
  mileageUnit: 'mil',
}
const format = {
  locale: 'sv-SE',
  currency: 'SEK',
  market: 'SE',
  mileageUnit: 'mil',
  englishDefault: false,
} as const
const dictionary = { carDetailLoanMonthlyCost: 'Månadskostnad', carDetailLeasingContractLength: 'Avtalstid' }

describe('CompanyLeasing, as the server renders it', () => {
  const html = renderToStaticMarkup(
    <CompanyLeasing
      option={parseCompanyLeasingOption(companyOption)!}
      locale="sv-SE"
      currency="SEK"
      labels={labels}
    />,
  ).replace(/\u00a0/g, ' ')

  it('shows the default choice’s monthly cost (the worked example of src/services/finance/calculators) and disclaimer', () => {
    expect(html).toContain(
      '<strong data-leasing-monthly="true">2 934 kr /mån</strong> <span data-leasing-excl-vat="true">exkl. moms</span>',
    )
    expect(html).toContain('1500 mil/år, 36 mån, 10 % förhöjd avgift, 6,00 % ränta.')
  })

  it('has one button per mileage in mil, a contract length slider by 12 and the fee bounds of the contract', () => {
    expect(html.match(/data-leasing-mileage="\d+"/g)).toEqual([
      'data-leasing-mileage="1000"',
      'data-leasing-mileage="1500"',
    ])
    expect(html).toMatch(/aria-pressed="true"[^>]*data-leasing-mileage="1500">1 500 mil</)
    expect(html).toContain(
      '<input type="range" min="24" max="36" step="12" name="leasing-contract-length" value="36"/>',
    )
    expect(html).toMatch(
      /aria-valuetext="10 %" min="0" max="25" step="1" name="leasing-first-time-fee" value="5"/,
    )
    expect(html).toMatch(/min="5" max="30" [^>]*name="leasing-first-time-fee-typed" value="10"/)
  })
})

describe('FinanceSections', () => {
  const record = {
    car_id: 'c-1',
    car_has_companyleasing: true,
    car_company_leasing_option: companyOption,
    car_has_privateleasing: true,
    car_private_leasing_option: {
      title: 'Privatleasing',
      monthly_cost_text: '3 990 kr/mån',
      months_text: '36 mån',
      mileage_text: '',
      is_campaign: false,
    },
  }
  const render = (data: Record<string, unknown>, pageFormat: VehicleFormat = format) =>
    FinanceSections({
      car: toDetailCar(data),
      record: data,
      format: pageFormat,
      dictionary,
    }) as ReactElement<{
      children: Array<ReactElement<{ option?: unknown; labels?: { mileageUnit: string } }> | null>
    }>

  it("labels leasing mileage in the market's unit: mil in Sweden, km in Norway", () => {
    expect(render(record).props.children[1]?.props.labels?.mileageUnit).toBe('mil')
    const norwegian = {
      ...format,
      locale: 'nb-NO',
      currency: 'NOK',
      market: 'NO',
      mileageUnit: 'km',
    } as const
    expect(render(record, norwegian).props.children[1]?.props.labels?.mileageUnit).toBe('km')
  })

  it('gives the company island the parsed option, and private leasing its non-empty lines', () => {
    const [loan, company, personal] = render(record).props.children
    expect(loan).toBeNull()
    expect(company?.props.option).toMatchObject({ price_base_amount: 200_000 })
    const html = renderToStaticMarkup(personal!)
    expect(html).toContain('<dt>Månadskostnad</dt><dd class="font-semibold">3 990 kr/mån</dd>')
    expect(html).toContain('<dt>Avtalstid</dt><dd class="font-semibold">36 mån</dd>')
    expect(html).not.toContain('data-private-leasing-line="mileage"')
  })

  it("makes the price block's company leasing row the calculator's opening figure, excl. VAT", () => {
    const stale = { ...record, car_loan_option: null, car_companyleasing_monthly_cost: 4_300 }
    const car = toDetailCar(stale)
    const row = priceView(car, format, 'automotive-se', shownCompanyLeasing(car, stale)).monthly.find(
      (line) => line.key === 'carDetailCompanyLeasingMonthly',
    )
    expect(row?.value?.replace(/\u00a0/g, ' ')).toBe('2 934 kr')
    expect(row?.exclVat).toBe(true)
  })

  it('shows nothing without the leasing flag, or with a flag but no option or entry', () => {
    expect(
      render({ ...record, car_has_companyleasing: false, car_has_privateleasing: false }).props.children,
    ).toEqual([null, null, null])
    const noOptions = { ...record, car_company_leasing_option: null, car_private_leasing_option: null }
    expect(render(noOptions).props.children).toEqual([null, null, null])
  })
})
