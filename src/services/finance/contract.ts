/**
 * The request bodies of the finance calls (spec 02 §7 "Finance calculator (UK)"), checked at the
 * boundary; the inferred types are used inside.
 */
import { z } from 'zod'
import { calculationTypes, familyKeys } from './engine/quote'

const identifier = z.string().trim().min(1, 'Required').max(100, 'At most 100 characters')

export const vehicleSchema = z.object({
  Type: z.string().max(40).optional(),
  SourceVehicleId: identifier,
  Vin: z.string().max(40).nullish(),
  Status: z.enum(['PreOwned', 'New']).default('PreOwned'),
  OnTheRoadPrice: z.number('Enter the price in pounds').positive('Must be above 0').max(10_000_000),
  Mileage: z.number('Enter the mileage in miles').int().min(0).max(2_000_000),
  Registration: z
    .object({
      RegistrationNumber: z.string().max(20).nullish(),
      CountryCode: z.literal('GB', 'Only GB registrations are financed'),
      DateRegisteredWithDvla: z.iso.date('Enter a date as YYYY-MM-DD').or(z.iso.datetime()).nullish(),
    })
    .optional(),
})
export type VehicleBlock = z.infer<typeof vehicleSchema>

/** The dealer key the quotes are made for. */
const organisation = z.string().trim().min(1, 'Required').max(200, 'At most 200 characters')

export const defaultRequestSchema = z.object({ OrganisationIdentifier: organisation, Vehicle: vehicleSchema })

const amount = z.number().min(-10_000_000).max(10_000_000).nullish()

export const quoteRequestSchema = z.object({
  OrganisationIdentifier: organisation,
  VehicleRequests: z
    .array(
      z.object({
        Id: identifier,
        Vehicle: vehicleSchema,
        Parameters: z.object({
          Term: z.number('Enter the term in months').int().positive().max(120),
          CashDeposit: amount,
          RegularPayment: amount,
          AnnualMileage: z.number().int().positive().max(100_000).nullish(),
          FinanceProductFamilyKeys: z.array(z.enum(familyKeys)).min(1, 'Name at least one product').max(2),
          CalculationType: z.enum(calculationTypes),
        }),
      }),
    )
    .min(1, 'At least one vehicle')
    .max(10, 'At most 10 vehicles'),
})
export type QuoteRequestBody = z.infer<typeof quoteRequestSchema>

/** Quote references are ours: letters, digits and dashes. */
export const quoteReferenceSchema = z.string().regex(/^[A-Z0-9-]{6,40}$/, 'Not a quote reference')
