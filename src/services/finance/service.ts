/**
 * The three finance calls of spec 02 §7 without the HTTP: products for a vehicle, quotes (stored
 * under a reference) and the terms of a stored quote. Input is checked here; an impossible
 * request is a vehicle with HasError and a message, never an exception. The vehicle's figures are
 * the catalog's (catalog.ts), never the caller's.
 */
import 'server-only'
import { fieldErrors } from '@/lib/http/json'
import { catalogVehicle, unknownVehicleMessage } from './catalog'
import { financeConfig } from './config'
import {
  defaultRequestSchema,
  quoteReferenceSchema,
  quoteRequestSchema,
  type QuoteRequestBody,
  type VehicleBlock,
} from './contract'
import type { FinanceConfig } from './engine/config'
import { financeProducts, quoteDetails, representativeExample, termsAndConditions } from './engine/present'
import { ageInYears, quote, type Quote, type QuoteVehicle } from './engine/quote'
import { findQuote, storeQuote } from './store'

type Invalid = { status: 400; body: { error: string; fields: Record<string, string> } }
export type FinanceAnswer<T> = { status: 200; body: T } | Invalid | { status: 404; body: { error: string } }

const invalid = (fields: Record<string, string>): Invalid => ({
  status: 400,
  body: { error: 'Invalid request', fields },
})

function quoteVehicle(block: VehicleBlock, today: Date): QuoteVehicle {
  const registered = block.Registration?.DateRegisteredWithDvla
  return {
    price: block.OnTheRoadPrice,
    mileage: block.Mileage,
    ageYears: ageInYears(registered ? new Date(registered) : null, today),
  }
}

/** POST /api/codeweaver/default: the products this vehicle can have, with their defaults. */
export async function defaultProducts(
  body: unknown,
  today = new Date(),
): Promise<FinanceAnswer<{ Products: unknown[] }>> {
  const parsed = defaultRequestSchema.safeParse(body)
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const vehicle = await catalogVehicle(parsed.data.Vehicle)
  if (!vehicle) return invalid({ 'Vehicle.SourceVehicleId': unknownVehicleMessage })
  return {
    status: 200,
    body: { Products: financeProducts(financeConfig(), quoteVehicle(vehicle, today)) },
  }
}

/** An address with the quote reference; a fragment stays on the car page, the reference in its query. */
const withQuoteRef = (address: string, quoteReference: string) => {
  if (address.startsWith('#')) return `?${new URLSearchParams({ quoteRef: quoteReference })}${address}`
  const url = new URL(address)
  url.searchParams.set('quoteRef', quoteReference)
  return url.toString()
}

/** A quote's figures; its reference and the links that carry it only when it was stored. */
function quotation(config: FinanceConfig, figures: Quote, quoteReference: string | null) {
  return {
    FinanceProductFamilyKey: figures.family,
    Name: figures.productName,
    Blocks: [{ Title: 'Representative example', Details: quoteDetails(figures) }],
    Finance: {
      Notifications: [{ Type: 'Information', Message: representativeExample(figures) }],
      Quote: {
        Term: figures.term,
        TotalDeposit: figures.deposit,
        TotalRegularPayment: figures.monthlyPayment,
        NumberOfRegularPayments: figures.numberOfMonthlyPayments,
        FinalPayment: figures.finalPayment,
        AnnualMileage: figures.annualMileage,
        TotalAmountOfCredit: figures.totalAmountOfCredit,
        TotalChargeForCredit: figures.totalChargeForCredit,
        TotalAmountPayable: figures.totalAmountPayable,
        FixedRate: figures.fixedRatePercent,
        Apr: figures.aprPercent,
        QuoteReference: quoteReference,
        QuoteActions: quoteReference
          ? {
              Apply: withQuoteRef(config.applyUrl, quoteReference),
              Reserve: withQuoteRef(config.reserveUrl, quoteReference),
              PartExchange: withQuoteRef(config.partExchangeUrl, quoteReference),
            }
          : null,
      },
    },
  }
}

type VehicleRequest = QuoteRequestBody['VehicleRequests'][number]

const refused = (id: string, userMessage: string) => ({
  Id: id,
  HasError: true,
  Error: { UserMessage: userMessage },
  FinanceQuotations: [],
})

async function quoteOne(
  config: FinanceConfig,
  organisation: string,
  request: VehicleRequest,
  today: Date,
  store: boolean,
) {
  const block = await catalogVehicle(request.Vehicle)
  if (!block) return refused(request.Id, unknownVehicleMessage)
  const vehicle = quoteVehicle(block, today)
  const { Parameters: parameters } = request
  const results = parameters.FinanceProductFamilyKeys.map((family) =>
    quote(config, vehicle, {
      family,
      term: parameters.Term,
      calculation: parameters.CalculationType,
      cashDeposit: parameters.CashDeposit ?? undefined,
      regularPayment: parameters.RegularPayment ?? undefined,
      annualMileage: parameters.AnnualMileage ?? undefined,
    }),
  )
  const failed = results.find((result) => !result.ok)
  if (failed && !failed.ok) return refused(request.Id, failed.userMessage)
  const FinanceQuotations = []
  for (const result of results) {
    if (!result.ok) continue
    const reference = store ? await storeQuote({ organisation, vehicle: block, quote: result.quote }) : null
    FinanceQuotations.push(quotation(config, result.quote, reference))
  }
  return { Id: request.Id, HasError: false, Error: null, FinanceQuotations }
}

/**
 * POST /api/codeweaver/cfd: a quote per vehicle and product family, each stored under its
 * reference. With `store: false` the figures alone, without reference or links: what a page
 * shows before the browser asks for its own quote (a page may be cached and shown to many).
 */
export async function quoteVehicles(
  body: unknown,
  today = new Date(),
  { store = true }: { store?: boolean } = {},
): Promise<FinanceAnswer<{ Vehicles: unknown[] }>> {
  const parsed = quoteRequestSchema.safeParse(body)
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues))
  const config = financeConfig()
  const Vehicles = []
  for (const request of parsed.data.VehicleRequests)
    Vehicles.push(await quoteOne(config, parsed.data.OrganisationIdentifier, request, today, store))
  return { status: 200, body: { Vehicles } }
}

/** GET /api/codeweaver/legal?quoteRef=: the terms of a stored quote. */
export async function quoteTerms(
  quoteRef: string | null,
): Promise<FinanceAnswer<{ QuoteReference: string; TermsAndConditions: string }>> {
  const parsed = quoteReferenceSchema.safeParse(quoteRef ?? '')
  if (!parsed.success) return invalid(fieldErrors(parsed.error.issues, ['quoteRef']))
  const stored = await findQuote(parsed.data)
  if (!stored) return { status: 404, body: { error: 'No quote with this reference' } }
  return {
    status: 200,
    body: {
      QuoteReference: stored.quoteReference,
      TermsAndConditions: termsAndConditions(stored.quote, stored.quoteReference, stored.createdAt),
    },
  }
}
