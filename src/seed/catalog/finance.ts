/** Loan and leasing offers that agree with the car's price (annuity with a residual value). */
import { annuityPayment as annuity } from '@/services/finance/calculators/rate'

/** A price as the market writes it: "249 900 kr", "24 990 €", "£21,590". */
const money = (value: number, currency: string) => {
  const amount = Math.round(value)
  if (currency === 'GBP') return `£${amount.toLocaleString('en-GB')}`
  const digits = amount.toLocaleString('sv-SE').replace(/\u00a0/g, ' ')
  return `${digits} ${currency === 'EUR' ? '€' : 'kr'}`
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

export function companyLeasing(price: number, currency: string, market: FinanceMarket) {
  const words = financeWords[market]
  const mileages = companyMileages[market]
  const monthly = Math.round(annuity(price * 0.8, 0.0595, 36, price * 0.45) / 10) * 10
  return {
    monthly,
    option: {
      title: words.companyTitle,
      description: words.companyDescription,
      sales_text: words.companySales,
      interest_rate: 5.95,
      has_fixed_interest_rate: false,
      default_company_leasing_mileage: mileages[1],
      default_monthly_cost: monthly,
      price_base_amount: Math.round(price * 0.8),
      start_fee: 995,
      start_fee_text: money(995, currency),
      invoice_fee: 59,
      invoice_fee_text: money(59, currency),
      company_leasing_options: mileages.map((mileage) => ({
        mileage,
        options: [24, 36, 48].map((months) => ({
          months,
          months_text: `${months} ${words.months}`,
          residual_percentage: 60 - months / 2,
          residual_percentage_text: `${60 - months / 2} %`,
          cash_amount_max_percentage: 30,
          cash_amount_max_percentage_text: '30 %',
          cash_amount_min_percentage: 0,
          cash_amount_min_percentage_text: '0 %',
        })),
      })),
      default_company_leasing_option: mileages.map((mileage) => ({
        mileage,
        cash_amount: 0,
        contract_length: 36,
      })),
      disclaimer: words.companyDisclaimer,
    },
  }
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
