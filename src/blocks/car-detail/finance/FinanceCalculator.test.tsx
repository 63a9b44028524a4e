import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toDetailCar } from '../car'
import { FinanceCalculator } from './FinanceCalculator.client'
import type { FinanceProduct } from '@/services/finance/engine/present'
import { ukFinanceProps } from './UkFinanceSection'
import { financeVehicle, initialUkState } from '@/services/finance/calculators/uk'

const car = toDetailCar({
  car_id: 'uk-7',
  car_price: 18_995,
  car_mileage: 24_000,
  car_site_name: 'Automotive Leeds',
})
const format = {
  locale: 'en-GB',
  currency: 'GBP',
  market: 'UK',
  mileageUnit: 'mi',
  englishDefault: true,
} as const
const labels = {
  heading: 'Finance',
  product: 'Finance product',
  months: 'months',
  miles: 'miles',
  apply: 'Apply for finance',
  reserve: 'Reserve this car',
  partExchange: 'Part exchange',
}

describe('FinanceCalculator, as the server renders it', () => {
  it('says it is loading (spec 02 §8) until the browser has the products', () => {
    const html = renderToStaticMarkup(
      <FinanceCalculator vehicle={financeVehicle(car)!} organisation="Leeds" labels={labels} />,
    )
    expect(html).toBe(
      '<section data-finance-calculator="loading" role="status">Loading Finance options...</section>',
    )
  })

  it('opens with the server’s figures: sliders, the quote, and the links waiting for the stored quote', () => {
    const vehicle = financeVehicle(car)!
    const product = {
      Name: 'Hire Purchase',
      FamilyKey: 'HP',
      Term: { Locale: { DisplayValue: 'Term (months)' }, Default: 48, Values: [12, 24, 36, 48, 60] },
      Deposit: { Locale: { DisplayValue: 'Deposit (£)' }, Default: 1899, Minimum: 0, Maximum: 9497, Step: 1 },
      Payment: {
        Locale: { DisplayValue: 'Monthly payment (£)' },
        Default: 400,
        Minimum: 50,
        Maximum: 900,
        Step: 1,
      },
    } as unknown as FinanceProduct
    const state = initialUkState(product)
    const html = renderToStaticMarkup(
      <FinanceCalculator
        vehicle={vehicle}
        organisation="Leeds"
        labels={labels}
        opening={{
          products: [product],
          state,
          quote: {
            state,
            details: [{ Key: 'MonthlyPayment', Label: 'Monthly payment', DisplayValue: '£400.00' }],
            notifications: ['Representative example'],
            quoteReference: null,
            actions: null,
          },
        }}
      />,
    )
    expect(html).toContain('data-finance-calculator="loaded"')
    expect(html).toContain('name="deposit"')
    expect(html).toContain('<dt>Monthly payment</dt><dd class="font-semibold">£400.00</dd>')
    expect(html).toMatch(/<a aria-disabled="true" data-finance-apply="true"[^>]*>Apply for finance<\/a>/)
    expect(html).not.toContain('href=')
  })

  it('is on UK car pages with a price only', () => {
    const props = (market: 'UK' | 'SE', detail = car) =>
      ukFinanceProps({
        car: detail,
        format: { ...format, market },
        siteDisplayName: 'Automotive UK',
        dictionary: { ukFinanceApply: 'Apply for finance' },
      })
    expect(props('UK')).toMatchObject({
      organisation: 'Automotive Leeds',
      vehicle: { OnTheRoadPrice: 18_995 },
      labels: { apply: 'Apply for finance' },
    })
    expect(props('SE')).toBeNull()
    expect(props('UK', toDetailCar({ car_id: 'x' }))).toBeNull()
  })
})
