/**
 * The flow's calls to the tire hotel service (spec 03 §7 "Tire hotel"), checked with zod at the
 * boundary. A refusal comes back with the server's message (spec 03 §8: login and validate failures
 * show it) and, for bad input, the refused fields.
 */
import { z } from 'zod/mini'

// The page's CSP allows no eval: zod's compiled fast path probes for it with `new Function`.
z.config({ jitless: true })

const customer = z.object({
  encryptedPhoneNumber: z.string(),
  obfuscatedPhoneNumber: z.string(),
  regNo: z.string(),
})
export type TireCustomer = z.infer<typeof customer>

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

const vehicle = z.object({
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
export type TireVehicle = z.infer<typeof vehicle>

const validated = z.object({ status: z.number(), vehicles: z.array(vehicle) })
export type Validated = z.infer<typeof validated>

/** Spec 03 §3 "Session (key tirehotel)"; credentials also hold the session credential validate gives. */
const codeLength = z._default(z.union([z.literal(4), z.literal(8)]), 4)

/** What sending a code answers: its token, and its digits (eight for a step-up code). */
const sent = z.object({ authorizationToken: z.string(), codeLength })
export type SentCode = z.infer<typeof sent>

export const sessionSchema = z.object({
  customer: z.nullable(customer),
  credentials: z.nullable(
    z.object({ authorizationToken: z.string(), codeLength, sessionToken: z.nullable(z.string()) }),
  ),
  validated: z.nullable(validated),
})
export type TireSession = z.infer<typeof sessionSchema>

export const emptySession: TireSession = { customer: null, credentials: null, validated: null }

/** The stored session, or an empty one for anything unreadable. */
export function readSession(text: string | null): TireSession {
  if (!text) return emptySession
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : emptySession
  } catch {
    return emptySession
  }
}

const confirmation = z.object({
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
export type TireConfirmation = z.infer<typeof confirmation>

export type Refusal = { status: number; message: string | null; fields: Record<string, string> }
export type Answer<T> = { ok: true; value: T } | ({ ok: false } & Refusal)

const refusalBody = z.object({
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
})

async function call<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  options: { body?: unknown; bearer?: string | null; method?: string } = {},
): Promise<Answer<T>> {
  try {
    const response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const body: unknown = await response.json().catch(() => null)
    const parsed = schema.safeParse(body)
    if (response.ok && parsed.success) return { ok: true, value: parsed.data }
    const refusal = refusalBody.safeParse(body)
    return {
      ok: false,
      status: response.status,
      message: refusal.success ? (refusal.data.message ?? null) : null,
      fields: refusal.success ? (refusal.data.fields ?? {}) : {},
    }
  } catch (error) {
    console.error('TIRE_HOTEL_FETCH_FAILED', { url, error })
    return { ok: false, status: 0, message: null, fields: {} }
  }
}

const base = '/api/tirehotel'
const encode = encodeURIComponent

export const searchAgreement = (regNo: string) =>
  call(`${base}/authorization/search?regNo=${encode(regNo)}`, customer)

export const sendCode = (encryptedPhoneNumber: string) =>
  call(`${base}/authorization/login?encryptedPhoneNumber=${encode(encryptedPhoneNumber)}`, sent, {
    method: 'POST',
  })

export const verifyCode = (authToken: string, code: string) =>
  call(
    `${base}/authorization/validate?authToken=${encode(authToken)}&otpToken=${encode(code)}`,
    z.extend(validated, { sessionToken: z.string() }),
    { method: 'POST' },
  )

/** The body of GetTimeslotDays and GetTimeslots: the vehicle's brandCode travels as regNo (spec 03 §7). */
const daysBody = (vehicle: TireVehicle, startDate: string, endDate: string) => ({
  startDate,
  endDate,
  regNo: vehicle.brandCode ?? vehicle.regNo,
})

export const loadDates = (vehicle: TireVehicle, range: { first: string; last: string }, bearer: string) =>
  call(
    `${base}/booking/GetTimeslotDays?workshopIdentifier=${encode(vehicle.location.erpId)}`,
    z.object({ availableDates: z.array(z.object({ date: z.string() })) }),
    { body: daysBody(vehicle, range.first, range.last), bearer },
  )

export const loadTimes = (vehicle: TireVehicle, date: string, bearer: string) =>
  call(
    `${base}/booking/GetTimeslots?workshopIdentifier=${encode(vehicle.location.erpId)}`,
    z.object({
      availableTimeSlotDates: z.array(z.object({ date: z.string(), startTime: z.array(z.string()) })),
    }),
    { body: daysBody(vehicle, date, date), bearer },
  )

/** Spec 03 §3 "Booking create payload". */
export type BookingPayload = {
  bookingDate: string
  bookingStart: string | null
  regNo: string
  freeText: string
  customer: { firstName: string; lastName: string; email: string; phoneMobile: string }
}

export const createBooking = (erpId: string, payload: BookingPayload, bearer: string) =>
  call(`${base}/booking/create?departmentIdentifier=${encode(erpId)}`, confirmation, {
    body: payload,
    bearer,
  })

/** Spec 03 §7: any error of the review is treated as success, so the answer is not read. */
export const sendReview = (
  review: { rating: number; comment: string; date: string },
  bearer: string | null,
) => call(`${base}/review/addReview`, z.unknown(), { body: review, bearer })
