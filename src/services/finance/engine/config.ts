/**
 * The UK finance products' rates, fees and limits: configuration, not code. `defaultFinanceConfig`
 * is the built-in offer; the FINANCE_CONFIG environment variable (JSON, validated by the same
 * schema, merged per product over the defaults) overrides it, and a CMS global can later.
 */
import { z } from 'zod'

const positive = z.number().positive()
const amount = z.number().min(0)

const productSchema = z.object({
  name: z.string().min(1),
  /** Nominal yearly interest rate in percent; charged monthly at rate / 12. */
  annualRatePercent: z.number().min(0).max(100),
  terms: z.array(z.number().int().positive()).min(1),
  defaultTerm: z.number().int().positive(),
  minDepositPercent: z.number().min(0).max(100),
  maxDepositPercent: z.number().min(0).max(100),
  defaultDepositPercent: z.number().min(0).max(100),
  /** Paid with the last payment to take ownership; 0 for none. */
  optionToPurchaseFee: amount,
})

export const financeConfigSchema = z.object({
  lender: z.string().min(1),
  /**
   * Where Apply goes: an external finance service's page, or a fragment of the car page itself
   * (`#contact-quote`, the default: the page's own contact form with the quote box ticked,
   * spec 02 §2 anchors), so the link works without a finance partner configured.
   */
  applyUrl: z.union([z.url(), z.string().regex(/^#[\w-]+$/)]),
  /**
   * Where Reserve and Part exchange go: an external finance service's pages for the quote, or a
   * fragment of the car page (`#contact-form`, the default: the page's contact form, its message
   * naming the quote), so both links work without a finance partner configured.
   */
  reserveUrl: z.union([z.url(), z.string().regex(/^#[\w-]+$/)]),
  partExchangeUrl: z.union([z.url(), z.string().regex(/^#[\w-]+$/)]),
  /** The smallest amount a lender will lend. */
  minimumCredit: positive,
  hp: productSchema,
  pcp: productSchema.extend({
    annualMileages: z.array(z.number().int().positive()).min(1),
    defaultAnnualMileage: z.number().int().positive(),
    /** Pence charged per mile above the agreed mileage, stated on the quote. */
    excessMileagePence: amount,
  }),
  /** How the guaranteed future value (PCP balloon) is estimated. */
  residual: z.object({
    /** Yearly loss of value while the car is younger than `untilAgeYears`; the last applies beyond. */
    depreciation: z
      .array(z.object({ untilAgeYears: z.number().positive(), rate: z.number().min(0).max(1) }))
      .min(1),
    olderDepreciationRate: z.number().min(0).max(1),
    /** The annual mileage the depreciation assumes. */
    standardAnnualMileage: positive,
    /** Share of value lost (or gained) per 1 000 miles a year above (or below) the standard. */
    valuePer1000Miles: z.number().min(0).max(0.1),
    /** The lender guarantees only this share of the estimate. */
    guaranteeShare: z.number().min(0).max(1),
    /** PCP is offered only if the car is at most this old and has at most this mileage at the end. */
    maxAgeAtEndYears: positive,
    maxMileageAtEnd: positive,
  }),
})
export type FinanceConfig = z.infer<typeof financeConfigSchema>
export type ProductConfig = FinanceConfig['hp']

export const defaultFinanceConfig: FinanceConfig = {
  lender: 'Automotive Finance Ltd',
  applyUrl: '#contact-quote',
  reserveUrl: '#contact-form',
  partExchangeUrl: '#contact-form',
  minimumCredit: 2500,
  hp: {
    name: 'Hire Purchase',
    annualRatePercent: 9.9,
    terms: [12, 24, 36, 48, 60],
    defaultTerm: 48,
    minDepositPercent: 0,
    maxDepositPercent: 50,
    defaultDepositPercent: 10,
    optionToPurchaseFee: 10,
  },
  pcp: {
    name: 'Personal Contract Purchase',
    annualRatePercent: 9.9,
    terms: [24, 36, 48],
    defaultTerm: 48,
    minDepositPercent: 0,
    maxDepositPercent: 50,
    defaultDepositPercent: 10,
    optionToPurchaseFee: 10,
    // Evenly spaced: the calculator takes its slider step from the first two values (spec 02 §5).
    annualMileages: [5000, 10000, 15000, 20000, 25000, 30000],
    defaultAnnualMileage: 10000,
    excessMileagePence: 8,
  },
  residual: {
    depreciation: [
      { untilAgeYears: 1, rate: 0.2 },
      { untilAgeYears: 3, rate: 0.15 },
      { untilAgeYears: 6, rate: 0.12 },
    ],
    olderDepreciationRate: 0.1,
    standardAnnualMileage: 10000,
    valuePer1000Miles: 0.01,
    guaranteeShare: 0.9,
    maxAgeAtEndYears: 10,
    maxMileageAtEnd: 120000,
  },
}

const overridesSchema = financeConfigSchema
  .extend({ hp: productSchema.partial(), pcp: financeConfigSchema.shape.pcp.partial() })
  .partial()

/** The defaults with FINANCE_CONFIG's overrides; an invalid override is an error at start, not a silent default. */
export function financeConfigFrom(json: string | undefined, defaults = defaultFinanceConfig): FinanceConfig {
  if (!json) return defaults
  const overrides = overridesSchema.parse(JSON.parse(json))
  return financeConfigSchema.parse({
    ...defaults,
    ...overrides,
    hp: { ...defaults.hp, ...overrides.hp },
    pcp: { ...defaults.pcp, ...overrides.pcp },
  })
}
