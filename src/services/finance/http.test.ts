import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateDemoFeeds } from '@/seed/catalog/seed'
import { pounds } from '@/services/finance/engine/money'
import { closeRateLimits } from '@/services/rate-limit'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { createTestPayload } from '@/test/payload'
import { rest } from '@/test/rest'
import type { FinanceVehicle } from '@/services/finance/calculators/uk'

// The three finance routes called as Next.js calls them, on a migrated database
// (TEST_DB=sqlite|postgres) whose catalog holds the demo seed's UK cars: quotes are for those.
const ukCars = generateDemoFeeds({ vehiclesPerSite: 200 }).find(
  (feed) => feed.index === 'vehicles_automotive-uk',
)!.records

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  await migrateCatalog()
  await importRecords('vehicles_automotive-uk', ukCars)
})
afterAll(async () => {
  await closeRateLimits()
  await closeCatalogDatabases()
  await cleanup?.()
})

const yearsOld = (registered: unknown) =>
  (Date.now() - Date.parse(String(registered))) / (365.25 * 86_400_000)
/** A used car at its plain price, one to three years old, that PCP finances over 36 months at 10,000 miles a year. */
const car = ukCars.find(
  (candidate) =>
    candidate.car_is_used === true &&
    candidate.car_has_campaign_price !== true &&
    Number(candidate.car_price) >= 12_000 &&
    Number(candidate.car_price) <= 40_000 &&
    Number(candidate.car_mileage) <= 35_000 &&
    yearsOld(candidate.car_firstregistration) >= 1 &&
    yearsOld(candidate.car_firstregistration) <= 3,
)!
const price = car.car_price as number
const carId = String(car.car_id)

/** The vehicle block the UK calculator island sends for the car (calculators/uk.ts financeVehicle). */
const vehicle = {
  Type: 'Car',
  SourceVehicleId: carId,
  Vin: car.car_chassino,
  Status: 'PreOwned',
  OnTheRoadPrice: price,
  Mileage: car.car_mileage,
  Registration: {
    RegistrationNumber: car.car_regno,
    CountryCode: 'GB',
    DateRegisteredWithDvla: car.car_firstregistration,
  },
}
const organisation = 'Automotive UK Leeds'

