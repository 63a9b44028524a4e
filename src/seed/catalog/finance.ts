/** Loan and leasing offers that agree with the car's price (annuity with a residual value). */
import { annuityPayment as annuity } from '@/services/finance/calculators/rate'
import { openingCompanyLeasingMonthlyCost } from '@/services/finance/calculators/company-leasing'
import { initialLoanChoice, loanFigures, type LoanOption } from '@/services/finance/calculators/loan'

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

/** The finance partners' words on the markets with loan and leasing: Sweden's and Norway's own. */
type FinanceMarket = 'SE' | 'NO'
const financeWords = {
  SE: {
    loanTitle: 'Billån',
    campaignLoanTitle: 'Kampanjränta billån',
    loanDescription: 'Finansiering via vår finanspartner.',
    perMonth: '/mån',
    months: 'mån',
    loanDisclaimer: 'Beräknat på {1} månader, {2} % kontantinsats ({3}), {4} % restvärde och {5} % ränta.',
    companyTitle: 'Företagsleasing',
    companyDescription: 'Leasing för företag, priser exkl. moms.',
    companySales: 'Smidigt för ditt företag',
    companyDisclaimer:
      '{mileage} mil/år, {months} månader, {cash_amount_percentage} % förhöjd avgift, {residual_percentage} % restvärde, {interest_rate} % ränta, aviavgift {invoice_fee}, uppläggningsavgift {start_fee}.',
    privateTitle: 'Privatleasing',
    privateCampaign: 'Kampanj – inklusive service',
    privateSales: 'Allt-i-ett för privatpersoner',
    privateMileage: '1 500 mil/år',
    privateDisclaimer: 'Priset gäller vid 36 månaders avtal. Övermil debiteras.',
  },
  NO: {
    loanTitle: 'Billån',
    campaignLoanTitle: 'Kampanjerente billån',
    loanDescription: 'Finansiering gjennom vår finanspartner.',
    perMonth: '/mnd',
    months: 'mnd',
    loanDisclaimer: 'Beregnet på {1} måneder, {2} % egenkapital ({3}), {4} % restverdi og {5} % rente.',
    companyTitle: 'Bedriftsleasing',
    companyDescription: 'Leasing for bedrifter, priser eks. mva.',
    companySales: 'Enkelt for bedriften din',
    companyDisclaimer:
      '{mileage} km/år, {months} måneder, {cash_amount_percentage} % forhøyet startleie, {residual_percentage} % restverdi, {interest_rate} % rente, fakturagebyr {invoice_fee}, etableringsgebyr {start_fee}.',
    privateTitle: 'Privatleasing',
    privateCampaign: 'Kampanje – service inkludert',
    privateSales: 'Alt-i-ett for privatpersoner',
    privateMileage: '15 000 km/år',
    privateDisclaimer: 'Prisen gjelder ved 36 måneders avtale. Overskytende kilometer faktureres.',
  },
} satisfies Record<FinanceMarket, Record<string, string>>

/** Company leasing's yearly mileages in the market's unit: Swedish mil, Norwegian kilometres. */
const companyMileages: Record<FinanceMarket, readonly number[]> = {
  SE: [1000, 1500, 2000],
  NO: [10_000, 15_000, 20_000],
}

export function loanOption(price: number, currency: string, market: FinanceMarket, campaign: boolean) {
  const words = financeWords[market]
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
      title: campaign ? words.campaignLoanTitle : words.loanTitle,
      description: words.loanDescription,
      default_monthly_cost: monthly,
      default_monthly_cost_text: `${money(monthly, currency)}${words.perMonth}`,
      default_contract_duration: { months: 60, cash_amount_min_percentage: 20 },
      contract_durations: durations,
      residual_percentage: 30,
      invoice_fee: 49,
      invoice_fee_text: money(49, currency),
      start_fee: 695,
      start_fee_text: money(695, currency),
      interest_rate: interest,
      interest_rate_text: `${interest.toFixed(2).replace('.', ',')} %`,
      disclaimer: words.loanDisclaimer,
    },
  }
}

/**
 * The residual a company leasing contract keeps at the end, in percent of the base amount: 60 less
 * half the months at the shortest yearly mileage, and 5 points less for every further step (500
 * mil, 5 000 km) a year (docs/decisions.md, Finance: a longer yearly mileage wears the car more, so
 * it costs more).
 */
export const companyLeasingResidualPercentage = (step: number, months: number) => 60 - months / 2 - step * 5

export function companyLeasing(price: number, currency: string, market: FinanceMarket) {
  const words = financeWords[market]
  const mileages = companyMileages[market]
  const option = {
    title: words.companyTitle,
    description: words.companyDescription,
    sales_text: words.companySales,
    interest_rate: 5.95,
    has_fixed_interest_rate: false,
    default_company_leasing_mileage: mileages[1],
    price_base_amount: Math.round(price * 0.8),
    start_fee: 995,
    start_fee_text: money(995, currency),
    invoice_fee: 59,
    invoice_fee_text: money(59, currency),
    company_leasing_options: mileages.map((mileage, step) => ({
      mileage,
      options: [24, 36, 48].map((months) => {
        const residual = companyLeasingResidualPercentage(step, months)
        return {
          months,
          months_text: `${months} ${words.months}`,
          residual_percentage: residual,
          residual_percentage_text: `${residual} %`,
          cash_amount_max_percentage: 30,
          cash_amount_max_percentage_text: '30 %',
          cash_amount_min_percentage: 0,
          cash_amount_min_percentage_text: '0 %',
        }
      }),
    })),
    default_company_leasing_option: mileages.map((mileage) => ({
      mileage,
      cash_amount: 0,
      contract_length: 36,
    })),
    disclaimer: words.companyDisclaimer,
  }
  // The feed's monthly cost is the calculator's opening figure, computed by the calculator itself.
  const monthly = openingCompanyLeasingMonthlyCost(option)
  return { monthly, option: { ...option, default_monthly_cost: monthly } }
}

export function privateLeasing(price: number, currency: string, market: FinanceMarket, campaign: boolean) {
  const words = financeWords[market]
  const monthly = Math.round((annuity(price, 0.0595, 36, price * 0.55) * (campaign ? 0.9 : 1)) / 10) * 10
  return {
    monthly,
    option: {
      title: words.privateTitle,
      sales_text: campaign ? words.privateCampaign : words.privateSales,
      monthly_cost_text: `${money(monthly, currency)}${words.perMonth}`,
      months_text: `36 ${words.months}`,
      mileage_text: words.privateMileage,
      start_fee_text: money(0, currency),
      invoice_fee_text: money(49, currency),
      is_campaign: campaign,
      disclaimer: words.privateDisclaimer,
    },
  }
}

export { money, companyMileages, type FinanceMarket }
