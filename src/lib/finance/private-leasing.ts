/** The private leasing offer as data (spec 02 §3 Private leasing option); empty lines are dropped. */
import { z } from 'zod'

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
