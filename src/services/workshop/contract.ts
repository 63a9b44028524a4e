/**
 * The workshop booking service's client-safe contract (spec 03 §3 "Booking request", §5, §7
 * "Mechanic-mate and booking"): what each endpoint under /api/mechmate answers, as zod/mini schemas
 * the booking flow parses with and the types both sides use, and the field rules the flow's form
 * checks in the browser. The HTTP handlers (`http.ts`) answer these shapes and their tests parse
 * every answer with these schemas. Nothing here reaches the database or Node: no server imports,
 * no 'server-only' (as `services/search/contract.ts`).
 */
import { z } from 'zod/mini'

// The page's CSP allows no eval: zod's compiled fast path probes for it with `new Function`, which
// the browser reports as a CSP violation (Lighthouse's best practices). Parse without it.
z.config({ jitless: true })

export const phonePattern = /^\+?[\d ]{6,20}$/
/** An ordinary address with a top-level domain of at least two letters (spec 03 §5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
export const freeTextMax = 80

/** Spec 03 §8: a failure's codes, first one first. */
export const errorResultAnswer = z.object({
  'Error Result': z.array(z.object({ code: z.string() })).check(z.minLength(1)),
})

/** GET /api/mechmate/car/{reg}. */
export const carAnswer = z.object({
  registrationNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  buildYear: z.number(),
  hasServiceAgreement: z.boolean(),
  region: z.nullable(z.string()),
  isSupported: z.boolean(),
})
export type Car = z.infer<typeof carAnswer>

/** An offering as the services and add-ons endpoints answer it. */
export const offeringAnswer = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.nullable(z.number()),
  priceKnown: z.boolean(),
  notKnownPriceText: z.nullable(z.string()),
  priceDiscount: z.nullable(z.number()),
  unitPrice: z.nullable(
    z.object({
      unit: z.number(),
      minimum: z.nullable(z.number()),
      maximum: z.nullable(z.number()),
      unitAbbreviation: z.nullable(z.string()),
      postfix: z.nullable(z.string()),
    }),
  ),
  isAvailable: z.boolean(),
  allowUserInput: z.boolean(),
})
export type Offering = z.infer<typeof offeringAnswer>

const category = z.object({
  name: z.string(),
  icon: z.nullable(z.string()),
  selectionType: z.optional(z.literal('exclusive')),
  offerings: z.array(offeringAnswer),
})
export type Category = z.infer<typeof category>

/** GET /api/mechmate/services/{reg} and addons/{reg}. */
export const categoriesAnswer = z.object({ serviceOfferingCategories: z.array(category) })

/** GET /api/mechmate/prices/{reg}/{mileage}/{departmentId}. */
export const pricesAnswer = z.object({
  offers: z.array(z.object({ code: z.string(), price: z.nullable(z.number()) })),
})

/** GET /api/mechmate/timeslots/from/{reg}/{departmentId}/{date}/: four weeks of days. */
export const daysAnswer = z.array(
  z.object({ date: z.string(), availableSlots: z.array(z.string()), allDaySlotAvailable: z.boolean() }),
)
export type Day = z.infer<typeof daysAnswer>[number]

/** A place of GET /api/places/autocomplete and /api/places/nearest. */
export const placeAnswer = z.object({
  placeId: z.string(),
  name: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})
export type Place = z.infer<typeof placeAnswer>

const timeSlot = z.object({ timeslot: z.string(), isFullDay: z.boolean() })
export type TimeSlot = z.infer<typeof timeSlot>

/** One workshop message of GET /api/mechmate/departments/closestAvailable (server-sent events). */
export const workshopMessage = z.object({
  departmentId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  address: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  brands: z.array(z.string()),
  distanceKm: z.nullable(z.number()),
  firstTimeSlot: z.nullable(timeSlot),
})
export type Workshop = z.infer<typeof workshopMessage>

/** POST /api/mechmate/book's body, as the flow sends it (the handler's zod schema checks it). */
export type BookingRequest = {
  customer: { firstName: string; lastName: string; phone: string; email: string }
  freeText: string
  departmentId: string
  timeSlot: string
  isFullDay: boolean
  registrationNumber: string
  mileage: number
  serviceOfferingRequests: Array<{ kobraId: string; unitsSelected?: number; userInput?: string }>
}

/** POST /api/mechmate/book: the booking's id. */
export const bookedAnswer = z.object({ id: z.string() })
