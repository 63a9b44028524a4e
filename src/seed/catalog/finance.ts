/** Loan and leasing offers that agree with the car's price (annuity with a residual value). */
import { annuityPayment as annuity } from '@/services/finance/calculators/rate'
import { openingCompanyLeasingMonthlyCost } from '@/services/finance/calculators/company-leasing'
import { initialLoanChoice, loanFigures, type LoanOption } from '@/services/finance/calculators/loan'
import type { MarketCode } from './markets'

/** A price as the market writes it: "249 900 kr", "24 990 €", "£21,590". */
const money = (value: number, currency: string) => {
  const amount = Math.round(value)
  if (currency === 'GBP') return `£${amount.toLocaleString('en-GB')}`
  const digits = amount.toLocaleString('sv-SE').replace(/\u00a0/g, ' ')
  return `${digits} ${currency === 'EUR' ? '€' : 'kr'}`
}

/** A loan's fees in the currency: the Nordic crowns' amounts, a tenth of them (rounded) in pounds and euros. */
const loanFees = (currency: string) =>
  currency === 'SEK' || currency === 'NOK' ? { start: 695, invoice: 49 } : { start: 70, invoice: 5 }

/**
 * The representative credit example the obligatory loan info states (docs/decisions.md,
 * Finance): the car loan's standard rate and fees, 20 % down, 60 months, no residual, worked out
 * by the loan calculator itself so the stated monthly cost, effective rate and total agree.
 */
export function representativeLoan(price: number, currency: string) {
  const fees = loanFees(currency)
  const option: LoanOption = {
    default_contract_duration: { months: 60, cash_amount_min_percentage: 20 },
    contract_durations: [{ months: 60, residual_percentage: 0, cash_amount_max_percentage: 50 }],
    start_fee: fees.start,
    invoice_fee: fees.invoice,
    interest_rate: 6.95,
  }
  const choice = initialLoanChoice(option, price)
  return { option, choice, figures: loanFigures(option, price, choice) }
}

export function loanOption(price: number, currency: string, campaign: boolean) {
  const interest = campaign ? 3.95 : 6.95
  const durations = [36, 48, 60, 72, 84].map((months) => ({
    months,
    residual_percentage: months <= 48 ? 40 : 30,
    // A longer loan allows a smaller down payment at most, as finance partners set it: moving
    // the period then clamps the down payment (spec 02 §5).
    cash_amount_max_percentage: months <= 48 ? 50 : months === 60 ? 40 : 30,
    cash_amount_min_percentage: 20,
  }))
  const monthly = Math.round(annuity(price * 0.8, interest / 100, 60, price * 0.3))
  return {
    monthly,
    option: {
      title: campaign ? 'Kampanjränta billån' : 'Billån',
      description: 'Finansiering via vår finanspartner.',
      default_monthly_cost: monthly,
      default_monthly_cost_text: `${money(monthly, currency)}/mån`,
      default_contract_duration: { months: 60, cash_amount_min_percentage: 20 },
      contract_durations: durations,
      residual_percentage: 30,
      invoice_fee: 49,
      invoice_fee_text: money(49, currency),
      start_fee: 695,
      start_fee_text: money(695, currency),
      interest_rate: interest,
      interest_rate_text: `${interest.toFixed(2).replace('.', ',')} %`,
      disclaimer: 'Beräknat på {1} månader, {2} % kontantinsats ({3}), {4} % restvärde och {5} % ränta.',
    },
  }
}

/**
 * The residual a company leasing contract keeps at the end, in percent of the base amount: 60 less
 * half the months at 1 000 mil a year, and 5 points less for every further 500 mil a year
 * (docs/decisions.md, Finance: a longer yearly mileage wears the car more, so it costs more).
 */
export const companyLeasingResidualPercentage = (mileage: number, months: number) =>
  60 - months / 2 - ((mileage - 1000) / 500) * 5

export function companyLeasing(price: number, currency: string) {
  const option = {
    title: 'Företagsleasing',
    description: 'Leasing för företag, priser exkl. moms.',
    sales_text: 'Smidigt för ditt företag',
    interest_rate: 5.95,
    has_fixed_interest_rate: false,
    default_company_leasing_mileage: 1500,
    price_base_amount: Math.round(price * 0.8),
    start_fee: 995,
    start_fee_text: money(995, currency),
    invoice_fee: 59,
    invoice_fee_text: money(59, currency),
    company_leasing_options: [1000, 1500, 2000].map((mileage) => ({
      mileage,
      options: [24, 36, 48].map((months) => {
        const residual = companyLeasingResidualPercentage(mileage, months)
        return {
          months,
          months_text: `${months} mån`,
          residual_percentage: residual,
          residual_percentage_text: `${residual} %`,
          cash_amount_max_percentage: 30,
          cash_amount_max_percentage_text: '30 %',
          cash_amount_min_percentage: 0,
          cash_amount_min_percentage_text: '0 %',
        }
      }),
    })),
    default_company_leasing_option: [1000, 1500, 2000].map((mileage) => ({
      mileage,
      cash_amount: 0,
      contract_length: 36,
    })),
    disclaimer:
      '{mileage} mil/år, {months} månader, {cash_amount_percentage} % förhöjd avgift, {residual_percentage} % restvärde, {interest_rate} % ränta, aviavgift {invoice_fee}, uppläggningsavgift {start_fee}.',
  }
  // The feed's monthly cost is the calculator's opening figure, computed by the calculator itself.
  const monthly = openingCompanyLeasingMonthlyCost(option)
  return { monthly, option: { ...option, default_monthly_cost: monthly } }
}

export function privateLeasing(price: number, currency: string, market: MarketCode, campaign: boolean) {
  const monthly = Math.round((annuity(price, 0.0595, 36, price * 0.55) * (campaign ? 0.9 : 1)) / 10) * 10
  return {
    monthly,
    option: {
      title: 'Privatleasing',
      sales_text: campaign ? 'Kampanj – inklusive service' : 'Allt-i-ett för privatpersoner',
      monthly_cost_text: `${money(monthly, currency)}/mån`,
      months_text: '36 mån',
      mileage_text: market === 'SE' ? '1 500 mil/år' : '15 000 km/år',
      start_fee_text: money(0, currency),
      invoice_fee_text: money(49, currency),
      is_campaign: campaign,
      disclaimer: 'Priset gäller vid 36 månaders avtal. Övermil debiteras.',
    },
  }
}

export { money }
