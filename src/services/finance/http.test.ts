import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeRateLimits } from '@/services/rate-limit'
import { createTestPayload } from '@/test/payload'
import { rest } from '@/test/rest'

// The three finance routes called as Next.js calls them, on a migrated database
// (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
})
afterAll(async () => {
  await closeRateLimits()
  await cleanup?.()
})

const vehicle = {
  Type: 'Car',
  SourceVehicleId: 'uk-42',
  Vin: 'WVWZZZ1KZAW000001',
  Status: 'PreOwned',
  OnTheRoadPrice: 20_000,
  Mileage: 20_000,
  Registration: { RegistrationNumber: 'AB21 CDE', CountryCode: 'GB', DateRegisteredWithDvla: '2024-11-01' },
}
const organisation = 'Automotive UK Leeds'

const json = { 'content-type': 'application/json' }
async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = json,
) {
  const url = `http://automotive-uk.localhost/api/codeweaver/${path}`
  const name = path.split('?')[0]
  const route = await import(`@/app/api/codeweaver/${name}/route`)
  const request = new Request(url, {
    method,
    headers,
    body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
  })
  const response: Response = await route[method](request)
  return { status: response.status, body: await response.json() }
}

const parameters = (extra: Record<string, unknown> = {}) => ({
  Term: 36,
  CashDeposit: 2000,
  RegularPayment: null,
  AnnualMileage: 10_000,
  FinanceProductFamilyKeys: ['PCP'],
  CalculationType: 'ToRegularPayment',
  ...extra,
})
const quoteBody = (extra: Record<string, unknown> = {}, vehicleBlock: Record<string, unknown> = vehicle) => ({
  OrganisationIdentifier: organisation,
  VehicleRequests: [{ Id: 'uk-42', Vehicle: vehicleBlock, Parameters: parameters(extra) }],
})

describe('POST /api/codeweaver/default', () => {
  it('answers the products with Term, Deposit, Payment and, for PCP, AnnualMileage', async () => {
    const response = await call('POST', 'default', { OrganisationIdentifier: organisation, Vehicle: vehicle })
    expect(response.status).toBe(200)
    const [hp, pcp] = response.body.Products
    expect(hp).toMatchObject({
      Name: 'Hire Purchase',
      FamilyKey: 'HP',
      Term: { Locale: { DisplayValue: 'Term (months)' }, Default: 48, Values: [12, 24, 36, 48, 60] },
      Deposit: { Locale: { DisplayValue: 'Deposit (£)' }, Default: 2000, Minimum: 0, Maximum: 10_000 },
      Payment: { Locale: { DisplayValue: 'Monthly payment (£)' } },
    })
    expect(hp.Payment.Minimum).toBeLessThan(hp.Payment.Default)
    expect(hp).not.toHaveProperty('AnnualMileage')
    expect(pcp).toMatchObject({
      FamilyKey: 'PCP',
      AnnualMileage: { Default: 10_000, Values: expect.any(Array) },
    })
  })

  it('answers 400 with a message per field', async () => {
    const response = await call('POST', 'default', {
      Vehicle: {
        ...vehicle,
        OnTheRoadPrice: -1,
        Registration: { ...vehicle.Registration, CountryCode: 'SE' },
      },
    })
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Invalid request',
        fields: {
          OrganisationIdentifier: expect.any(String),
          'Vehicle.OnTheRoadPrice': 'Must be above 0',
          'Vehicle.Registration.CountryCode': 'Only GB registrations are financed',
        },
      },
    })
  })
})

