/**
 * The booking request (spec 03 §3 "Booking request", §5 "Service booking flow") checked at the
 * boundary. The field rules the flow's form also checks in the browser are in `contract.ts`.
 */
import { z } from 'zod'
import { emailPattern, freeTextMax, phonePattern } from './contract'

export const bookingRequestSchema = z.object({
  customer: z.object({
    firstName: z.string().trim().min(1, 'Ange förnamn').max(100),
    lastName: z.string().trim().min(1, 'Ange efternamn').max(100),
    phone: z.string().trim().regex(phonePattern, 'Ange ett telefonnummer (6–20 siffror)'),
    email: z.string().trim().max(254).regex(emailPattern, 'Ange en giltig e-postadress'),
  }),
  freeText: z.string().max(freeTextMax, `Högst ${freeTextMax} tecken`).optional().default(''),
  departmentId: z.string().trim().min(1).max(40),
  timeSlot: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'YYYY-MM-DDTHH:mm:ss')
    .refine((value) => !Number.isNaN(Date.parse(`${value.slice(0, 10)}T00:00:00Z`)), 'Not a date'),
  isFullDay: z.boolean().optional().default(false),
  registrationNumber: z.string().trim().min(1).max(10),
  mileage: z.number().int().min(0).max(200_000).optional().default(1),
  serviceOfferingRequests: z
    .array(
      z.object({
        kobraId: z.string().trim().min(1).max(60),
        unitsSelected: z.number().int().min(0).max(1000).optional(),
        userInput: z.string().max(freeTextMax, `Högst ${freeTextMax} tecken`).optional(),
      }),
    )
    .min(1, 'Välj minst en tjänst')
    .max(30),
})

export type BookingRequestBody = z.infer<typeof bookingRequestSchema>
