// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toDetailCar } from '@/services/search/car/car'
import { FinanceCalculator } from './FinanceCalculator.client'
import type { FinanceProduct } from '@/services/finance/engine/present'
import { ukFinanceProps } from './UkFinanceSection'
import { financeVehicle, initialUkState, type QuoteAnswer } from '@/services/finance/calculators/uk'

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
  terms: 'Terms and conditions',
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

// The island in a browser-like document: what it shows after the finance calls answer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
const vehicle = financeVehicle(car)!
const pcpProduct = {
  Name: 'Personal Contract Purchase',
  FamilyKey: 'PCP',
  Term: { Locale: { DisplayValue: 'Term (months)' }, Default: 24, Values: [24] },
  Deposit: { Locale: { DisplayValue: 'Deposit (£)' }, Default: 1899, Minimum: 0, Maximum: 9497 },
  Payment: { Locale: { DisplayValue: 'Monthly payment (£)' }, Default: 400, Minimum: 50, Maximum: 900 },
  AnnualMileage: { Locale: { DisplayValue: 'Annual mileage' }, Default: 10_000, Values: [5000, 10_000] },
} as FinanceProduct
const pcpState = initialUkState(pcpProduct)
const reference = 'FQ-ABCDEFGHJKLM'
const apply = `?quoteRef=${reference}#contact-quote`
const quoteFigures = { Term: 24, TotalDeposit: 1899, TotalRegularPayment: 400, AnnualMileage: 10_000 }
const stored: QuoteAnswer = {
  Vehicles: [
    {
      HasError: false,
      Error: null,
      FinanceQuotations: [
        {
          Blocks: [],
          Finance: {
            Notifications: [],
            Quote: {
              ...quoteFigures,
              QuoteReference: reference,
              QuoteActions: { Apply: apply, Reserve: apply, PartExchange: apply },
            },
          },
        },
      ],
    },
  ],
}
const refused: QuoteAnswer = {
  Vehicles: [
    { HasError: true, Error: { UserMessage: 'Please choose a term of 24 months.' }, FinanceQuotations: [] },
  ],
}

/** Renders the island opened at `state`, the finance service answering `cfd` and legal; resolves once both are in. */
async function renderAnswering(cfd: QuoteAnswer) {
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      fetched.push(path)
      const body = path.startsWith('/api/codeweaver/legal')
        ? { QuoteReference: reference, TermsAndConditions: `Quote ${reference}: the terms.` }
        : cfd
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
    }),
  )
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () =>
    root.render(
      <FinanceCalculator
        vehicle={vehicle}
        organisation="Leeds"
        labels={labels}
        opening={{ products: [pcpProduct], state: pcpState, quote: null }}
      />,
    ),
  )
  await act(async () => {
    await vi.waitFor(() => expect(fetched.length).toBe(cfd === stored ? 2 : 1))
  })
  return { host, fetched, unmount: () => act(() => root.unmount()) }
}

afterEach(() => vi.unstubAllGlobals())

describe('FinanceCalculator in the browser', () => {
  it('shows the stored quote’s terms from legal, and Apply goes to the car page’s contact form', async () => {
    const { host, fetched, unmount } = await renderAnswering(stored)
    expect(fetched[1]).toBe(`/api/codeweaver/legal?quoteRef=${reference}`)
    expect(host.querySelector('[data-finance-terms] p')?.textContent).toBe(`Quote ${reference}: the terms.`)
    expect(host.querySelector('[data-finance-apply]')?.getAttribute('href')).toBe(apply)
    // One term allowed: stated, not a slider that offers refused terms.
    expect(host.querySelector('input[name="term"]')).toBeNull()
    expect(host.querySelector('[data-finance-term]')?.textContent).toBe('Term (months): 24 months')
    await unmount()
  })

  it('says the service’s message when it refuses the quote, in place of the quote', async () => {
    const { host, unmount } = await renderAnswering(refused)
    expect(host.querySelector('[data-finance-quote]')).toBeNull()
    expect(host.querySelector('[role="alert"][data-finance-refusal]')?.textContent).toBe(
      'Please choose a term of 24 months.',
    )
    await unmount()
  })
})