describe('POST /api/codeweaver/cfd and GET /api/codeweaver/legal', () => {
  it('quotes, stores the quote under its reference, and legal finds it', async () => {
    const response = await call('POST', 'cfd', quoteBody())
    expect(response.status).toBe(200)
    const [result] = response.body.Vehicles
    expect(result).toMatchObject({ Id: 'uk-42', HasError: false, Error: null })
    const [quotation] = result.FinanceQuotations
    const quote = quotation.Finance.Quote
    expect(quote).toMatchObject({
      Term: 36,
      TotalDeposit: 2000,
      AnnualMileage: 10_000,
      QuoteReference: expect.stringMatching(/^FQ-[A-Z2-9]{12}$/),
    })
    expect(quote.TotalRegularPayment).toBeGreaterThan(0)
    expect(quote.QuoteActions).toEqual({
      Apply: `https://finance.automotive.example/apply?quoteRef=${quote.QuoteReference}`,
      Reserve: `https://finance.automotive.example/reserve?quoteRef=${quote.QuoteReference}`,
      PartExchange: `https://finance.automotive.example/part-exchange?quoteRef=${quote.QuoteReference}`,
    })
    expect(quotation.Blocks[0].Details.map((detail: { Key: string }) => detail.Key)).toEqual([
      'CashPrice',
      'Deposit',
      'TotalAmountOfCredit',
      'Term',
      'RegularPayment',
      'FinalPayment',
      'OptionToPurchaseFee',
      'TotalChargeForCredit',
      'TotalAmountPayable',
      'FixedRate',
      'Apr',
      'AnnualMileage',
      'ExcessMileage',
    ])
    expect(quotation.Finance.Notifications[0].Message).toMatch(
      /^Representative example: cash price £20,000.00/,
    )

    const stored = await payload.find({
      collection: 'finance-quotes',
      where: { quoteReference: { equals: quote.QuoteReference } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ family: 'PCP', organisation, sourceVehicleId: 'uk-42' })

    const legal = await call('GET', `legal?quoteRef=${quote.QuoteReference}`)
    expect(legal.status).toBe(200)
    expect(legal.body.QuoteReference).toBe(quote.QuoteReference)
    expect(legal.body.TermsAndConditions).toContain(`Quote ${quote.QuoteReference}`)
    expect(legal.body.TermsAndConditions).toContain(
      `35 monthly payments of £${quote.TotalRegularPayment.toFixed(2)}`,
    )
  })

  it('works back from a payment to the deposit (ToCashDeposit), for HP and PCP at once', async () => {
    const response = await call(
      'POST',
      'cfd',
      quoteBody({
        CalculationType: 'ToCashDeposit',
        RegularPayment: 340,
        CashDeposit: null,
        FinanceProductFamilyKeys: ['HP', 'PCP'],
      }),
    )
    const quotations = response.body.Vehicles[0].FinanceQuotations
    expect(
      quotations.map((entry: { FinanceProductFamilyKey: string }) => entry.FinanceProductFamilyKey),
    ).toEqual(['HP', 'PCP'])
    for (const entry of quotations) expect(entry.Finance.Quote.TotalRegularPayment).toBeCloseTo(340, 1)
    // The same payment needs a larger deposit on HP, which has no balloon.
    expect(quotations[0].Finance.Quote.TotalDeposit).toBeGreaterThan(quotations[1].Finance.Quote.TotalDeposit)
    expect(
      new Set(
        quotations.map(
          (entry: { Finance: { Quote: { QuoteReference: string } } }) => entry.Finance.Quote.QuoteReference,
        ),
      ).size,
    ).toBe(2)
  })

  it.each([
    [
      'a deposit above the price',
      { CashDeposit: 25_000 },
      'The deposit can’t be more than the cash price of £20,000.00.',
    ],
    [
      'a term outside the product',
      { Term: 60 },
      'Please choose a term of 24, 36 or 48 months for Personal Contract Purchase.',
    ],
    [
      'a payment too low',
      { CalculationType: 'ToCashDeposit', RegularPayment: 1, CashDeposit: null },
      'The monthly payment must be at least',
    ],
  ])('answers %s with HasError and a message, storing nothing', async (_case, extra, message) => {
    const before = await payload.count({ collection: 'finance-quotes', overrideAccess: true })
    const response = await call('POST', 'cfd', quoteBody(extra))
    expect(response.status).toBe(200)
    expect(response.body.Vehicles[0]).toMatchObject({
      Id: 'uk-42',
      HasError: true,
      Error: { UserMessage: expect.stringContaining(message) },
      FinanceQuotations: [],
    })
    expect(await payload.count({ collection: 'finance-quotes', overrideAccess: true })).toEqual(before)
  })

  it('answers 400 with field messages for bad parameters', async () => {
    const response = await call(
      'POST',
      'cfd',
      quoteBody({ Term: 'long', CalculationType: 'ToBoth', FinanceProductFamilyKeys: [] }),
    )
    expect(response.status).toBe(400)
    expect(Object.keys(response.body.fields).sort()).toEqual([
      'VehicleRequests.0.Parameters.CalculationType',
      'VehicleRequests.0.Parameters.FinanceProductFamilyKeys',
      'VehicleRequests.0.Parameters.Term',
    ])
    expect(
      (await call('POST', 'cfd', { OrganisationIdentifier: organisation, VehicleRequests: [] })).body.fields,
    ).toEqual({
      VehicleRequests: 'At least one vehicle',
    })
  })

  it.each([
    ['malformed JSON', 400, '{"VehicleRequests": ', json],
    ['a JSON array', 400, '[]', json],
    ['a body not declared as JSON', 415, JSON.stringify(quoteBody()), { 'content-type': 'text/plain' }],
    ['a body over 32 kB', 413, JSON.stringify({ ...quoteBody(), padding: 'x'.repeat(33_000) }), json],
  ])('answers %s with %i', async (_case, status, body, headers) => {
    expect((await call('POST', 'cfd', body, headers)).status).toBe(status)
  })

  it('gives concurrent quotes distinct references, all found by legal', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => call('POST', 'cfd', quoteBody())))
    const references = responses.map(
      (response) => response.body.Vehicles[0].FinanceQuotations[0].Finance.Quote.QuoteReference,
    )
    expect(new Set(references).size).toBe(8)
    for (const reference of references)
      expect((await call('GET', `legal?quoteRef=${reference}`)).status).toBe(200)
  })

  it('forgets quotes older than the retention (90 days), and keeps younger ones', async () => {
    const { pruneQuotes } = await import('./store')
    const answer = await call('POST', 'cfd', quoteBody())
    const reference = answer.body.Vehicles[0].FinanceQuotations[0].Finance.Quote.QuoteReference
    const day = 24 * 60 * 60 * 1000
    expect(await pruneQuotes(new Date(Date.now() + 89 * day))).toBe(0)
    expect((await call('GET', `legal?quoteRef=${reference}`)).status).toBe(200)
    expect(await pruneQuotes(new Date(Date.now() + 91 * day))).toBeGreaterThan(0)
    expect((await call('GET', `legal?quoteRef=${reference}`)).status).toBe(404)
  })

  it('answers legal 404 for an unknown reference and 400 for a malformed or missing one', async () => {
    expect(await call('GET', 'legal?quoteRef=FQ-AAAAAAAAAAAA')).toEqual({
      status: 404,
      body: { error: 'No quote with this reference' },
    })
    expect((await call('GET', "legal?quoteRef=1' OR 1=1")).body).toEqual({
      error: 'Invalid request',
      fields: { quoteRef: 'Not a quote reference' },
    })
    expect((await call('GET', 'legal')).status).toBe(400)
  })

  it('keeps the quotes away from anonymous readers of the CMS API', async () => {
    expect((await rest('GET', '/api/finance-quotes')).status).toBe(403)
  })
})
