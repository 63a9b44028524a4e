/**
 * Logging in to the tire hotel (spec 03 §7 "Tire hotel" search, login, validate).
 *
 * search: the registration number's agreement gives an opaque phone token (sealed, 30 minutes).
 * login: the token's agreement is sent a four-digit code by text message; the answer is a random
 * authorization token. Only keyed hashes of the token and of the code are stored.
 * validate: the token and code give a session credential (sealed, one hour) and the vehicles.
 *
 * The limits carry the security of a four-digit code (docs/decisions.md, "One-time codes"): a code
 * lives 10 minutes and is used once; it may be tried 5 times; at most 3 codes an hour are sent per
 * registration number and per phone, and 8 a day per registration number; at most 10 four-digit
 * codes are checked per registration number in 30 days, counted before the comparison so parallel
 * guesses cannot slip past. Once those are used up the registration number is sent eight-digit
 * codes (a step-up), checked without that bound: the owner, who receives them, can still log in,
 * and guessing one is hopeless. All are periods in the database's counters
 * (src/services/rate-limit), which hold across workers and fail closed.
 */
import 'server-only'
import type { Payload } from 'payload'
import { tireHotelAttemptOutcomes } from '@/cms/collections/TireHotel'
import type { TireHotelAgreement } from '@/cms/payload-types'
import { logger } from '@/lib/log/logger'
import { consumePeriod, forgetPeriod, periodSpent, ruleFor } from '@/services/rate-limit'
import { sendSms } from '@/services/sms'
import {
  agreementById,
  agreementOfPlate,
  compactPlate,
  vehiclesOf,
  type TireHotelVehicle,
} from './agreements'
import { keyedHash, randomCode, randomLongCode, randomToken, sameDigest, seal, unseal } from './crypto'
import { workshopMarket } from '@/services/workshop/workshops'
import { mobileNumberOf, obfuscatePhone } from './phone'

const log = logger.child({ name: 'tire-hotel' })

export const codeLifetimeMs = 10 * 60_000
export const phoneTokenLifetimeMs = 30 * 60_000
export const sessionLifetimeMs = 60 * 60_000

type Outcome = (typeof tireHotelAttemptOutcomes)[number]
type PhoneToken = { a: number; r: string }
type SessionToken = { a: number }

/**
 * Every attempt is logged without the code: those the server acted on (a search, a code sent, a
 * code compared) as rows staff read in the admin; those refused before any check (a limit, a spent
 * or unknown token) in the server log only, so a flood of refused requests costs no database write.
 * A failed log never fails the attempt.
 */
const refusedBeforeCheck = new Set<Outcome>([
  'too-many-codes',
  'unknown-token',
  'used',
  'expired',
  'too-many-tries',
  'locked',
])

async function logAttempt(
  payload: Payload,
  kind: 'search' | 'login' | 'validate',
  regNo: string | null,
  outcome: Outcome,
  client: string | null,
): Promise<void> {
  if (refusedBeforeCheck.has(outcome)) {
    log.warn(
      { code: 'TIRE_HOTEL_ATTEMPT_REFUSED', kind, regNo, outcome, client },
      'tire hotel attempt refused',
    )
    return
  }
  await payload
    .create({
      collection: 'tire-hotel-attempts',
      overrideAccess: true,
      data: { kind, regNo, outcome, client },
    })
    .catch((error: unknown) =>
      log.error({ code: 'TIRE_HOTEL_ATTEMPT_LOG_FAILED', err: error }, 'attempt log failed'),
    )
}

export type SearchResult = {
  encryptedPhoneNumber: string
  obfuscatedPhoneNumber: string
  regNo: string
}

