/**
 * The handler cores of the booking flow's lookup endpoints (spec 03 §7 "Mechanic-mate and
 * booking"); the routes in src/app/api/mechmate/ are thin. Failures answer as "Error Result"
 * lists with the codes of spec 03 §8, never a 500 for what a visitor typed.
 */
import 'server-only'
import { fieldErrors, invalidRequest, parseJsonBody } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { clientBucket } from '@/services/rate-limit'
import { z } from 'zod'
import { bookingRequestSchema } from './booking-request'
import { closestAvailable, placeBooking, timeslotsFor, type JobFailure } from './booking-service'
import { priceOf, serviceCategories, servicesByCode } from './catalogue'
import { errorResult } from './errors'
import { brandKey } from './brand-key'
import type { Car, Category, Day } from './contract'
import { bookableBrands, workshopNetwork, workshopSitesIndex } from './network'
import { lookUpCar, type CarLookup } from './vehicles'

const log = logger.child({ name: 'workshop' })

const lookupStatus = { InvalidReg: 400, VehicleNotFound: 404 } as const

/** The car a lookup found, or the response that says why there is none. */
async function carFor(registration: string): Promise<{ lookup: CarLookup; failure: Response | null }> {
  const payload = await payloadClient()
  const network = await workshopNetwork(payload, workshopSitesIndex())
  const lookup = await lookUpCar(payload, registration, network.coverOf)
  if (lookup.ok) return { lookup, failure: null }
  if (lookup.car) return { lookup, failure: Response.json({ ...lookup.car, ...errorResult(lookup.code) }) }
  return {
    lookup,
    failure: Response.json(errorResult(lookup.code), {
      status: lookupStatus[lookup.code as keyof typeof lookupStatus],
    }),
  }
}

/** 400 with field messages, as every API answers bad input. */
const badRequest = (error: z.ZodError) => invalidRequest(fieldErrors(error.issues))

const coordinates = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
})

