/**
 * The flow's calls to our own back end (spec 03 §7 "Mechanic-mate and booking"), checked with zod
 * at the boundary. Failures come back as the code of the first "Error Result" entry (spec 03 §8).
 */
import { z } from 'zod/mini'
import { brandPathSegment, hasBrandAnswer } from '../mechanic-mate/brand'
import type { Car, Category, Place, TimeSlot, Workshop } from './state'

// The page's CSP allows no eval: zod's compiled fast path probes for it with `new Function`, which
// the browser reports as a CSP violation (Lighthouse's best practices). Parse without it.
z.config({ jitless: true })

const errorResult = z.object({
  'Error Result': z.array(z.object({ code: z.string() })).check(z.minLength(1)),
})

/** The first "Error Result" code of a body, else ServerError. */
export function errorCode(body: unknown): string {
  const parsed = errorResult.safeParse(body)
  return parsed.success ? parsed.data['Error Result'][0].code : 'ServerError'
}

const car = z.object({
  registrationNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  buildYear: z.number(),
  hasServiceAgreement: z.boolean(),
  region: z.nullable(z.string()),
  isSupported: z.boolean(),
})

export type Result<T> = { ok: true; value: T } | { ok: false; code: string }

async function getJson(url: string): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch (error) {
    console.error('BOOKING_FETCH_FAILED', { url, error })
    return null
  }
}

const encode = encodeURIComponent

export async function lookUpCar(registration: string): Promise<Result<Car>> {
  const answer = await getJson(`/api/mechmate/car/${encode(registration)}`)
  if (!answer) return { ok: false, code: 'ServerError' }
  const found = car.safeParse(answer.body)
  if (answer.status === 200 && found.success && found.data.isSupported) return { ok: true, value: found.data }
  return { ok: false, code: errorCode(answer.body) }
}

const offering = z.object({
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
const categories = z.object({
  serviceOfferingCategories: z.array(
    z.object({
      name: z.string(),
      icon: z.nullable(z.string()),
      selectionType: z.optional(z.literal('exclusive')),
      offerings: z.array(offering),
    }),
  ),
})

/** Step 2's services or step 3's add-ons for the car at the visitor's place. */
export async function loadCategories(
  kind: 'services' | 'addons',
  registration: string,
  place: { lat: number; lng: number },
): Promise<Result<Category[]>> {
  const answer = await getJson(
    `/api/mechmate/${kind}/${encode(registration)}?lat=${place.lat}&lng=${place.lng}`,
  )
  const parsed = categories.safeParse(answer?.body)
  if (answer?.status === 200 && parsed.success)
    return { ok: true, value: parsed.data.serviceOfferingCategories }
  return { ok: false, code: errorCode(answer?.body) }
}

const offers = z.object({ offers: z.array(z.object({ code: z.string(), price: z.nullable(z.number()) })) })

/** The chosen workshop's prices for the chosen services; none on failure (the medians stay). */
export async function loadPrices(
  registration: string,
  mileage: number,
  departmentId: string,
  codes: string[],
): Promise<Array<{ code: string; price: number | null }>> {
  const answer = await getJson(
    `/api/mechmate/prices/${encode(registration)}/${mileage}/${encode(departmentId)}?serviceOfferings=${codes.map(encode).join(',')}`,
  )
  const parsed = offers.safeParse(answer?.body)
  return answer?.status === 200 && parsed.success ? parsed.data.offers : []
}

const days = z.array(
  z.object({ date: z.string(), availableSlots: z.array(z.string()), allDaySlotAvailable: z.boolean() }),
)
export type Day = z.infer<typeof days>[number]

/** Four weeks of free days from `date`; on failure an empty list (spec 03 §7). */
export async function loadTimeslots(
  registration: string,
  departmentId: string,
  date: string,
  codes: string[],
): Promise<Day[]> {
  const answer = await getJson(
    `/api/mechmate/timeslots/from/${encode(registration)}/${encode(departmentId)}/${date}/?serviceOfferings=${codes.map(encode).join(',')}`,
  )
  const parsed = days.safeParse(answer?.body)
  return answer?.status === 200 && parsed.success ? parsed.data : []
}

const place = z.object({
  placeId: z.string(),
  name: z.string(),
  region: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})

export async function autocompletePlaces(input: string): Promise<Place[]> {
  const answer = await getJson(`/api/places/autocomplete?input=${encode(input)}`)
  const parsed = z.object({ predictions: z.array(place) }).safeParse(answer?.body)
  return parsed.success ? parsed.data.predictions : []
}

/** The nearest Swedish town to a position (geolocation), or a place named by the position. */
export async function nearestPlace(position: { lat: number; lng: number }): Promise<Place | null> {
  const answer = await getJson(`/api/places/nearest?lat=${position.lat}&lng=${position.lng}`)
  const parsed = place.safeParse(answer?.body)
  return parsed.success ? parsed.data : null
}

const workshopMessage = z.object({
  departmentId: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  address: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  brands: z.array(z.string()),
  distanceKm: z.nullable(z.number()),
  firstTimeSlot: z.nullable(z.object({ timeslot: z.string(), isFullDay: z.boolean() })),
})

export type StreamMessage =
  { kind: 'workshop'; workshop: Workshop } | { kind: 'nosites' } | { kind: 'error'; message: string }

/** One server-sent message of departments/closestAvailable. */
export function parseStreamMessage(data: string): StreamMessage {
  let body: unknown
  try {
    body = JSON.parse(data)
  } catch {
    return { kind: 'error', message: '' }
  }
  const workshop = workshopMessage.safeParse(body)
  if (workshop.success) return { kind: 'workshop', workshop: workshop.data }
  if (typeof body === 'object' && body !== null && 'nosites' in body) return { kind: 'nosites' }
  const error = z.object({ error: z.string() }).safeParse(body)
  return { kind: 'error', message: error.success ? error.data.error : '' }
}

export const closestAvailableUrl = (input: {
  regNo: string
  codes: string[]
  lat: number
  lng: number
  cursor: string | null
}) =>
  `/api/mechmate/departments/closestAvailable?${new URLSearchParams({
    regNo: input.regNo,
    serviceOfferings: input.codes.join(','),
    latitude: String(input.lat),
    longitude: String(input.lng),
    ...(input.cursor ? { cursor: input.cursor } : {}),
  })}`

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

/** POST /api/mechmate/book: the booking's id, or the code (or the refused fields) of the failure. */
export async function book(
  request: BookingRequest,
): Promise<{ ok: true; id: string } | { ok: false; code: string; fields: Record<string, string> }> {
  try {
    const response = await fetch('/api/mechmate/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    })
    const body: unknown = await response.json().catch(() => null)
    const id = z.object({ id: z.string() }).safeParse(body)
    if (response.status === 200 && id.success) return { ok: true, id: id.data.id }
    const fields = z.object({ fields: z.record(z.string(), z.string()) }).safeParse(body)
    return { ok: false, code: errorCode(body), fields: fields.success ? fields.data.fields : {} }
  } catch (error) {
    console.error('BOOKING_FAILED', { error })
    return { ok: false, code: 'ServerError', fields: {} }
  }
}

export type { TimeSlot }

/** GET /api/mechmate/authorized-workshop/{brand} (the mechanic-mate variant): a failed call counts as no. */
export async function checkAuthorisedWorkshop(brand: string): Promise<boolean> {
  const answer = await getJson(`/api/mechmate/authorized-workshop/${encode(brandPathSegment(brand))}`)
  return answer !== null && hasBrandAnswer(answer.status, answer.body)
}
