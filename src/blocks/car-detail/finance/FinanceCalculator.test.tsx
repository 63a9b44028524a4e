import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toDetailCar } from '../car'
import { FinanceCalculator } from './FinanceCalculator.client'
import { UkFinanceSection } from './UkFinanceSection'
import { financeVehicle } from './uk-calculator'

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

  it('is on UK car pages with a price only', () => {
    const section = (market: 'UK' | 'SE', detail = car) =>
      UkFinanceSection({
        car: detail,
        format: { ...format, market },
        siteDisplayName: 'Automotive UK',
        dictionary: { ukFinanceApply: 'Apply for finance' },
      })
    expect(section('UK')).toMatchObject({
      props: {
        organisation: 'Automotive Leeds',
        vehicle: { OnTheRoadPrice: 18_995 },
        labels: { apply: 'Apply for finance' },
      },
    })
    expect(section('SE')).toBeNull()
    expect(section('UK', toDetailCar({ car_id: 'x' }))).toBeNull()
  })
})
