/**
 * The Swedish company leasing calculator (spec 02 §3 Company leasing option, §5 "Company
 * leasing"): mileage buttons, contract length, first-time fee percentage, monthly cost and the
 * disclaimer. Pure and client-safe.
 */
import { fill } from '@/lib/i18n/fill'
import { annuityPayment } from './rate'
import { clampToRange, type SliderRange } from './slider'

export const contractLengthStep = 12
export const firstTimeFeeStep = 1

type Contract = {
  months: number
  residual_percentage: number
  cash_amount_max_percentage: number
  cash_amount_min_percentage: number
}

/** car_company_leasing_option as the feed carries it (checked by `parseCompanyLeasingOption` in ./schemas). */
export type CompanyLeasingOption = {
  title?: string
  interest_rate: number
  default_company_leasing_mileage?: number
  price_base_amount: number
  start_fee: number
  start_fee_text?: string
  invoice_fee: number
  invoice_fee_text?: string
  company_leasing_options: Array<{ mileage: number; options: Contract[] }>
  default_company_leasing_option?: Array<{ mileage: number; cash_amount: number; contract_length: number }>
  disclaimer?: string
}

/** Mileage in Swedish mil per year, contract length in months, first-time fee in percent of the base amount. */
export type CompanyLeasingChoice = { mileage: number; months: number; feePercentage: number }

/** One button per mileage, smallest first. */
export const mileageOptions = (option: CompanyLeasingOption): number[] =>
  option.company_leasing_options.map((entry) => entry.mileage).sort((a, b) => a - b)

function contractsFor(option: CompanyLeasingOption, mileage: number) {
  const entry =
    option.company_leasing_options.find((candidate) => candidate.mileage === mileage) ??
    option.company_leasing_options[0]
  return [...entry.options].sort((a, b) => a.months - b.months)
}

function contractFor(option: CompanyLeasingOption, mileage: number, months: number) {
  return contractsFor(option, mileage).reduce((best, contract) =>
    Math.abs(contract.months - months) < Math.abs(best.months - months) ? contract : best,
  )
}

export function contractLengths(
  option: CompanyLeasingOption,
  mileage: number,
): SliderRange & { values: number[] } {
  const values = contractsFor(option, mileage).map((contract) => contract.months)
  return { min: values[0], max: values[values.length - 1], step: contractLengthStep, values }
}

/** The first-time fee's bounds for the contract length, step 1 percent. */
export function firstTimeFeeRange(
  option: CompanyLeasingOption,
  mileage: number,
  months: number,
): SliderRange {
  const contract = contractFor(option, mileage, months)
  const min = contract.cash_amount_min_percentage
  return { min, max: Math.max(min, contract.cash_amount_max_percentage), step: firstTimeFeeStep }
}

/** A choice made valid: a mileage the option has, its nearest contract length, the fee clamped. */
function settle(option: CompanyLeasingOption, choice: CompanyLeasingChoice): CompanyLeasingChoice {
  const mileages = mileageOptions(option)
  const mileage = mileages.includes(choice.mileage) ? choice.mileage : mileages[0]
  const months = contractFor(option, mileage, choice.months).months
  const feePercentage = clampToRange(choice.feePercentage, firstTimeFeeRange(option, mileage, months))
  return { mileage, months, feePercentage }
}

/**
 * The default mileage, and for it the default contract length and first-time fee
 * (default_company_leasing_option's cash_amount is money, turned into percent of the base amount).
 */
export function initialCompanyLeasingChoice(option: CompanyLeasingOption): CompanyLeasingChoice {
  const mileage = option.default_company_leasing_mileage ?? mileageOptions(option)[0]
  const preset = option.default_company_leasing_option?.find((entry) => entry.mileage === mileage)
  return settle(option, {
    mileage,
    months: preset?.contract_length ?? contractsFor(option, mileage)[0].months,
    feePercentage: preset ? (preset.cash_amount / option.price_base_amount) * 100 : 0,
  })
}

export const chooseMileage = (option: CompanyLeasingOption, choice: CompanyLeasingChoice, mileage: number) =>
  settle(option, { ...choice, mileage })

export const chooseContractLength = (
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
  months: number,
) => settle(option, { ...choice, months })

/** A typed or dragged fee, clamped to the contract's min and max and rounded to whole percent. */
export const chooseFirstTimeFee = (
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
  percentage: number,
) => settle(option, { ...choice, feePercentage: percentage })

export type CompanyLeasingFigures = {
  firstTimeFee: number
  residualPercentage: number
  residualValue: number
  monthlyCost: number
}

/**
 * From the option's data: the base amount less the first-time fee is paid down by an annuity at
 * interest/12 to the contract's residual percentage of the base amount; rounded.
 */
export function companyLeasingFigures(
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
): CompanyLeasingFigures {
  const contract = contractFor(option, choice.mileage, choice.months)
  const base = option.price_base_amount
  const firstTimeFee = Math.round((base * choice.feePercentage) / 100)
  const residualValue = Math.round((base * contract.residual_percentage) / 100)
  return {
    firstTimeFee,
    residualPercentage: contract.residual_percentage,
    residualValue,
    monthlyCost: Math.round(
      annuityPayment(base - firstTimeFee, option.interest_rate / 100, contract.months, residualValue),
    ),
  }
}

/**
 * The monthly cost the calculator opens with (its default mileage, contract length and fee):
 * the figure the price block and the feed's car_companyleasing_monthly_cost show, so the page
 * states one price for one choice.
 */
export const openingCompanyLeasingMonthlyCost = (option: CompanyLeasingOption): number =>
  companyLeasingFigures(option, initialCompanyLeasingChoice(option)).monthlyCost

/** The disclaimer's named placeholders filled from the choice; fees as the option writes them. */
export function companyLeasingDisclaimer(
  option: CompanyLeasingOption,
  choice: CompanyLeasingChoice,
  format: { decimalComma?: boolean } = {},
): string {
  const rate = option.interest_rate.toFixed(2)
  return fill(option.disclaimer ?? '', {
    mileage: choice.mileage,
    months: choice.months,
    cash_amount_percentage: choice.feePercentage,
    residual_percentage: companyLeasingFigures(option, choice).residualPercentage,
    interest_rate: format.decimalComma ? rate.replace('.', ',') : rate,
    invoice_fee: option.invoice_fee_text ?? option.invoice_fee,
    start_fee: option.start_fee_text ?? option.start_fee,
  })
}