/** GET /api/mechmate/car/{reg}: the car, or InvalidReg 400, VehicleNotFound 404; an unserviced brand is a car with isSupported false and its BrandNotSupported entry. */
export async function handleCarLookup(registration: string): Promise<Response> {
  try {
    const { lookup, failure } = await carFor(registration)
    if (failure || !lookup.ok) return failure!
    return Response.json(lookup.car satisfies Car)
  } catch (error) {
    log.error({ code: 'WORKSHOP_CAR_LOOKUP_FAILED', err: error }, 'car lookup failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

/**
 * GET /api/mechmate/authorized-workshop/{brand}: whether a workshop that takes bookings is
 * authorised for the brand, the same brands the mechanic-mate logo list shows; a workshop that
 * takes the brand for general service only does not count (decisions: Mechanic-mate variant).
 */
export async function handleAuthorizedWorkshop(brand: string): Promise<Response> {
  if (!brand.trim() || brand.length > 60)
    return Response.json({ error: 'A brand name is required' }, { status: 400 })
  try {
    const authorised = (await bookableBrands(await payloadClient(), workshopSitesIndex())).map(brandKey)
    return Response.json({ hasBrand: authorised.includes(brandKey(brand)) })
  } catch (error) {
    log.error({ code: 'WORKSHOP_BRANDS_FAILED', err: error }, 'authorised brands failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

/**
 * GET /api/mechmate/services/{reg}?lat&lng (step 2) and addons/{reg} (step 3): the catalogue's
 * categories for the car, median prices; an offering not for the car's model is unavailable.
 */
export async function handleServices(
  registration: string,
  kind: 'service' | 'addon',
  query: URLSearchParams,
): Promise<Response> {
  const position = coordinates.safeParse(Object.fromEntries(query))
  if (!position.success) return badRequest(position.error)
  try {
    const { lookup, failure } = await carFor(registration)
    if (failure || !lookup.ok) return failure!
    const categories = await serviceCategories(await payloadClient(), kind, lookup.car, lookup.authorised)
    return Response.json({ serviceOfferingCategories: categories satisfies Category[] })
  } catch (error) {
    log.error({ code: 'WORKSHOP_SERVICES_FAILED', kind, err: error }, 'services failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

const pricesRequest = z.object({
  mileage: z.coerce.number().int('a whole number of mil').min(0).max(200_000),
  departmentId: z.string().trim().min(1).max(40),
  serviceOfferings: z
    .string()
    .max(2000)
    .transform((codes) =>
      codes
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(60)).min(1, 'at least one offering code').max(50)),
})

/** GET /api/mechmate/prices/{reg}/{mileage}/{departmentId}?serviceOfferings=a,b: the workshop's prices. */
export async function handlePrices(
  registration: string,
  params: { mileage: string; departmentId: string },
  query: URLSearchParams,
): Promise<Response> {
  const input = pricesRequest.safeParse({ ...params, serviceOfferings: query.get('serviceOfferings') ?? '' })
  if (!input.success) return badRequest(input.error)
  try {
    const { lookup, failure } = await carFor(registration)
    if (failure || !lookup.ok) return failure!
    const services = await servicesByCode(await payloadClient(), input.data.serviceOfferings)
    const offers = services.map((service) => ({
      code: service.code,
      price: priceOf(service, { departmentId: input.data.departmentId, mileage: input.data.mileage }),
    }))
    return Response.json({ offers })
  } catch (error) {
    log.error({ code: 'WORKSHOP_PRICES_FAILED', err: error }, 'prices failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

/** A job that could not be prepared: the car's Error Result, or what the request named wrong. */
function jobFailure(failure: JobFailure): Response {
  if (failure.code === 'UnknownWorkshop')
    return Response.json({ error: 'No workshop with that id services this car' }, { status: 404 })
  if (failure.code === 'UnknownService')
    return Response.json(
      {
        error: 'Invalid request',
        fields: { serviceOfferings: 'An offering is unknown or not for this car' },
      },
      { status: 400 },
    )
  return Response.json(errorResult(failure.code), { status: failure.status })
}

const timeslotsRequest = z.object({
  departmentId: z.string().trim().min(1).max(40),
  date: z.iso.date('a date YYYY-MM-DD'),
  serviceOfferings: pricesRequest.shape.serviceOfferings,
})

/** GET /api/mechmate/timeslots/from/{reg}/{departmentId}/{date}/?serviceOfferings=: four weeks of free times. */
export async function handleTimeslots(
  registration: string,
  params: { departmentId: string; date: string },
  query: URLSearchParams,
  now = new Date(),
): Promise<Response> {
  const input = timeslotsRequest.safeParse({
    ...params,
    serviceOfferings: query.get('serviceOfferings') ?? '',
  })
  if (!input.success) return badRequest(input.error)
  try {
    const result = await timeslotsFor(await payloadClient(), workshopSitesIndex(), {
      registration,
      departmentId: input.data.departmentId,
      codes: input.data.serviceOfferings,
      from: input.data.date,
      now,
    })
    return result.ok ? Response.json(result.days satisfies Day[]) : jobFailure(result)
  } catch (error) {
    log.error({ code: 'WORKSHOP_TIMESLOTS_FAILED', err: error }, 'timeslots failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

/** POST /api/mechmate/book: 200 with the booking's id, 409 TimeslotNotAvailable, 400 with field messages. */
export async function handleBook(request: Request, now = new Date()): Promise<Response> {
  const input = await parseJsonBody(request, bookingRequestSchema, {
    maxBytes: 16_384,
    requireJsonContentType: true,
  })
  if (!input.ok) return input.response
  try {
    const result = await placeBooking(
      await payloadClient(),
      workshopSitesIndex(),
      input.value,
      now,
      clientBucket(request.headers),
    )
    return result.ok
      ? Response.json({ id: result.id, confirmation: result.confirmation })
      : jobFailure(result)
  } catch (error) {
    log.error({ code: 'WORKSHOP_BOOKING_FAILED', err: error }, 'booking failed')
    return Response.json(errorResult('ServerError'), { status: 503 })
  }
}

const closestRequest = z.object({
  regNo: z.string().trim().min(1).max(10),
  serviceOfferings: pricesRequest.shape.serviceOfferings,
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  cursor: z.string().trim().max(40).optional(),
})

/**
 * GET /api/mechmate/departments/closestAvailable?regNo&serviceOfferings&latitude&longitude&cursor:
 * server-sent events, one JSON message per workshop as its first free time is known, nearest
 * first; `error` or `nosites` otherwise. `no-transform` keeps the server's compression from
 * holding messages back.
 */
export function handleClosestAvailable(request: Request, now = new Date()): Response {
  const input = closestRequest.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!input.success) return badRequest(input.error)
  const encoder = new TextEncoder()
  let messages: AsyncGenerator<unknown> | null = null
  const stream = new ReadableStream<Uint8Array>({
    async start() {
      messages = closestAvailable(await payloadClient(), workshopSitesIndex(), {
        registration: input.data.regNo,
        codes: input.data.serviceOfferings,
        origin: { lat: input.data.latitude, lng: input.data.longitude },
        cursor: input.data.cursor || null,
        now,
      })
    },
    async pull(controller) {
      try {
        const next = await messages!.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`))
      } catch (error) {
        log.error({ code: 'WORKSHOP_STREAM_FAILED', err: error }, 'closest workshops stream failed')
        controller.enqueue(
          encoder.encode(
            `data: ${JSON.stringify({ error: errorResult('ServerError')['Error Result'][0].message, code: 'ServerError' })}\n\n`,
          ),
        )
        controller.close()
      }
    },
    async cancel() {
      await messages?.return(undefined)
    },
  })
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  })
}
