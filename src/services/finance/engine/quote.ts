/**
 * UK consumer-credit quotes for Hire Purchase and Personal Contract Purchase: pure, from the
 * vehicle, the visitor's parameters and the configuration. An impossible request is a value
 * with a message the visitor can read, never a throw.
 */
import { annuityPayment, creditFlows, effectiveAnnualRate, principalFor, roundTo } from '../calculators/rate'
import type { FinanceConfig, ProductConfig } from './config'
import { pounds, wholePounds } from './money'
import { guaranteedFutureValue } from './residual'

export const familyKeys = ['HP', 'PCP'] as const
export type FamilyKey = (typeof familyKeys)[number]
export const calculationTypes = ['ToRegularPayment', 'ToCashDeposit'] as const
export type CalculationType = (typeof calculationTypes)[number]

export type QuoteVehicle = {
  /** On-the-road cash price in pounds. */
  price: number
  /** Odometer now, in miles. */
  mileage: number
  /** Whole years since first registration, fractional (0 for a car not yet registered). */
  ageYears: number
}

export type QuoteRequest = {
  family: FamilyKey
  term: number
  calculation: CalculationType
  /** ToRegularPayment: the deposit (the product's default share of the price when absent). */
  cashDeposit?: number
  /** ToCashDeposit: the monthly payment wanted. */
  regularPayment?: number
  /** PCP: miles a year (the product's default when absent). */
  annualMileage?: number
}

export type Quote = {
  family: FamilyKey
  productName: string
  lender: string
  cashPrice: number
  deposit: number
  totalAmountOfCredit: number
  term: number
  numberOfMonthlyPayments: number
  monthlyPayment: number
  /** PCP: the optional final payment (guaranteed future value plus the option-to-purchase fee). */
  finalPayment: number | null
  guaranteedFutureValue: number | null
  optionToPurchaseFee: number
  totalChargeForCredit: number
  totalAmountPayable: number
  /** Nominal yearly rate, charged monthly. */
  annualRatePercent: number
  /** Flat yearly rate: the interest over the credit, per year of the term. */
  fixedRatePercent: number
  /** Representative APR: the annual rate that balances the credit with every payment and fee. */
  aprPercent: number
  annualMileage: number | null
  excessMileagePence: number | null
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; userMessage: string }

const fail = (userMessage: string): QuoteResult => ({ ok: false, userMessage })

export function productConfig(config: FinanceConfig, family: FamilyKey): ProductConfig {
  return family === 'PCP' ? config.pcp : config.hp
}

const listOf = (values: number[]) =>
  values.length === 1
    ? String(values[0])
    : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`

/**
 * The payment schedule of one product: HP repays the credit in `term` equal payments; PCP in
 * `term − 1` payments with the guaranteed future value due as the optional final payment in the
 * last month. Both at the nominal rate / 12.
 */
type Schedule = { payments: number; balloon: number; rate: number; term: number }

const balloonValueNow = ({ balloon, rate, term }: Schedule) =>
  rate === 0 ? balloon : balloon / (1 + rate / 12) ** term

const paymentFor = (schedule: Schedule, credit: number) =>
  annuityPayment(credit - balloonValueNow(schedule), schedule.rate, schedule.payments)

const creditFor = (schedule: Schedule, payment: number) =>
  principalFor(payment, schedule.rate, schedule.payments) + balloonValueNow(schedule)

type Prepared = {
  product: ProductConfig
  schedule: Schedule
  annualMileage: number | null
  minDeposit: number
  /** The largest deposit: the product's share, and never so large the credit falls under the minimum. */
  maxDeposit: number
}

/** Checks the term, mileage and PCP eligibility, and works out the schedule and deposit bounds. */
function prepare(
  config: FinanceConfig,
  vehicle: QuoteVehicle,
  request: QuoteRequest,
): Prepared | { error: string } {
  const product = productConfig(config, request.family)
  if (!product.terms.includes(request.term))
    return { error: `Please choose a term of ${listOf(product.terms)} months for ${product.name}.` }
  let annualMileage: number | null = null
  let balloon = 0
  if (request.family === 'PCP') {
    const { annualMileages } = config.pcp
    annualMileage = request.annualMileage ?? config.pcp.defaultAnnualMileage
    const [lowest, highest] = [Math.min(...annualMileages), Math.max(...annualMileages)]
    if (annualMileage < lowest || annualMileage > highest)
      return {
        error: `Please choose an annual mileage between ${lowest.toLocaleString('en-GB')} and ${highest.toLocaleString('en-GB')} miles.`,
      }
    const years = request.term / 12
    const { maxAgeAtEndYears, maxMileageAtEnd } = config.residual
    if (
      vehicle.ageYears + years > maxAgeAtEndYears ||
      vehicle.mileage + annualMileage * years > maxMileageAtEnd
    )
      return {
        error: `${product.name} over ${request.term} months isn't available for this vehicle: at the end it would be over ${maxAgeAtEndYears} years old or ${maxMileageAtEnd.toLocaleString('en-GB')} miles. Please choose a shorter term or Hire Purchase.`,
      }
    balloon = guaranteedFutureValue(config.residual, vehicle, request.term, annualMileage)
  }
  const schedule: Schedule = {
    payments: request.family === 'PCP' ? request.term - 1 : request.term,
    balloon,
    rate: product.annualRatePercent / 100,
    term: request.term,
  }
  const minDeposit = wholePounds((vehicle.price * product.minDepositPercent) / 100)
  const maxDeposit = Math.min(
    wholePounds((vehicle.price * product.maxDepositPercent) / 100),
    // PCP: the credit must stay above the balloon, or there is nothing left to pay monthly.
    vehicle.price - Math.max(config.minimumCredit, balloon + 1),
  )
  if (maxDeposit < minDeposit)
    return {
      error: `${product.name} isn't available for this vehicle: the amount to borrow would be too small.`,
    }
  return { product, schedule, annualMileage, minDeposit, maxDeposit }
}

