/**
 * The handler cores of the tire hotel's endpoints (spec 03 §7 "Tire hotel"); the routes
 * in src/app/api/tirehotel/ are thin. Failures answer `{ message }` with the text the flow shows
 * (spec 03 §8 "Login or validate failure: the server message is shown"); bad input is a 400 with
 * field messages. Every call after validate needs the session credential as a bearer token.
 */
import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import type { TireHotelAgreement } from '@/cms/payload-types'
import { fieldErrors, invalidRequest, parseJsonBody } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { clientBucket, requestClient } from '@/services/rate-limit'
import { bookWheelChange, freeDays, type StationFailure } from './booking'
import { agreementOfSession, login, search, validate, type ValidateResult } from './codes'
import type { SentCode, TireConfirmation, TireCustomer, Validated } from './contract'
import { tireHotelBookingSchema, tireHotelDaysSchema, tireHotelReviewSchema } from './requests'

const log = logger.child({ name: 'tire-hotel' })

/** The server's messages (spec 03 §8 "Tire hotel" where it words them). */
export const tireHotelMessages = {
  notFound: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
  serverError: 'Något gick fel, var god och försök senare.',
  phoneTokenInvalid: 'Din sökning har gått ut. Fyll i ditt registreringsnummer igen.',
  tooManyCodes: 'Du har begärt för många koder. Vänta en stund och försök igen.',
  notMobile:
    'Telefonnumret i ditt däckhotellsavtal är inget mobilnummer, så vi kan inte skicka någon kod. Kontakta din verkstad.',
  'unknown-token': 'Koden är inte giltig. Begär en ny kod.',
  used: 'Koden har redan använts. Begär en ny kod.',
  expired: 'Koden har gått ut. Begär en ny kod.',
  'wrong-code': 'Fel kod. Kontrollera koden och försök igen.',
  'too-many-tries': 'För många felaktiga försök. Begär en ny kod.',
  // A new code, sent after this, has eight digits and is still checked (codes.ts).
  locked: 'För många felaktiga försök för detta registreringsnummer. Begär en ny kod.',
  notLoggedIn: 'Du är inte inloggad längre. Logga in igen.',
  'other-station': 'Verkstaden hör inte till ditt däckhotellsavtal.',
  'not-own-vehicle': 'Fordonet finns inte i ditt däckhotellsavtal.',
  'out-of-range': 'Välj ett datum från tre dagar till tre månader framåt.',
  TimeslotNotAvailable: 'Tiden är inte tillgänglig, vänligen välj en annan tid',
} as const

const message = (text: string, status: number, headers?: HeadersInit) =>
  Response.json({ message: text }, { status, headers })

const serverError = (code: string, error: unknown) => {
  log.error({ code, err: error }, 'tire hotel call failed')
  return message(tireHotelMessages.serverError, 503)
}

const limited = (text: string, retryAfterSeconds: number) =>
  message(text, 429, { 'Retry-After': String(retryAfterSeconds) })

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const searchQuery = z.object({
  regNo: z
    .string('Fyll i ditt registreringsnummer')
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2,7}$/, 'Ett registreringsnummer har 2–7 bokstäver och siffror')),
})

/** GET /api/tirehotel/authorization/search?regNo=: the customer object, or 404. */
export async function handleSearch(request: Request, now = new Date()): Promise<Response> {
  const input = searchQuery.safeParse(queryOf(request))
  if (!input.success) return invalidRequest(fieldErrors(input.error.issues))
  try {
    const found = await search(
      await payloadClient(),
      input.data.regNo,
      requestClient(request.headers),
      now.getTime(),
    )
    return found ? Response.json(found satisfies TireCustomer) : message(tireHotelMessages.notFound, 404)
  } catch (error) {
    return serverError('TIRE_HOTEL_SEARCH_FAILED', error)
  }
}

const loginQuery = z.object({
  encryptedPhoneNumber: z.string('Sök på registreringsnumret först').min(16).max(400),
})