export async function search(
  payload: Payload,
  input: string,
  client: string | null,
  now = Date.now(),
): Promise<SearchResult | null> {
  const regNo = compactPlate(input)
  const agreement = await agreementOfPlate(payload, regNo)
  await logAttempt(payload, 'search', regNo, agreement ? 'found' : 'not-found', client)
  if (!agreement) return null
  return {
    encryptedPhoneNumber: seal('phone', { a: agreement.id, r: regNo }, now + phoneTokenLifetimeMs),
    obfuscatedPhoneNumber: obfuscatePhone(agreement.phone),
    regNo,
  }
}

/** The digits of a code: four, or eight once a registration number's four-digit guesses are used up. */
export type CodeLength = 4 | 8

export type LoginResult =
  | { ok: true; authorizationToken: string; codeLength: CodeLength }
  | { ok: false; reason: 'invalid-token' }
  | { ok: false; reason: 'not-mobile' }
  | { ok: false; reason: 'too-many-codes'; retryAfterSeconds: number }

const tokenHashOf = (token: string) => keyedHash('token', token)
const codeHashOf = (tokenHash: string, code: string) => keyedHash('code', tokenHash, code)

/** The agreement a phone token names, if the token is ours, current, and the car still on it. */
async function agreementOfPhoneToken(
  payload: Payload,
  token: string,
  now: number,
): Promise<{ agreement: TireHotelAgreement; regNo: string } | null> {
  const sealed = unseal<PhoneToken>('phone', token, now)
  if (!sealed || typeof sealed.a !== 'number' || typeof sealed.r !== 'string') return null
  const agreement = await agreementById(payload, sealed.a)
  if (!agreement?.vehicles.some((vehicle) => vehicle.regNo === sealed.r)) return null
  return { agreement, regNo: sealed.r }
}

export async function login(
  payload: Payload,
  encryptedPhoneNumber: string,
  client: string | null,
  now = Date.now(),
): Promise<LoginResult> {
  const found = await agreementOfPhoneToken(payload, encryptedPhoneNumber, now)
  if (!found) {
    await logAttempt(payload, 'login', null, 'unknown-token', client)
    return { ok: false, reason: 'invalid-token' }
  }
  const { agreement, regNo } = found
  // A code goes only to a mobile number of the stations' market (decisions: "One-time codes to
  // mobiles only"): a landline or a mistyped number on the agreement receives nothing.
  const phone = mobileNumberOf(agreement.phone, workshopMarket)
  if (!phone) {
    log.warn({ code: 'TIRE_HOTEL_NOT_MOBILE', regNo, client }, 'tire hotel agreement has no mobile number')
    return { ok: false, reason: 'not-mobile' }
  }
  // Both are counted, so asking by another plate of the same phone uses the phone's sends too.
  const [byPlate, byPhone] = await Promise.all([
    consumePeriod('tireHotelCodesPerReg', regNo, now),
    consumePeriod('tireHotelCodesPerPhone', keyedHash('phone', phone), now),
  ])
  // A day's texts per plate are counted only for codes the hourly limits let through, so refused
  // requests cannot use up the owner's day.
  const byDay =
    byPlate.allowed && byPhone.allowed
      ? await consumePeriod('tireHotelCodesPerRegDay', regNo, now)
      : { allowed: true as const }
  if (!byPlate.allowed || !byPhone.allowed || !byDay.allowed) {
    await logAttempt(payload, 'login', regNo, 'too-many-codes', client)
    const waits = [byPlate, byPhone, byDay].map((decision) =>
      decision.allowed ? 0 : decision.retryAfterSeconds,
    )
    return { ok: false, reason: 'too-many-codes', retryAfterSeconds: Math.max(...waits) }
  }
  const authorizationToken = randomToken()
  const tokenHash = tokenHashOf(authorizationToken)
  const stepUp = await periodSpent('tireHotelGuessesPerReg', regNo, now)
  const code = stepUp ? randomLongCode() : randomCode()
  await payload.create({
    collection: 'tire-hotel-codes',
    overrideAccess: true,
    data: {
      tokenHash,
      codeHash: codeHashOf(tokenHash, code),
      agreement: agreement.id,
      regNo,
      expiresAt: new Date(now + codeLifetimeMs).toISOString(),
      status: 'sent',
    },
  })
  await sendSms({
    to: phone,
    subject: `Engångskod till däckhotellet, ${regNo}`,
    text: `Din kod till däckhotellet är ${code}. Den gäller i 10 minuter. Dela den inte med någon.`,
  })
  await logAttempt(payload, 'login', regNo, 'code-sent', client)
  return { ok: true, authorizationToken, codeLength: stepUp ? 8 : 4 }
}

