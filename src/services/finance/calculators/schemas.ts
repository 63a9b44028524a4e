/**
 * The feed's finance options checked at the boundary (server side: zod stays out of client
 * bundles). Anything that does not fit is no option, and its section is not shown.
 */
import { z } from 'zod'
import type { CompanyLeasingOption } from './company-leasing'
import type { LoanOption } from './loan'

const percentage = z.number().min(0).max(100)
const money = z.number().min(0).default(0)

/** car_loan_option as the feed carries it; parse before use, anything else is no loan. */
export const loanOptionSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  default_contract_duration: z
    .object({ months: z.number().int().positive(), cash_amount_min_percentage: percentage.optional() })
    .optional(),
  contract_durations: z
    .array(
      z.object({
        months: z.number().int().positive(),
        residual_percentage: percentage.optional(),
        cash_amount_max_percentage: percentage.optional(),
        cash_amount_min_percentage: percentage.optional(),
      }),
    )
    .min(1),
  residual_percentage: percentage.optional(),
  invoice_fee: money,
  start_fee: money,
  interest_rate: z.number().min(0).max(100),
  disclaimer: z.string().optional(),
})

export function parseLoanOption(value: unknown): LoanOption | null {
  const parsed = (loanOptionSchema satisfies z.ZodType<LoanOption, unknown>).safeParse(value)
  return parsed.success ? parsed.data : null
}

/** car_company_leasing_option as the feed carries it. */
export const companyLeasingOptionSchema = z.object({
  title: z.string().optional(),
  interest_rate: z.number().min(0).max(100),
  default_company_leasing_mileage: z.number().optional(),
  price_base_amount: z.number().positive(),
  start_fee: z.number().min(0).default(0),
  start_fee_text: z.string().optional(),
  invoice_fee: z.number().min(0).default(0),
  invoice_fee_text: z.string().optional(),
  company_leasing_options: z
    .array(
      z.object({
        mileage: z.number().positive(),
        options: z
          .array(
            z.object({
              months: z.number().int().positive(),
              residual_percentage: percentage,
              cash_amount_max_percentage: percentage,
              cash_amount_min_percentage: percentage,
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  default_company_leasing_option: z
    .array(z.object({ mileage: z.number(), cash_amount: z.number().min(0), contract_length: z.number() }))
    .optional(),
  disclaimer: z.string().optional(),
})

export function parseCompanyLeasingOption(value: unknown): CompanyLeasingOption | null {
  const parsed = (companyLeasingOptionSchema satisfies z.ZodType<CompanyLeasingOption, unknown>).safeParse(
    value,
  )
  return parsed.success ? parsed.data : null
}

const text = z.string().trim().optional().catch(undefined)

export const privateLeasingOptionSchema = z.object({
  title: text,
  sales_text: text,
  monthly_cost_text: text,
  months_text: text,
  mileage_text: text,
  start_fee_text: text,
  invoice_fee_text: text,
  is_campaign: z.boolean().catch(false).default(false),
  disclaimer: text,
})

export type PrivateLeasingOffer = {
  title: string | null
  salesText: string | null
  isCampaign: boolean
  /** Label key and value, only lines with a value. */
  lines: Array<{ key: 'monthlyCost' | 'months' | 'mileage' | 'startFee' | 'invoiceFee'; value: string }>
  disclaimer: string | null
}

export function privateLeasingOffer(value: unknown): PrivateLeasingOffer | null {
  const parsed = privateLeasingOptionSchema.safeParse(value)
  if (!parsed.success) return null
  const option = parsed.data
  const lines = (
    [
      ['monthlyCost', option.monthly_cost_text],
      ['months', option.months_text],
      ['mileage', option.mileage_text],
      ['startFee', option.start_fee_text],
      ['invoiceFee', option.invoice_fee_text],
    ] as const
  ).flatMap(([key, line]) => (line ? [{ key, value: line }] : []))
  return {
    title: option.title || null,
    salesText: option.sales_text || null,
    isCampaign: option.is_campaign,
    lines,
    disclaimer: option.disclaimer || null,
  }
}