/** The lowest and highest monthly payment the product allows for the term (at the largest and smallest deposit). */
export function paymentBounds(config: FinanceConfig, vehicle: QuoteVehicle, request: QuoteRequest) {
  const prepared = prepare(config, vehicle, request)
  if ('error' in prepared) return null
  return {
    minimum: roundTo(paymentFor(prepared.schedule, vehicle.price - prepared.maxDeposit), 2),
    maximum: roundTo(paymentFor(prepared.schedule, vehicle.price - prepared.minDeposit), 2),
    minDeposit: prepared.minDeposit,
    maxDeposit: prepared.maxDeposit,
  }
}

export function quote(config: FinanceConfig, vehicle: QuoteVehicle, request: QuoteRequest): QuoteResult {
  if (!(vehicle.price > 0)) return fail('Finance needs the vehicle’s cash price.')
  const prepared = prepare(config, vehicle, request)
  if ('error' in prepared) return fail(prepared.error)
  const { product, schedule, minDeposit, maxDeposit } = prepared

  let deposit: number
  if (request.calculation === 'ToCashDeposit') {
    if (request.regularPayment === undefined) return fail('Please choose a monthly payment.')
    const highest = paymentFor(schedule, vehicle.price - minDeposit)
    const lowest = paymentFor(schedule, vehicle.price - maxDeposit)
    // A penny of tolerance: the bounds are shown rounded to pennies.
    if (request.regularPayment > roundTo(highest, 2) + 0.005)
      return fail(`The monthly payment can be at most ${pounds(highest)} over ${request.term} months.`)
    if (request.regularPayment < roundTo(lowest, 2) - 0.005)
      return fail(`The monthly payment must be at least ${pounds(lowest)} over ${request.term} months.`)
    deposit = Math.min(
      maxDeposit,
      Math.max(minDeposit, roundTo(vehicle.price - creditFor(schedule, request.regularPayment), 2)),
    )
  } else {
    deposit = request.cashDeposit ?? wholePounds((vehicle.price * product.defaultDepositPercent) / 100)
    if (deposit > vehicle.price)
      return fail(`The deposit can’t be more than the cash price of ${pounds(vehicle.price)}.`)
    if (deposit > maxDeposit)
      return fail(`The deposit can be at most ${pounds(maxDeposit)} for ${product.name} on this vehicle.`)
    if (deposit < minDeposit) return fail(`The deposit must be at least ${pounds(minDeposit)}.`)
  }
  return { ok: true, quote: figures(config, vehicle, request, prepared, deposit) }
}

function figures(
  config: FinanceConfig,
  vehicle: QuoteVehicle,
  request: QuoteRequest,
  prepared: Prepared,
  deposit: number,
): Quote {
  const { product, schedule, annualMileage } = prepared
  const credit = roundTo(vehicle.price - deposit, 2)
  const monthly = roundTo(paymentFor(schedule, credit), 2)
  const fee = product.optionToPurchaseFee
  const repaid = roundTo(monthly * schedule.payments + schedule.balloon, 2)
  const totalAmountPayable = roundTo(deposit + repaid + fee, 2)
  const apr = effectiveAnnualRate(
    creditFlows({ paidOut: credit, monthly, months: schedule.payments, final: 0 }).concat({
      month: request.term,
      amount: -(schedule.balloon + fee),
    }),
  )
  const isPcp = request.family === 'PCP'
  return {
    family: request.family,
    productName: product.name,
    lender: config.lender,
    cashPrice: vehicle.price,
    deposit,
    totalAmountOfCredit: credit,
    term: request.term,
    numberOfMonthlyPayments: schedule.payments,
    monthlyPayment: monthly,
    finalPayment: isPcp ? roundTo(schedule.balloon + fee, 2) : null,
    guaranteedFutureValue: isPcp ? schedule.balloon : null,
    optionToPurchaseFee: fee,
    totalChargeForCredit: roundTo(totalAmountPayable - vehicle.price, 2),
    totalAmountPayable,
    annualRatePercent: product.annualRatePercent,
    fixedRatePercent: roundTo(((repaid - credit) / credit / (request.term / 12)) * 100, 2),
    aprPercent: roundTo((apr ?? 0) * 100, 1),
    annualMileage,
    excessMileagePence: isPcp ? config.pcp.excessMileagePence : null,
  }
}

/** Years since first registration, with the fraction (0 when unregistered or registered in the future). */
export function ageInYears(registeredOn: Date | null, today: Date): number {
  if (!registeredOn) return 0
  return Math.max(0, (today.getTime() - registeredOn.getTime()) / (365.25 * 24 * 3600 * 1000))
}