/** POST /api/tirehotel/authorization/login?encryptedPhoneNumber=: sends a code, answers the authorization token. */
export async function handleLogin(request: Request, now = new Date()): Promise<Response> {
  const input = loginQuery.safeParse(queryOf(request))
  if (!input.success) return invalidRequest(fieldErrors(input.error.issues))
  try {
    const result = await login(
      await payloadClient(),
      input.data.encryptedPhoneNumber,
      requestClient(request.headers),
      now.getTime(),
    )
    if (result.ok)
      return Response.json({
        authorizationToken: result.authorizationToken,
        codeLength: result.codeLength,
      } satisfies SentCode)
    if (result.reason === 'too-many-codes')
      return limited(tireHotelMessages.tooManyCodes, result.retryAfterSeconds)
    if (result.reason === 'not-mobile') return message(tireHotelMessages.notMobile, 409)
    return message(tireHotelMessages.phoneTokenInvalid, 401)
  } catch (error) {
    return serverError('TIRE_HOTEL_LOGIN_FAILED', error)
  }
}

const validateQuery = z.object({
  authToken: z.string('Begär en kod först').min(16).max(200),
  otpToken: z.string('Fyll i koden').regex(/^(\d{4}|\d{8})$/, 'Koden har fyra siffror'),
})

function validateFailure(result: Extract<ValidateResult, { ok: false }>): Response {
  const text = tireHotelMessages[result.reason]
  return 'retryAfterSeconds' in result ? limited(text, result.retryAfterSeconds) : message(text, 401)
}

/** POST /api/tirehotel/authorization/validate?authToken=&otpToken=: `{ status: 0, vehicles, sessionToken }`. */
export async function handleValidate(request: Request, now = new Date()): Promise<Response> {
  const input = validateQuery.safeParse(queryOf(request))
  if (!input.success) return invalidRequest(fieldErrors(input.error.issues))
  try {
    const result = await validate(
      await payloadClient(),
      input.data.authToken,
      input.data.otpToken,
      requestClient(request.headers),
      now.getTime(),
    )
    if (!result.ok) return validateFailure(result)
    return Response.json({
      status: 0,
      vehicles: result.vehicles,
      sessionToken: result.sessionToken,
    } satisfies Validated & { sessionToken: string })
  } catch (error) {
    return serverError('TIRE_HOTEL_VALIDATE_FAILED', error)
  }
}

type Session = { payload: Payload; agreement: TireHotelAgreement }

/** The validated agreement of the request's bearer credential, or the 401 to answer. */
async function sessionOf(request: Request, now: Date): Promise<Session | Response> {
  const header = request.headers.get('authorization') ?? ''
  const token = /^Bearer\s+(\S{16,400})$/i.exec(header)?.[1]
  if (!token) return message(tireHotelMessages.notLoggedIn, 401)
  const payload = await payloadClient()
  const agreement = await agreementOfSession(payload, token, now.getTime())
  return agreement ? { payload, agreement } : message(tireHotelMessages.notLoggedIn, 401)
}

const stationQuery = (name: string) =>
  z.object({ [name]: z.string('Ange verkstad').trim().min(1, 'Ange verkstad').max(40) })

function stationFailure(failure: StationFailure): Response {
  if (failure.reason === 'other-station') return message(tireHotelMessages['other-station'], 403)
  return serverError('TIRE_HOTEL_STATION_UNAVAILABLE', new Error(failure.reason))
}

/** Whether the body's regNo (the vehicle's brandCode, as the flow sends it, or its plate) is the agreement's. */
const ownVehicle = (agreement: TireHotelAgreement, value: string) =>
  agreement.vehicles.some(
    (vehicle) => vehicle.regNo === value.replace(/\s+/g, '').toUpperCase() || vehicle.brandCode === value,
  )

