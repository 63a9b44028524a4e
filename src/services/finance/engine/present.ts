/**
 * The quote engine's figures in the shapes of the finance calls (spec 02 §3 Finance product,
 * §7): product definitions, a quotation's detail blocks, the representative example and the
 * terms and conditions. Pure.
 */
import type { FinanceConfig } from './config'
import { pounds } from './money'
import {
  familyKeys,
  paymentBounds,
  productConfig,
  quote,
  type FamilyKey,
  type Quote,
  type QuoteVehicle,
} from './quote'

type Locale = { Locale: { DisplayValue: string } }
export type ValuesDefinition = Locale & { Default: number; Values: number[] }
export type RangeDefinition = Locale & { Default: number; Minimum: number; Maximum: number }
export type FinanceProduct = {
  Name: string
  FamilyKey: FamilyKey
  Term: ValuesDefinition
  Deposit: RangeDefinition
  Payment: RangeDefinition
  AnnualMileage?: ValuesDefinition
}

const label = (DisplayValue: string) => ({ Locale: { DisplayValue } })

/**
 * The products a vehicle can have, each with the default quote's figures: the product's default
 * term (or the longest it allows for this vehicle), deposit and mileage, and only the terms it
 * allows. A product the vehicle cannot have at any term is left out.
 */
export function financeProducts(config: FinanceConfig, vehicle: QuoteVehicle): FinanceProduct[] {
  return familyKeys.flatMap((family) => {
    const product = productConfig(config, family)
    const annualMileage = family === 'PCP' ? config.pcp.defaultAnnualMileage : undefined
    const requestFor = (term: number) => ({
      family,
      term,
      calculation: 'ToRegularPayment' as const,
      annualMileage,
    })
    // Only the terms this vehicle can have at the default mileage: a slider never offers a
    // term the quote would refuse (a PCP car too old at the end of 36 months gets 24 only).
    const offered = product.terms.filter((term) => quote(config, vehicle, requestFor(term)).ok)
    const terms = [product.defaultTerm, ...[...offered].reverse()]
    for (const term of terms) {
      const request = requestFor(term)
      const result = quote(config, vehicle, request)
      const bounds = paymentBounds(config, vehicle, request)
      if (!result.ok || !bounds) continue
      return [
        {
          Name: product.name,
          FamilyKey: family,
          Term: { ...label('Term (months)'), Default: term, Values: offered },
          Deposit: {
            ...label('Deposit (£)'),
            Default: result.quote.deposit,
            Minimum: bounds.minDeposit,
            Maximum: bounds.maxDeposit,
          },
          Payment: {
            ...label('Monthly payment (£)'),
            Default: result.quote.monthlyPayment,
            Minimum: bounds.minimum,
            Maximum: bounds.maximum,
          },
          ...(family === 'PCP'
            ? {
                AnnualMileage: {
                  ...label('Annual mileage (miles)'),
                  Default: config.pcp.defaultAnnualMileage,
                  Values: [...config.pcp.annualMileages],
                },
              }
            : {}),
        },
      ]
    }
    return []
  })
}

export type Detail = { Key: string; Label: string; DisplayValue: string }

const percent = (value: number, digits: number) => `${value.toFixed(digits)}%`

/** The lines a UK consumer-credit quote must state, in the order a representative example lists them. */
export function quoteDetails(quote: Quote): Detail[] {
  const lines: Array<[string, string, string | null]> = [
    ['CashPrice', 'Cash price', pounds(quote.cashPrice)],
    ['Deposit', 'Deposit', pounds(quote.deposit)],
    ['TotalAmountOfCredit', 'Total amount of credit', pounds(quote.totalAmountOfCredit)],
    ['Term', 'Duration of agreement', `${quote.term} months`],
    ['RegularPayment', `${quote.numberOfMonthlyPayments} monthly payments of`, pounds(quote.monthlyPayment)],
    [
      'FinalPayment',
      'Optional final payment',
      quote.finalPayment === null ? null : pounds(quote.finalPayment),
    ],
    [
      'OptionToPurchaseFee',
      'Option to purchase fee',
      quote.optionToPurchaseFee > 0 ? pounds(quote.optionToPurchaseFee) : null,
    ],
    ['TotalChargeForCredit', 'Total charge for credit', pounds(quote.totalChargeForCredit)],
    ['TotalAmountPayable', 'Total amount payable', pounds(quote.totalAmountPayable)],
    ['FixedRate', 'Fixed rate of interest (per annum)', percent(quote.fixedRatePercent, 2)],
    ['Apr', 'Representative APR', `${percent(quote.aprPercent, 1)} APR`],
    [
      'AnnualMileage',
      'Annual mileage',
      quote.annualMileage === null ? null : `${quote.annualMileage.toLocaleString('en-GB')} miles`,
    ],
    [
      'ExcessMileage',
      'Excess mileage charge',
      quote.excessMileagePence === null ? null : `${quote.excessMileagePence}p per mile`,
    ],
  ]
  return lines.flatMap(([Key, Label, DisplayValue]) =>
    DisplayValue === null ? [] : [{ Key, Label, DisplayValue }],
  )
}

/** The representative example as one sentence, as advertising rules ask it to be shown together. */
export function representativeExample(quote: Quote): string {
  const final =
    quote.finalPayment === null
      ? ''
      : `, followed by an optional final payment of ${pounds(quote.finalPayment)}`
  return (
    `Representative example: cash price ${pounds(quote.cashPrice)}, deposit ${pounds(quote.deposit)}, ` +
    `total amount of credit ${pounds(quote.totalAmountOfCredit)}, ${quote.numberOfMonthlyPayments} monthly payments of ` +
    `${pounds(quote.monthlyPayment)}${final}. Total charge for credit ${pounds(quote.totalChargeForCredit)}, ` +
    `total amount payable ${pounds(quote.totalAmountPayable)}. Fixed rate of interest ${percent(quote.fixedRatePercent, 2)} per annum, ` +
    `${percent(quote.aprPercent, 1)} APR representative.`
  )
}

/** The terms and conditions of a stored quote (GET /api/codeweaver/legal). */
export function termsAndConditions(quote: Quote, quoteReference: string, createdAt: string): string {
  const pcp =
    quote.family === 'PCP'
      ? ` At the end of the agreement you may pay the optional final payment to own the vehicle, part exchange it, or return it subject to its condition and the agreed ${quote.annualMileage?.toLocaleString('en-GB')} miles a year; each mile above is charged at ${quote.excessMileagePence}p.`
      : ' You own the vehicle once every payment, including the option to purchase fee, has been made.'
  return (
    `Quote ${quoteReference} of ${createdAt.slice(0, 10)}. ${quote.productName} provided by ${quote.lender}. ` +
    `${representativeExample(quote)}${pcp} Finance is subject to status and available to UK residents aged 18 and over. ` +
    'The figures are an illustration and do not constitute an offer of credit; the lender may ask for a guarantee. ' +
    'The rate is fixed for the duration of the agreement.'
  )
}