type QuotationFigures = {
  Blocks: unknown[]
  Finance: { Notifications: unknown[]; Quote: Record<string, unknown> }
}
const today = () => new Date().toISOString().slice(0, 10)

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
  VehicleRequests: [
    { Id: vehicleBlock.SourceVehicleId, Vehicle: vehicleBlock, Parameters: parameters(extra) },
  ],
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
      Deposit: {
        Locale: { DisplayValue: 'Deposit (£)' },
        Default: Math.floor(price / 10),
        Minimum: 0,
        Maximum: Math.floor(price / 2),
      },
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
    expect(result).toMatchObject({ Id: carId, HasError: false, Error: null })
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
      // By default every action is the car page's own contact form (spec 02 §2 anchors), Apply with
      // the quote box ticked; the form's message names the quote.
      Apply: `?quoteRef=${quote.QuoteReference}#contact-quote`,
      Reserve: `?quoteRef=${quote.QuoteReference}#contact-form`,
      PartExchange: `?quoteRef=${quote.QuoteReference}#contact-form`,
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
    expect(quotation.Finance.Notifications[0].Message).toContain(
      `Representative example: cash price ${pounds(price)}`,
    )

    const stored = await payload.find({
      collection: 'finance-quotes',
      where: { quoteReference: { equals: quote.QuoteReference } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0]).toMatchObject({ family: 'PCP', organisation, sourceVehicleId: carId })

    const legal = await call('GET', `legal?quoteRef=${quote.QuoteReference}`)
    expect(legal.status).toBe(200)
    expect(legal.body.QuoteReference).toBe(quote.QuoteReference)
    expect(legal.body.TermsAndConditions).toContain(`Quote ${quote.QuoteReference}`)
    expect(legal.body.TermsAndConditions).toContain(
      `35 monthly payments of £${quote.TotalRegularPayment.toFixed(2)}`,
    )
  })

  it('works back from a payment to the deposit (ToCashDeposit), for HP and PCP at once', async () => {
    // About 1.8 % of the price a month: HP needs a deposit below its 50 % cap, PCP one above 0.
    const monthly = Math.round(price * 0.018)
    const response = await call(
      'POST',
      'cfd',
      quoteBody({
        CalculationType: 'ToCashDeposit',
        RegularPayment: monthly,
        CashDeposit: null,
        FinanceProductFamilyKeys: ['HP', 'PCP'],
      }),
    )
    const quotations = response.body.Vehicles[0].FinanceQuotations
    expect(
      quotations.map((entry: { FinanceProductFamilyKey: string }) => entry.FinanceProductFamilyKey),
    ).toEqual(['HP', 'PCP'])
    for (const entry of quotations) expect(entry.Finance.Quote.TotalRegularPayment).toBeCloseTo(monthly, 1)
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
      { CashDeposit: price + 1 },
      `The deposit can’t be more than the cash price of ${pounds(price)}.`,
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
      Id: carId,
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

  it("stores a client's quotes up to its daily share, then answers them without storing", async () => {
    process.env.RATE_LIMIT_FINANCE_QUOTES_STORED = '2/86400'
    try {
      const before = await payload.count({ collection: 'finance-quotes', overrideAccess: true })
      const references = []
      const quotes = []
      // One client of its own, recorded per request as server/serve.mjs records it.
      const records = new AsyncLocalStorage<{ remoteAddress: string }>()
      const global = globalThis as { __responseRecords?: unknown }
      const previous = global.__responseRecords
      global.__responseRecords = records
      for (let index = 0; index < 3; index++) {
        const answer = await records.run({ remoteAddress: '192.0.2.77' }, () =>
          call('POST', 'cfd', quoteBody()),
        )
        expect(answer.status).toBe(200)
        const { Quote } = answer.body.Vehicles[0].FinanceQuotations[0].Finance
        references.push(Quote.QuoteReference)
        quotes.push(Quote)
      }
      global.__responseRecords = previous
      expect(references.map((reference) => typeof reference)).toEqual(['string', 'string', 'object'])
      // The same figures, without a reference or links to act on.
      expect(quotes[2].TotalRegularPayment).toBe(quotes[0].TotalRegularPayment)
      expect(quotes[2].QuoteActions).toBeNull()
      const after = await payload.count({ collection: 'finance-quotes', overrideAccess: true })
      expect(after.totalDocs - before.totalDocs).toBe(references.filter(Boolean).length)
    } finally {
      delete process.env.RATE_LIMIT_FINANCE_QUOTES_STORED
    }
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

  it('quotes the catalog’s price, mileage and registration, not the forged ones a caller sends', async () => {
    // A quarter of the price, no miles and registered today: all cheaper to finance, all ignored.
    const forged = {
      ...vehicle,
      Vin: 'FORGED00000000000',
      OnTheRoadPrice: Math.round(price / 4),
      Mileage: 0,
      Registration: { RegistrationNumber: 'F0 RGED', CountryCode: 'GB', DateRegisteredWithDvla: today() },
    }
    const figures = (answer: { body: { Vehicles: Array<{ FinanceQuotations: QuotationFigures[] }> } }) =>
      answer.body.Vehicles[0].FinanceQuotations.map(({ Blocks, Finance }) => ({
        Blocks,
        Notifications: Finance.Notifications,
        Quote: { ...Finance.Quote, QuoteReference: null, QuoteActions: null },
      }))
    const families = { FinanceProductFamilyKeys: ['HP', 'PCP'] }
    const honest = await call('POST', 'cfd', quoteBody(families))
    const cheated = await call('POST', 'cfd', quoteBody(families, forged))
    expect(cheated.body.Vehicles[0]).toMatchObject({ Id: carId, HasError: false })
    expect(figures(cheated)).toEqual(figures(honest))
    const [hp] = cheated.body.Vehicles[0].FinanceQuotations
    expect(hp.Finance.Notifications[0].Message).toContain(`cash price ${pounds(price)}`)

    const stored = await payload.find({
      collection: 'finance-quotes',
      where: { quoteReference: { equals: hp.Finance.Quote.QuoteReference } },
      overrideAccess: true,
    })
    expect(stored.docs[0].vehicle).toMatchObject({
      SourceVehicleId: carId,
      Vin: car.car_chassino,
      OnTheRoadPrice: price,
      Mileage: car.car_mileage,
      Registration: { RegistrationNumber: car.car_regno, DateRegisteredWithDvla: car.car_firstregistration },
    })

    const products = (block: Record<string, unknown>) =>
      call('POST', 'default', { OrganisationIdentifier: organisation, Vehicle: block })
    expect((await products(forged)).body).toEqual((await products(vehicle)).body)
  })

  it('answers a car not in the catalog with HasError (cfd) and a field message (default), storing nothing', async () => {
    const unknown = { ...vehicle, SourceVehicleId: 'uk-not-for-sale' }
    const before = await payload.count({ collection: 'finance-quotes', overrideAccess: true })
    const response = await call('POST', 'cfd', quoteBody({}, unknown))
    expect(response).toEqual({
      status: 200,
      body: {
        Vehicles: [
          {
            Id: 'uk-not-for-sale',
            HasError: true,
            Error: { UserMessage: 'We can’t find this car in our stock, so we can’t quote finance for it.' },
            FinanceQuotations: [],
          },
        ],
      },
    })
    expect(await payload.count({ collection: 'finance-quotes', overrideAccess: true })).toEqual(before)

    expect(await call('POST', 'default', { OrganisationIdentifier: organisation, Vehicle: unknown })).toEqual(
      {
        status: 400,
        body: {
          error: 'Invalid request',
          fields: {
            'Vehicle.SourceVehicleId':
              'We can’t find this car in our stock, so we can’t quote finance for it.',
          },
        },
      },
    )
  })

  it('keeps the quotes away from anonymous readers of the CMS API', async () => {
    expect((await rest('GET', '/api/finance-quotes')).status).toBe(403)
  })
})

describe('the UK calculator as the car page opens it (ukFinanceOpening)', () => {
  const storedQuotes = async () => (await payload.count({ collection: 'finance-quotes' })).totalDocs

  it('has the products and the first product’s default quote, the figures a stored quote would have, and stores none', async () => {
    const { ukFinanceOpening } = await import('@/blocks/car-detail/finance/uk-opening')
    const { quoteRequest, applyQuote } = await import('@/services/finance/calculators/uk')
    const block = vehicle as unknown as FinanceVehicle
    const before = await storedQuotes()
    const opening = (await ukFinanceOpening(block, organisation))!
    expect(opening.products.map((product) => product.FamilyKey)).toEqual(['HP', 'PCP'])
    expect(opening.state).toMatchObject({ family: 'HP', term: 48 })
    expect(opening.quote!.quoteReference).toBeNull()
    expect(opening.quote!.actions).toBeNull()
    expect(await storedQuotes()).toBe(before)

    // The browser's own quote for the same state: the same figures, with a reference and links.
    const stored = await call('POST', 'cfd', quoteRequest(block, organisation, opening.state))
    const shown = applyQuote(opening.state, stored.body)!
    expect(shown.details).toEqual(opening.quote!.details)
    expect(shown.state).toEqual(opening.state)
    expect(shown.actions!.Apply).toContain(shown.quoteReference!)
    expect(await storedQuotes()).toBe(before + 1)
  })

  it('is null for a car the catalog does not have', async () => {
    const { ukFinanceOpening } = await import('@/blocks/car-detail/finance/uk-opening')
    const unknown = { ...vehicle, SourceVehicleId: 'no-such-car' }
    expect(await ukFinanceOpening(unknown as unknown as FinanceVehicle, organisation)).toBeNull()
  })
})