export type ValidateResult =
  | { ok: true; sessionToken: string; vehicles: TireHotelVehicle[] }
  | {
      ok: false
      reason: 'unknown-token' | 'used' | 'expired' | 'wrong-code'
      triesLeft?: number
    }
  | { ok: false; reason: 'too-many-tries' | 'locked'; retryAfterSeconds: number }

export async function validate(
  payload: Payload,
  authToken: string,
  otp: string,
  client: string | null,
  now = Date.now(),
): Promise<ValidateResult> {
  const tokenHash = tokenHashOf(authToken)
  const found = await payload.find({
    collection: 'tire-hotel-codes',
    where: { tokenHash: { equals: tokenHash } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const code = found.docs[0]
  const refuse = async (result: Extract<ValidateResult, { ok: false }>) => {
    await logAttempt(payload, 'validate', code?.regNo ?? null, result.reason, client)
    return result
  }
  if (!code) return refuse({ ok: false, reason: 'unknown-token' })
  if (code.status === 'used') return refuse({ ok: false, reason: 'used' })
  if (Date.parse(code.expiresAt) <= now) return refuse({ ok: false, reason: 'expired' })
  const tries = await consumePeriod('tireHotelCodeTries', String(code.id), now)
  if (!tries.allowed)
    return refuse({ ok: false, reason: 'too-many-tries', retryAfterSeconds: tries.retryAfterSeconds })
  // An eight-digit answer is compared without the registration number's bound: only a step-up code
  // can match it, and 5 tries of 10⁸ values are no threat.
  if (otp.length !== 8) {
    const budget = await consumePeriod('tireHotelGuessesPerReg', code.regNo, now)
    if (!budget.allowed)
      return refuse({ ok: false, reason: 'locked', retryAfterSeconds: budget.retryAfterSeconds })
  }
  if (!sameDigest(codeHashOf(tokenHash, otp), code.codeHash))
    return refuse({
      ok: false,
      reason: 'wrong-code',
      triesLeft: Math.max(0, ruleFor('tireHotelCodeTries').limit - tries.count),
    })
  // Single use: of two simultaneous right answers only the first claims the code.
  const claim = await consumePeriod('tireHotelCodeUse', String(code.id), now)
  if (claim.count !== 1) return refuse({ ok: false, reason: 'used' })
  await payload.update({
    collection: 'tire-hotel-codes',
    id: code.id,
    overrideAccess: true,
    data: { status: 'used' },
  })
  await forgetPeriod('tireHotelGuessesPerReg', code.regNo)
  const agreementId = typeof code.agreement === 'number' ? code.agreement : code.agreement.id
  const agreement = await agreementById(payload, agreementId)
  if (!agreement) return refuse({ ok: false, reason: 'unknown-token' })
  await logAttempt(payload, 'validate', code.regNo, 'verified', client)
  return {
    ok: true,
    sessionToken: seal('session', { a: agreement.id } satisfies SessionToken, now + sessionLifetimeMs),
    vehicles: await vehiclesOf(agreement),
  }
}

/** The agreement a session credential stands for, or null. */
export async function agreementOfSession(
  payload: Payload,
  token: string,
  now = Date.now(),
): Promise<TireHotelAgreement | null> {
  const sealed = unseal<SessionToken>('session', token, now)
  if (!sealed || typeof sealed.a !== 'number') return null
  return agreementById(payload, sealed.a)
}
