/**
 * The flow's calls to our own back end (spec 03 §7 "Mechanic-mate and booking"), checked with zod
 * at the boundary. Failures come back as the code of the first "Error Result" entry (spec 03 §8).
 */
import { z } from 'zod/mini'
import {
  bookedAnswer,
  carAnswer,
  categoriesAnswer,
  daysAnswer,
  errorResultAnswer,
  placeAnswer,
  pricesAnswer,
  workshopMessage,
  type BookingRequest,
  type Car,
  type Category,
  type Day,
  type Place,
  type Workshop,
} from '@/services/workshop/contract'
import { brandPathSegment, hasBrandAnswer } from './mechanic-mate/brand'

/** The first "Error Result" code of a body, else ServerError. */
export function errorCode(body: unknown): string {
  const parsed = errorResultAnswer.safeParse(body)
  return parsed.success ? parsed.data['Error Result'][0].code : 'ServerError'
}

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
  const found = carAnswer.safeParse(answer.body)
  if (answer.status === 200 && found.success && found.data.isSupported) return { ok: true, value: found.data }
  return { ok: false, code: errorCode(answer.body) }
}

/** Step 2's services or step 3's add-ons for the car at the visitor's place. */
export async function loadCategories(
  kind: 'services' | 'addons',
  registration: string,
  place: { lat: number; lng: number },
): Promise<Result<Category[]>> {
  const answer = await getJson(
    `/api/mechmate/${kind}/${encode(registration)}?lat=${place.lat}&lng=${place.lng}`,
  )
  const parsed = categoriesAnswer.safeParse(answer?.body)
  if (answer?.status === 200 && parsed.success)
    return { ok: true, value: parsed.data.serviceOfferingCategories }
  return { ok: false, code: errorCode(answer?.body) }
}

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
  const parsed = pricesAnswer.safeParse(answer?.body)
  return answer?.status === 200 && parsed.success ? parsed.data.offers : []
}

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
  const parsed = daysAnswer.safeParse(answer?.body)
  return answer?.status === 200 && parsed.success ? parsed.data : []
}

export async function autocompletePlaces(input: string): Promise<Place[]> {
  const answer = await getJson(`/api/places/autocomplete?input=${encode(input)}`)
  const parsed = z.object({ predictions: z.array(placeAnswer) }).safeParse(answer?.body)
  return parsed.success ? parsed.data.predictions : []
}

/** The nearest Swedish town to a position (geolocation), or a place named by the position. */
export async function nearestPlace(position: { lat: number; lng: number }): Promise<Place | null> {
  const answer = await getJson(`/api/places/nearest?lat=${position.lat}&lng=${position.lng}`)
  const parsed = placeAnswer.safeParse(answer?.body)
  return parsed.success ? parsed.data : null
}

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
    const id = bookedAnswer.safeParse(body)
    if (response.status === 200 && id.success) return { ok: true, id: id.data.id }
    const fields = z.object({ fields: z.record(z.string(), z.string()) }).safeParse(body)
    return { ok: false, code: errorCode(body), fields: fields.success ? fields.data.fields : {} }
  } catch (error) {
    console.error('BOOKING_FAILED', { error })
    return { ok: false, code: 'ServerError', fields: {} }
  }
}

export type { Day }

/** GET /api/mechmate/authorized-workshop/{brand} (the mechanic-mate variant): a failed call counts as no. */
export async function checkAuthorisedWorkshop(brand: string): Promise<boolean> {
  const answer = await getJson(`/api/mechmate/authorized-workshop/${encode(brandPathSegment(brand))}`)
  return answer !== null && hasBrandAnswer(answer.status, answer.body)
}
