/**
 * The tire hotel service's client-safe contract (spec 03 §3 "Session", "Booking create payload";
 * §5 "Tire hotel"; §7 "Tire hotel"): what each endpoint under /api/tirehotel answers, as zod/mini
 * schemas the flow parses with and the types both sides use, and the field rules the flow's form
 * checks in the browser. The HTTP handlers (`http.ts`) answer these shapes and their tests parse
 * every answer with these schemas. Nothing here reaches the database or Node: no server imports,
 * no 'server-only' (as `services/search/contract.ts`).
 */
import { z } from 'zod/mini'

/** Spec 03 §5: the mobile number keeps only digits and plus, 8 to 15 of them. */
export const mobilePattern = /^[\d+]{8,15}$/
export const keepMobileCharacters = (value: string) => value.replace(/[^\d+]/g, '')
/** A basic address pattern (spec 03 §5). */
export const tireEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
export const commentMax = 500

// The page's CSP allows no eval: zod's compiled fast path probes for it with `new Function`.
z.config({ jitless: true })

export const customerAnswer = z.object({
  encryptedPhoneNumber: z.string(),
  obfuscatedPhoneNumber: z.string(),
  regNo: z.string(),
})
export type TireCustomer = z.infer<typeof customerAnswer>

const tire = z.object({
  equipmentPosition: z.string(),
  wheel: z.object({
    name: z.nullable(z.string()),
    rimDiameter: z.nullable(z.number()),
    sectionWidth: z.nullable(z.number()),
    threadPattern: z.nullable(z.string()),
    threadDepth: z.nullable(z.number()),
    aspectRatio: z.nullable(z.number()),
    threadStatusId: z.nullable(z.number()),
    threadStatusMessage: z.nullable(z.string()),
  }),
})
export type TireOnFile = z.infer<typeof tire>

export const vehicleAnswer = z.object({
  regNo: z.string(),
  name: z.nullable(z.string()),
  brand: z.string(),
  model: z.string(),
  brandCode: z.nullable(z.string()),
  productId: z.nullable(z.string()),
  packageLevel: z.nullable(z.string()),
  location: z.object({
    locationName: z.string(),
    departmentName: z.string(),
    erpId: z.string(),
    phone: z.nullable(z.string()),
    email: z.nullable(z.string()),
  }),
  tires: z.array(tire),
})
export type TireVehicle = z.infer<typeof vehicleAnswer>

export const validatedAnswer = z.object({ status: z.number(), vehicles: z.array(vehicleAnswer) })
export type Validated = z.infer<typeof validatedAnswer>

/** Spec 03 §3 "Session (key tirehotel)"; credentials also hold the session credential validate gives. */
export const codeLength = z._default(z.union([z.literal(4), z.literal(8)]), 4)

/** What sending a code answers: its token, and its digits (eight for a step-up code). */
export const sentAnswer = z.object({ authorizationToken: z.string(), codeLength })
export type SentCode = z.infer<typeof sentAnswer>

/** POST /api/tirehotel/booking/create. */
export const confirmationAnswer = z.object({
  bookingConfirmationId: z.string(),
  services: z.array(z.object({ name: z.string() })),
  appointmentTime: z.string(),
  isFullDay: z.boolean(),
  workshop: z.object({
    name: z.string(),
    address: z.string(),
    email: z.nullable(z.string()),
    phoneNumber: z.nullable(z.string()),
  }),
  freeText: z.string(),
  customerBase: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneMobile: z.string(),
  }),
})
export type TireConfirmation = z.infer<typeof confirmationAnswer>

/** POST /api/tirehotel/booking/GetTimeslotDays. */
export const datesAnswer = z.object({ availableDates: z.array(z.object({ date: z.string() })) })

/** POST /api/tirehotel/booking/GetTimeslots. */
export const timesAnswer = z.object({
  availableTimeSlotDates: z.array(z.object({ date: z.string(), startTime: z.array(z.string()) })),
})

/** Spec 03 §3 "Booking create payload". */
export type BookingPayload = {
  bookingDate: string
  bookingStart: string | null
  regNo: string
  freeText: string
  customer: { firstName: string; lastName: string; email: string; phoneMobile: string }
}
