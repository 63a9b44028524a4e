/**
 * The flow's calls to the tire hotel service (spec 03 §7 "Tire hotel"), checked with zod at the
 * boundary. A refusal comes back with the server's message (spec 03 §8: login and validate failures
 * show it) and, for bad input, the refused fields.
 */
import { z } from 'zod/mini'
import {
  codeLength,
  confirmationAnswer,
  customerAnswer,
  datesAnswer,
  sentAnswer,
  timesAnswer,
  validatedAnswer,
  type BookingPayload,
  type TireVehicle,
} from '@/services/tire-hotel/contract'

export type {
  BookingPayload,
  SentCode,
  TireConfirmation,
  TireCustomer,
  TireOnFile,
  TireVehicle,
  Validated,
} from '@/services/tire-hotel/contract'

export const sessionSchema = z.object({
  customer: z.nullable(customerAnswer),
  credentials: z.nullable(
    z.object({ authorizationToken: z.string(), codeLength, sessionToken: z.nullable(z.string()) }),
  ),
  validated: z.nullable(validatedAnswer),
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
  call(`${base}/authorization/search?regNo=${encode(regNo)}`, customerAnswer)

export const sendCode = (encryptedPhoneNumber: string) =>
  call(`${base}/authorization/login?encryptedPhoneNumber=${encode(encryptedPhoneNumber)}`, sentAnswer, {
    method: 'POST',
  })

export const verifyCode = (authToken: string, code: string) =>
  call(
    `${base}/authorization/validate?authToken=${encode(authToken)}&otpToken=${encode(code)}`,
    z.extend(validatedAnswer, { sessionToken: z.string() }),
    { method: 'POST' },
  )

/** The body of GetTimeslotDays and GetTimeslots: the vehicle's brandCode travels as regNo (spec 03 §7). */
const daysBody = (vehicle: TireVehicle, startDate: string, endDate: string) => ({
  startDate,
  endDate,
  regNo: vehicle.brandCode ?? vehicle.regNo,
})

export const loadDates = (vehicle: TireVehicle, range: { first: string; last: string }, bearer: string) =>
  call(`${base}/booking/GetTimeslotDays?workshopIdentifier=${encode(vehicle.location.erpId)}`, datesAnswer, {
    body: daysBody(vehicle, range.first, range.last),
    bearer,
  })

export const loadTimes = (vehicle: TireVehicle, date: string, bearer: string) =>
  call(`${base}/booking/GetTimeslots?workshopIdentifier=${encode(vehicle.location.erpId)}`, timesAnswer, {
    body: daysBody(vehicle, date, date),
    bearer,
  })

export const createBooking = (erpId: string, payload: BookingPayload, bearer: string) =>
  call(`${base}/booking/create?departmentIdentifier=${encode(erpId)}`, confirmationAnswer, {
    body: payload,
    bearer,
  })

/** Spec 03 §7: any error of the review is treated as success, so the answer is not read. */
export const sendReview = (
  review: { rating: number; comment: string; date: string },
  bearer: string | null,
) => call(`${base}/review/addReview`, z.unknown(), { body: review, bearer })