/** Spec 03 §7: GetTimeslotDays answers the dates, GetTimeslots the start times of the body's days. */
async function handleDays(request: Request, answer: 'dates' | 'times', now: Date): Promise<Response> {
  const query = stationQuery('workshopIdentifier').safeParse(queryOf(request))
  if (!query.success) return invalidRequest(fieldErrors(query.error.issues))
  const body = await parseJsonBody(request, tireHotelDaysSchema, { maxBytes: 4096 })
  if (!body.ok) return body.response
  try {
    const session = await sessionOf(request, now)
    if (session instanceof Response) return session
    if (!ownVehicle(session.agreement, body.value.regNo))
      return message(tireHotelMessages['not-own-vehicle'], 403)
    const result = await freeDays(
      session.payload,
      session.agreement,
      { erpId: String(query.data.workshopIdentifier), ...body.value },
      now,
    )
    if (!result.ok) return stationFailure(result)
    const open = result.days.filter((day) => day.availableSlots.length > 0 || day.allDaySlotAvailable)
    if (answer === 'dates') return Response.json({ availableDates: open.map((day) => ({ date: day.date })) })
    return Response.json({
      availableTimeSlotDates: open.map((day) => ({
        date: day.date,
        startTime: day.availableSlots.map((time) => `${day.date}T${time}:00`),
      })),
    })
  } catch (error) {
    return serverError('TIRE_HOTEL_DAYS_FAILED', error)
  }
}

/** POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=: `{ availableDates: [{ date }] }`. */
export const handleTimeslotDays = (request: Request, now = new Date()) => handleDays(request, 'dates', now)

/** POST /api/tirehotel/booking/GetTimeslots?workshopIdentifier=: `{ availableTimeSlotDates: [{ date, startTime[] }] }`. */
export const handleTimeslots = (request: Request, now = new Date()) => handleDays(request, 'times', now)

/** POST /api/tirehotel/booking/create?departmentIdentifier=: 200 with the confirmation, else `{ message }`. */
export async function handleCreate(request: Request, now = new Date()): Promise<Response> {
  const query = stationQuery('departmentIdentifier').safeParse(queryOf(request))
  if (!query.success) return invalidRequest(fieldErrors(query.error.issues))
  const body = await parseJsonBody(request, tireHotelBookingSchema, {
    maxBytes: 16_384,
    requireJsonContentType: true,
  })
  if (!body.ok) return body.response
  try {
    const session = await sessionOf(request, now)
    if (session instanceof Response) return session
    const result = await bookWheelChange(
      session.payload,
      session.agreement,
      { erpId: String(query.data.departmentIdentifier), ...body.value },
      now,
      clientBucket(request.headers),
    )
    if (result.ok) return Response.json(result.confirmation satisfies TireConfirmation)
    switch (result.reason) {
      case 'not-own-vehicle':
        return message(tireHotelMessages['not-own-vehicle'], 403)
      case 'out-of-range':
        return message(tireHotelMessages['out-of-range'], 400)
      case 'TimeslotNotAvailable':
        return message(tireHotelMessages.TimeslotNotAvailable, 409)
      default:
        return stationFailure(result)
    }
  } catch (error) {
    return serverError('TIRE_HOTEL_BOOKING_FAILED', error)
  }
}

/** POST /api/tirehotel/review/addReview: the review is stored for staff; 201. */
export async function handleReview(request: Request, now = new Date()): Promise<Response> {
  const body = await parseJsonBody(request, tireHotelReviewSchema, { maxBytes: 8192 })
  if (!body.ok) return body.response
  try {
    const session = await sessionOf(request, now)
    if (session instanceof Response) return session
    await session.payload.create({
      collection: 'tire-hotel-reviews',
      overrideAccess: true,
      data: {
        rating: body.value.rating,
        comment: body.value.comment,
        date: body.value.date,
        agreement: session.agreement.id,
        regNo: session.agreement.vehicles.map((vehicle) => vehicle.regNo).join(', '),
      },
    })
    return Response.json({ status: 'stored' }, { status: 201 })
  } catch (error) {
    return serverError('TIRE_HOTEL_REVIEW_FAILED', error)
  }
}
