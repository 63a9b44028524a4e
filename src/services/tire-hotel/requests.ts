/**
 * The tire hotel's request bodies (spec 03 §3 "Booking create payload", "Review"; §5 "Tire hotel")
 * checked at the boundary. The field rules the flow's form also checks in the browser are in
 * `contract.ts`.
 */
import { z } from 'zod'
import { commentMax, keepMobileCharacters, mobilePattern, tireEmailPattern } from './contract'

const isoDate = z.iso.date('Ett datum YYYY-MM-DD')

export const tireHotelDaysSchema = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    regNo: z.string('Ange fordon').trim().min(1, 'Ange fordon').max(20),
  })
  .refine((body) => body.endDate >= body.startDate, {
    path: ['endDate'],
    message: 'Slutdatum före startdatum',
  })

export const tireHotelBookingSchema = z
  .object({
    bookingDate: isoDate,
    bookingStart: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}T)?([01]\d|2[0-3]):[0-5]\d(:00)?$/, 'En tid HH:mm')
      .nullable(),
    regNo: z
      .string('Ange fordon')
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().min(2, 'Ange fordon').max(7)),
    freeText: z.string().max(commentMax, `Högst ${commentMax} tecken`).optional().default(''),
    customer: z.object({
      firstName: z.string('Fyll i förnamn').trim().min(1, 'Fyll i förnamn').max(100),
      lastName: z.string('Fyll i efternamn').trim().min(1, 'Fyll i efternamn').max(100),
      email: z
        .string('Fyll i e-post')
        .trim()
        .max(254)
        .regex(tireEmailPattern, 'Fyll i en giltig e-postadress'),
      phoneMobile: z
        .string('Fyll i mobilnummer')
        .transform(keepMobileCharacters)
        .pipe(z.string().regex(mobilePattern, 'Fyll i ett mobilnummer med 8–15 siffror')),
    }),
  })
  .refine((body) => !body.bookingStart?.includes('T') || body.bookingStart.startsWith(body.bookingDate), {
    path: ['bookingStart'],
    message: 'Tiden gäller ett annat datum',
  })
  .transform(({ bookingStart, ...body }) => ({
    ...body,
    time: bookingStart === null ? null : bookingStart.replace(/^\d{4}-\d{2}-\d{2}T/, '').slice(0, 5),
  }))

export const tireHotelReviewSchema = z.object({
  rating: z.number('Välj 1–5 stjärnor').int().min(1, 'Välj 1–5 stjärnor').max(5, 'Välj 1–5 stjärnor'),
  comment: z.string().max(2000, 'Högst 2000 tecken').optional().default(''),
  date: z.iso.datetime({ offset: true, message: 'En tidpunkt (ISO 8601)' }),
})
