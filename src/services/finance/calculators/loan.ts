/**
 * The Swedish car loan calculator (spec 02 §3 Loan option, §5 "Loan calculator", §9): sliders,
 * monthly cost, effective interest rate, total to pay and the disclaimer. Pure and client-safe.
 */
import { fill } from '@/lib/i18n/fill'
import { annuityPayment, creditFlows, effectiveAnnualRate, roundTo } from './rate'
import { boundToRange, clampToRange, type SliderRange } from './slider'

export const loanPeriodStep = 12
export const downPaymentStep = 1000

/** car_loan_option as the feed carries it (checked by `parseLoanOption` in ./schemas on the server). */
export type LoanOption = {
  title?: string
  description?: string
  default_contract_duration?: { months: number; cash_amount_min_percentage?: number }
  contract_durations: Array<{
    months: number
    residual_percentage?: number
    cash_amount_max_percentage?: number
    cash_amount_min_percentage?: number
  }>
  residual_percentage?: number
  invoice_fee: number
  start_fee: number
  interest_rate: number
  disclaimer?: string
}

/** What the visitor chose: the loan period in months and the down payment in the currency. */
export type LoanChoice = { months: number; downPayment: number }

export type LoanPeriods = SliderRange & { values: number[]; showSlider: boolean }

export function loanPeriods(option: LoanOption): LoanPeriods {
  const values = [...new Set(option.contract_durations.map((duration) => duration.months))].sort(
    (a, b) => a - b,
  )
  const min = values[0]
  const max = values[values.length - 1]
  return { min, max, step: loanPeriodStep, values, showSlider: min !== max }
}

/** The contract duration for `months`, or the nearest one the option has. */
function durationFor(option: LoanOption, months: number) {
  return option.contract_durations.reduce((best, duration) =>
    Math.abs(duration.months - months) < Math.abs(best.months - months) ? duration : best,
  )
}

function minimumCashPercentage(option: LoanOption, months: number): number {
  return (
    option.default_contract_duration?.cash_amount_min_percentage ??
    durationFor(option, months).cash_amount_min_percentage ??
    0
  )
}

/**
 * Down payment slider: from the minimum percent of the price, rounded, to the maximum percent of
 * the price for the period rounded to the nearest 1000, step 1000 (never below the minimum).
 */
export function downPaymentRange(option: LoanOption, price: number, months: number): SliderRange {
  const min = Math.round((price * minimumCashPercentage(option, months)) / 100)
  const maxPercentage = durationFor(option, months).cash_amount_max_percentage ?? 100
  const max = Math.round((price * maxPercentage) / 100 / downPaymentStep) * downPaymentStep
  return { min, max: Math.max(min, max), step: downPaymentStep }
}

/** The default months (the option's default duration when it is offered, else the longest) and the minimum down payment. */
export function initialLoanChoice(option: LoanOption, price: number): LoanChoice {
  const periods = loanPeriods(option)
  const wanted = option.default_contract_duration?.months
  const months = wanted !== undefined && periods.values.includes(wanted) ? wanted : periods.max
  return { months, downPayment: downPaymentRange(option, price, months).min }
}

/** A typed or dragged down payment: kept as typed within the period's range, else its nearer bound. */
export function setDownPayment(
  option: LoanOption,
  price: number,
  choice: LoanChoice,
  typed: number,
): LoanChoice {
  return { ...choice, downPayment: boundToRange(typed, downPaymentRange(option, price, choice.months)) }
}

/** A new period: its maximum is recomputed and the down payment clamped down (or up) to its range. */
export function changeLoanPeriod(
  option: LoanOption,
  price: number,
  choice: LoanChoice,
  months: number,
): LoanChoice {
  const period = durationFor(option, clampToRange(months, loanPeriods(option))).months
  const range = downPaymentRange(option, price, period)
  return { months: period, downPayment: Math.min(range.max, Math.max(range.min, choice.downPayment)) }
}

export type LoanFigures = {
  /** The amount borrowed: price less down payment. */
  credit: number
  residualPercentage: number
  /** The balloon paid with the last month: residual percentage of the price. */
  residualValue: number
  /** Annuity with the residual, interest/12 monthly, rounded to whole currency units. */
  monthlyCost: number
  /** Effective annual rate in percent, 2 decimals, counting the start fee and the invoice fee each month. */
  effectiveInterestRate: number
  /** Everything paid for the credit: start fee, monthly costs and invoice fees, and the residual. */
  totalAmountToPay: number
}

export function loanFigures(option: LoanOption, price: number, choice: LoanChoice): LoanFigures {
  const duration = durationFor(option, choice.months)
  const residualPercentage = duration.residual_percentage ?? option.residual_percentage ?? 0
  const residualValue = Math.round((price * residualPercentage) / 100)
  const credit = price - choice.downPayment
  const monthlyCost = Math.round(
    annuityPayment(credit, option.interest_rate / 100, choice.months, residualValue),
  )
  const rate = effectiveAnnualRate(
    creditFlows({
      paidOut: credit,
      upFrontFee: option.start_fee,
      monthly: monthlyCost + option.invoice_fee,
      months: choice.months,
      final: residualValue,
    }),
  )
  return {
    credit,
    residualPercentage,
    residualValue,
    monthlyCost,
    effectiveInterestRate: rate === null ? option.interest_rate : roundTo(rate * 100, 2),
    totalAmountToPay: option.start_fee + choice.months * (monthlyCost + option.invoice_fee) + residualValue,
  }
}

/**
 * The disclaimer with {1} months, {2} minimum cash percentage, {3} minimum cash amount,
 * {4} residual percentage, {5} interest rate to 2 decimals. `formatAmount` writes money the
 * site's way ("60 000 kr"); `decimalComma` writes 6,95 for Swedish text.
 */
export function loanDisclaimer(
  option: LoanOption,
  price: number,
  choice: LoanChoice,
  format: { formatAmount?: (amount: number) => string; decimalComma?: boolean } = {},
): string {
  const { formatAmount = String, decimalComma = false } = format
  const rate = option.interest_rate.toFixed(2)
  return fill(option.disclaimer ?? '', {
    1: choice.months,
    2: minimumCashPercentage(option, choice.months),
    3: formatAmount(downPaymentRange(option, price, choice.months).min),
    4: loanFigures(option, price, choice).residualPercentage,
    5: decimalComma ? rate.replace('.', ',') : rate,
  })
}

/**
 * `?loan=months,down`: both whole numbers. A plain pattern rather than zod: this runs in the
 * island, and zod in a client bundle costs 34 KB and trips the CSP (docs/decisions.md, Fast on a phone).
 */
const loanParamPattern = /^(\d{1,3}),(\d{1,10})$/

/**
 * The choice a shared link carries. Anything malformed, or a period the option does not have,
 * gives the defaults; a down payment outside the range is clamped into it (the price may have
 * changed since the link was shared).
 */
export function parseLoanParam(
  raw: string | null | undefined,
  option: LoanOption,
  price: number,
): LoanChoice {
  const match = loanParamPattern.exec(raw ?? '')
  const months = Number(match?.[1])
  if (!match || !loanPeriods(option).values.includes(months)) return initialLoanChoice(option, price)
  return setDownPayment(option, price, { months, downPayment: 0 }, Number(match[2]))
}

export const formatLoanParam = (choice: LoanChoice): string => `${choice.months},${choice.downPayment}`
