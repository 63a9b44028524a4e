/**
 * The UK finance calculator's rules (spec 02 §4 "Finance calculator", §5 "Finance calculator
 * (UK)", §7, §8): pure, client-safe, and typed by the finance service's answers.
 */
import type { FinanceProduct, RangeDefinition, ValuesDefinition } from '../engine/present'
import { financedFigures, type PricedCar } from './price'

export const financeLoadingText = 'Loading Finance options...'
export const financeErrorText =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle."

type Definition = ValuesDefinition | RangeDefinition

/** A slider over a definition: its bounds, and a step from the first two values, or 1. */
export function sliderFor(definition: Definition): { min: number; max: number; step: number } {
  if ('Values' in definition && definition.Values.length > 0) {
    const values = definition.Values
    return {
      min: values[0],
      max: values[values.length - 1],
      step: values.length > 1 ? values[1] - values[0] : 1,
    }
  }
  const range = definition as RangeDefinition
  return { min: range.Minimum, max: range.Maximum, step: 1 }
}

/** What the visitor set; `lastMoved` is the last of deposit and payment they moved. */
export type UkCalculatorState = {
  family: FinanceProduct['FamilyKey']
  term: number
  deposit: number
  payment: number
  annualMileage: number | null
  lastMoved: 'deposit' | 'payment'
}

export function initialUkState(product: FinanceProduct): UkCalculatorState {
  return {
    family: product.FamilyKey,
    term: product.Term.Default,
    deposit: product.Deposit.Default,
    payment: product.Payment.Default,
    annualMileage: product.AnnualMileage?.Default ?? null,
    lastMoved: 'deposit',
  }
}

/** The last moved of deposit and payment decides what is worked out from what. */
export const calculationType = (state: UkCalculatorState) =>
  state.lastMoved === 'payment' ? ('ToCashDeposit' as const) : ('ToRegularPayment' as const)

/** What the finance calls read of a car: the car detail's car satisfies it. */
export type FinancedCar = PricedCar & {
  id: string
  chassisNumber: string | null
  registrationNumber: string | null
  mileage: number | null
  firstRegistration: string | null
}

/** The vehicle block of the finance calls, from the car (UK feed: mileage in miles). */
export function financeVehicle(car: FinancedCar) {
  const figures = financedFigures(car)
  if (!figures) return null
  return {
    Type: 'Car',
    SourceVehicleId: car.id,
    Vin: car.chassisNumber,
    Status: 'PreOwned' as const,
    OnTheRoadPrice: figures.price,
    Mileage: figures.mileage,
    Registration: {
      RegistrationNumber: car.registrationNumber,
      CountryCode: 'GB' as const,
      DateRegisteredWithDvla: figures.firstRegistration,
    },
  }
}
export type FinanceVehicle = NonNullable<ReturnType<typeof financeVehicle>>

/** The body of POST /api/codeweaver/cfd for the state. */
export function quoteRequest(vehicle: FinanceVehicle, organisation: string, state: UkCalculatorState) {
  const type = calculationType(state)
  return {
    OrganisationIdentifier: organisation,
    VehicleRequests: [
      {
        Id: vehicle.SourceVehicleId,
        Vehicle: vehicle,
        Parameters: {
          Term: state.term,
          CashDeposit: type === 'ToRegularPayment' ? state.deposit : null,
          RegularPayment: type === 'ToCashDeposit' ? state.payment : null,
          AnnualMileage: state.family === 'PCP' ? state.annualMileage : null,
          FinanceProductFamilyKeys: [state.family],
          CalculationType: type,
        },
      },
    ],
  }
}

export type QuoteDetail = { Key: string; Label: string; DisplayValue: string }
export type QuoteAnswer = {
  Vehicles: Array<{
    HasError: boolean
    Error: { UserMessage: string } | null
    FinanceQuotations: Array<{
      Blocks: Array<{ Title: string; Details: QuoteDetail[] }>
      Finance: {
        Notifications: Array<{ Message: string }>
        Quote: {
          Term: number
          TotalDeposit: number
          TotalRegularPayment: number
          AnnualMileage: number | null
          /** Null on the figures the page opens with: the browser's own quote brings them. */
          QuoteReference: string | null
          QuoteActions: { Apply: string; Reserve: string; PartExchange: string } | null
        }
      }
    }>
  }>
}

/**
 * The quote to show, with the state brought in line with it (the deposit or payment worked
 * out), or null when the quote has an error: the finance block is then hidden (spec 02 §8).
 */
export function applyQuote(state: UkCalculatorState, answer: QuoteAnswer) {
  const vehicle = answer.Vehicles[0]
  const quotation = vehicle?.FinanceQuotations[0]
  if (!vehicle || vehicle.HasError || !quotation) return null
  const quote = quotation.Finance.Quote
  return {
    state: { ...state, deposit: quote.TotalDeposit, payment: quote.TotalRegularPayment },
    details: quotation.Blocks.flatMap((block) => block.Details),
    notifications: quotation.Finance.Notifications.map((notification) => notification.Message),
    quoteReference: quote.QuoteReference,
    actions: quote.QuoteActions,
  }
}

export type ShownQuote = NonNullable<ReturnType<typeof applyQuote>>

/**
 * Why the service refused the quote, in its own words (Error.UserMessage), shown where the quote
 * was so the visitor knows what to change; null when it quoted.
 */
export function quoteRefusal(answer: QuoteAnswer): string | null {
  const vehicle = answer.Vehicles[0]
  if (!vehicle?.HasError) return null
  return vehicle.Error?.UserMessage || null
}

/** GET /api/codeweaver/legal for a stored quote (spec 02 §7). */
export const legalPath = (quoteReference: string) =>
  `/api/codeweaver/legal?${new URLSearchParams({ quoteRef: quoteReference })}`
export type LegalAnswer = { QuoteReference: string; TermsAndConditions: string }

/** What the calculator opens with, worked out on the server: products, state and the quote's figures. */
export type UkFinanceOpening = {
  products: FinanceProduct[]
  state: UkCalculatorState
  quote: ShownQuote | null
}
