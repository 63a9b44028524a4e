import { describe, expect, it } from 'vitest'
import { defaultRequestSchema, quoteRequestSchema } from '../contract'
import { defaultFinanceConfig } from '../engine/config'
import { financeProducts } from '../engine/present'
import {
  applyQuote,
  calculationType,
  financeVehicle,
  initialUkState,
  quoteRequest,
  sliderFor,
  type FinancedCar,
  type QuoteAnswer,
} from './uk'

const car: FinancedCar = {
  id: 'uk-7',
  price: 18_995,
  campaignPrice: null,
  hasCampaignPrice: false,
  mileage: 24_000,
  registrationNumber: 'LD21 ABC',
  chassisNumber: 'WVWZZZ1KZAW000001',
  firstRegistration: '2021-09-01',
}
const vehicle = financeVehicle(car)!
const [hp, pcp] = financeProducts(defaultFinanceConfig, { price: 18_995, mileage: 24_000, ageYears: 4 })

describe('UK calculator rules', () => {
  it('takes the slider step from the first two values, or 1', () => {
    expect(sliderFor(hp.Term)).toEqual({ min: 12, max: 60, step: 12 })
    expect(sliderFor({ Locale: { DisplayValue: 'x' }, Default: 5, Values: [5] })).toEqual({
      min: 5,
      max: 5,
      step: 1,
    })
    expect(sliderFor(hp.Deposit)).toEqual({ min: hp.Deposit.Minimum, max: hp.Deposit.Maximum, step: 1 })
    expect(sliderFor(pcp.AnnualMileage!)).toEqual({ min: 5000, max: 30_000, step: 5000 })
  })

  it('lets the last moved of deposit and payment decide the calculation', () => {
    const state = initialUkState(pcp)
    expect(state).toMatchObject({ family: 'PCP', term: 48, annualMileage: 10_000, lastMoved: 'deposit' })
    expect(calculationType(state)).toBe('ToRegularPayment')
    expect(calculationType({ ...state, lastMoved: 'payment' })).toBe('ToCashDeposit')
    const body = quoteRequest(vehicle, 'Automotive UK Leeds', {
      ...state,
      lastMoved: 'payment',
      payment: 250,
    })
    expect(body.VehicleRequests[0].Parameters).toEqual({
      Term: 48,
      CashDeposit: null,
      RegularPayment: 250,
      AnnualMileage: 10_000,
      FinanceProductFamilyKeys: ['PCP'],
      CalculationType: 'ToCashDeposit',
    })
  })

  it('sends bodies the finance service accepts', () => {
    expect(
      defaultRequestSchema.safeParse({ OrganisationIdentifier: 'Leeds', Vehicle: vehicle }).success,
    ).toBe(true)
    const body = quoteRequest(vehicle, 'Leeds', initialUkState(hp))
    expect(quoteRequestSchema.safeParse(body).success).toBe(true)
    expect(body.VehicleRequests[0].Parameters.AnnualMileage).toBeNull()
    expect(financeVehicle({ ...car, id: 'x', price: null })).toBeNull()
  })

  it('brings the state in line with a quote, and hides the block for a quote with an error', () => {
    const quote = {
      Term: 48,
      TotalDeposit: 1234.5,
      TotalRegularPayment: 250,
      AnnualMileage: 10_000,
      QuoteReference: 'FQ-ABCDEFGHJKLM',
      QuoteActions: {
        Apply: 'https://finance.example/apply?quoteRef=FQ-ABCDEFGHJKLM',
        Reserve: 'https://finance.example/reserve?quoteRef=FQ-ABCDEFGHJKLM',
        PartExchange: 'https://finance.example/part-exchange?quoteRef=FQ-ABCDEFGHJKLM',
      },
    }
    const answer: QuoteAnswer = {
      Vehicles: [
        {
          HasError: false,
          Error: null,
          FinanceQuotations: [
            {
              Blocks: [
                {
                  Title: 'Representative example',
                  Details: [{ Key: 'Apr', Label: 'APR', DisplayValue: '9.9%' }],
                },
              ],
              Finance: { Notifications: [{ Message: 'Representative example: …' }], Quote: quote },
            },
          ],
        },
      ],
    }
    const state = { ...initialUkState(pcp), lastMoved: 'payment' as const, payment: 250 }
    expect(applyQuote(state, answer)).toMatchObject({
      state: { deposit: 1234.5, payment: 250 },
      quoteReference: 'FQ-ABCDEFGHJKLM',
      details: [{ Key: 'Apr' }],
    })
    const failed = { Vehicles: [{ HasError: true, Error: { UserMessage: 'No' }, FinanceQuotations: [] }] }
    expect(applyQuote(state, failed)).toBeNull()
  })
})
