import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseRecord } from '@/lib/server/response-record'
import { clearCache } from '@/lib/cache'
import { closeRateLimits } from '@/services/rate-limit'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { createTestPayload } from '@/test/payload'
import { stockholmSite, workshopDepartment } from '@/test/workshops'
import * as contract from './contract'

// The tire hotel's endpoints on the database under test (TEST_DB=sqlite|postgres): the handler
// cores with a fixed clock, and the routes for the per-client limits.
let payload: Payload
let cleanup: () => Promise<void>
let http: typeof import('./http')
const records = new AsyncLocalStorage<ResponseRecord>()

/** Monday 14 December 2026, 09:00 in Stockholm: the first bookable day is Thursday the 17th. */
const t0 = Date.parse('2026-12-14T08:00:00Z')
const at = (ms: number) => new Date(t0 + ms)
const minutes = (count: number) => count * 60_000

let plateCounter = 0
/** A fresh plate of the demo's shape, so each test has its own counters. */
const newPlate = () => `TH${String(++plateCounter).padStart(4, '0')}`
let phoneCounter = 0
/** A fresh Swedish mobile number (070 and seven digits): codes go to mobiles only. */
const newPhone = () => `070-${String(10_000_000 + ++phoneCounter).slice(1)}`

type Made = { id: number; plates: string[]; phone: string }
async function agreement(options: { plates?: number; phone?: string; station?: string } = {}): Promise<Made> {
  const plates = Array.from({ length: options.plates ?? 1 }, newPlate)
  const phone = options.phone ?? newPhone()
  const doc = await payload.create({
    collection: 'tire-hotel-agreements',
    overrideAccess: true,
    data: {
      agreementNumber: `TH-${plates[0]}`,
      station: options.station ?? '100.4502',
      customerName: 'Anna Kund',
      phone,
      email: 'anna@example.se',
      vehicles: plates.map((regNo, index) => ({
        regNo,
        name: index === 0 ? 'Volvo XC60 B4' : 'Volvo V60 T6',
        brand: 'Volvo',
        model: index === 0 ? 'XC60' : 'V60',
        brandCode: `VO${index}`,
        productId: `P-${regNo}`,
        packageLevel: 'Däckhotell Plus',
        tires: [
          {
            equipmentPosition: 'Vänster fram',
            name: 'Nokian Hakkapeliitta R5',
            rimDiameter: 18,
            sectionWidth: 235,
            aspectRatio: 55,
            threadPattern: 'Vinter, friktion',
            threadDepth: 3,
            threadStatusId: 1,
            threadStatusMessage: 'Slitet, byte rekommenderas',
          },
          {
            equipmentPosition: 'Höger fram',
            name: 'Nokian Hakkapeliitta R5',
            rimDiameter: 18,
            sectionWidth: 235,
            aspectRatio: 55,
            threadPattern: 'Vinter, friktion',
            threadDepth: 7,
            threadStatusId: 3,
            threadStatusMessage: 'Bra',
          },
        ],
      })),
    },
  })
  return { id: doc.id, plates, phone }
}

const get = (path: string) => new Request(`http://automotive-se.localhost/api/tirehotel/${path}`)
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://automotive-se.localhost/api/tirehotel/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const json = async (response: Response) => ({ status: response.status, body: await response.json() })
const q = encodeURIComponent

async function searchFor(plate: string, now = at(0)) {
  return json(await http.handleSearch(get(`authorization/search?regNo=${q(plate)}`), now))
}
async function loginWith(encrypted: string, now = at(0)) {
  return json(await http.handleLogin(post(`authorization/login?encryptedPhoneNumber=${q(encrypted)}`), now))
}
async function validateWith(token: string, code: string, now = at(0)) {
  return json(
    await http.handleValidate(post(`authorization/validate?authToken=${q(token)}&otpToken=${q(code)}`), now),
  )
}

/** The last code texted to the phone, as a tester reads it in CMS → Outbox. */
async function textedCode(phone: string): Promise<string> {
  const digits = phone.replace(/\D/g, '').replace(/^0/, '')
  const found = await payload.find({
    collection: 'outbox',
    where: { channel: { equals: 'sms' }, to: { equals: `+46${digits}` } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
  })
  const code = /kod till däckhotellet är (\d{8}|\d{4})\./.exec(found.docs[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code texted to ${phone}`)
  return code
}

/** Search, login and the texted code. */
async function codeFor(made: Made, now = at(0), plate = made.plates[0]) {
  const found = await searchFor(plate, now)
  const sent = await loginWith(found.body.encryptedPhoneNumber, now)
  expect(sent.status).toBe(200)
  return {
    token: sent.body.authorizationToken as string,
    codeLength: sent.body.codeLength as number,
    code: await textedCode(made.phone),
  }
}

/** A validated session's bearer header. */
async function sessionFor(made: Made, now = at(0)) {
  const { token, code } = await codeFor(made, now)
  const validated = await validateWith(token, code, now)
  expect(validated.status).toBe(200)
  return { Authorization: `Bearer ${validated.body.sessionToken}` }
}

const wrong = (code: string, offset = 1) => String((Number(code) + offset) % 10_000).padStart(4, '0')

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  await importRecords('sites_automotive-se', [
    stockholmSite([workshopDepartment('100.4502')]),
    {
      site_id: 'automotive-se-1003',
      slug: 'automotive-uppsala',
      site_official_name: 'Automotive Uppsala',
      site_departments: [workshopDepartment('102.4502')],
    },
  ])
  await seedWorkshopServices(payload)
  await payload.create({
    collection: 'workshop-capacities',
    data: { departmentId: '100.4502', bays: 2, slotMinutes: 60, leadMinutes: 120 },
    overrideAccess: true,
  })
  ;(globalThis as { __responseRecords?: unknown }).__responseRecords = records
  http = await import('./http')
})
afterEach(() => {
  for (const name of [
    'RATE_LIMIT_TIRE_HOTEL_SEARCH',
    'RATE_LIMIT_TIRE_HOTEL_LOGIN',
    'RATE_LIMIT_TIRE_HOTEL_VALIDATE',
  ])
    delete process.env[name]
})
afterAll(async () => {
  delete (globalThis as { __responseRecords?: unknown }).__responseRecords
  await closeRateLimits()
  await closeCatalogDatabases()
  await cleanup()
})

describe('GET /api/tirehotel/authorization/search', () => {
  it('answers the customer object: an opaque phone token and only the last two digits', async () => {
    const made = await agreement({ phone: '070-123 45 67' })
    const found = await searchFor(` ${made.plates[0].toLowerCase().replace('th', 'th ')} `)
    expect(found.status).toBe(200)
    expect(found.body).toEqual({
      encryptedPhoneNumber: expect.stringMatching(/^[\w-]{40,}$/),
      obfuscatedPhoneNumber: '********67',
      regNo: made.plates[0],
    })
    const token = Buffer.from(found.body.encryptedPhoneNumber, 'base64url').toString('latin1')
    expect(token).not.toMatch(/1234567|701234567/)
    expect(found.body.encryptedPhoneNumber).not.toBe(
      (await searchFor(made.plates[0])).body.encryptedPhoneNumber,
    )
  })

  it('answers 404 with the spec text when there is no agreement, and 400 for what is no plate', async () => {
    expect(await searchFor('ZZZ999')).toEqual({
      status: 404,
      body: { message: 'Vi hittar inget däckhotellsavtal för detta registreringsnummer.' },
    })
    const bad = await json(await http.handleSearch(get('authorization/search?regNo=A')))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields)).toEqual(['regNo'])
    expect((await json(await http.handleSearch(get('authorization/search?regNo=ABCD12345')))).status).toBe(
      400,
    )
    expect((await json(await http.handleSearch(get('authorization/search')))).status).toBe(400)
  })
})

describe('POST /api/tirehotel/authorization/login', () => {
  it('texts a 4-digit code through the outbox and answers an authorization token; only hashes are stored', async () => {
    const made = await agreement()
    const { token, code } = await codeFor(made)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(code).toMatch(/^\d{4}$/)
    const stored = await payload.find({
      collection: 'tire-hotel-codes',
      where: { regNo: { equals: made.plates[0] } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
    const doc = stored.docs[0]
    expect(doc.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(doc.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(doc)).not.toContain(token)
    expect(Date.parse(doc.expiresAt) - t0).toBe(minutes(10))
  })

  it('texts no code to a number that is no Swedish mobile: eleven digits, another series, a landline', async () => {
    const texts = async () =>
      (
        await payload.count({
          collection: 'outbox',
          where: { channel: { equals: 'sms' } },
          overrideAccess: true,
        })
      ).totalDocs
    const before = await texts()
    for (const phone of ['0715-1234567', '071-123 45 67', '08-123 456 78', '+47 912 34 567']) {
      const made = await agreement({ phone })
      const { body } = await searchFor(made.plates[0])
      expect(await loginWith(body.encryptedPhoneNumber), phone).toEqual({
        status: 409,
        body: { message: http.tireHotelMessages.notMobile },
      })
    }
    expect(await texts()).toBe(before)
  })

  it('refuses a forged, altered or stale phone token', async () => {
    const made = await agreement()
    const { body } = await searchFor(made.plates[0])
    const token: string = body.encryptedPhoneNumber
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    for (const attempt of [altered, 'x'.repeat(60)])
      expect(await loginWith(attempt)).toEqual({
        status: 401,
        body: { message: 'Din sökning har gått ut. Fyll i ditt registreringsnummer igen.' },
      })
    expect((await loginWith(token, at(minutes(31)))).status).toBe(401)
    expect((await json(await http.handleLogin(post('authorization/login')))).status).toBe(400)
  })

  it('sends at most 3 codes an hour per registration number, and again after the hour', async () => {
    const made = await agreement()
    const { body } = await searchFor(made.plates[0])
    for (let index = 0; index < 3; index++)
      expect((await loginWith(body.encryptedPhoneNumber, at(minutes(index)))).status).toBe(200)
    const refused = await http.handleLogin(
      post(`authorization/login?encryptedPhoneNumber=${q(body.encryptedPhoneNumber)}`),
      at(minutes(20)),
    )
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBe(40 * 60)
    expect((await refused.json()).message).toBe(
      'Du har begärt för många koder. Vänta en stund och försök igen.',
    )
    const sms = await payload.count({
      collection: 'outbox',
      where: {
        channel: { equals: 'sms' },
        text: { contains: 'däckhotellet' },
        to: { equals: `+46${made.phone.replace(/\D/g, '').slice(1)}` },
      },
      overrideAccess: true,
    })
    expect(sms.totalDocs).toBe(3)
    const later = await searchFor(made.plates[0], at(minutes(61)))
    expect((await loginWith(later.body.encryptedPhoneNumber, at(minutes(61)))).status).toBe(200)
  })

  it('sends at most 8 codes a day per registration number, however they are spread over its hours', async () => {
    const made = await agreement()
    const hours = (count: number) => at(minutes(count * 60 + 1))
    const answers: number[] = []
    for (let hour = 0; hour < 4; hour++)
      for (let index = 0; index < 3; index++) {
        const { body } = await searchFor(made.plates[0], hours(hour))
        answers.push((await loginWith(body.encryptedPhoneNumber, hours(hour))).status)
      }
    // Three in each of the first two hours, two in the third, none in the fourth.
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429, 429, 429])
    const nextDay = await searchFor(made.plates[0], hours(25))
    expect((await loginWith(nextDay.body.encryptedPhoneNumber, hours(25))).status).toBe(200)
  })

  it('sends at most 3 codes an hour per phone, whichever of its plates asks', async () => {
    const made = await agreement({ plates: 2 })
    const other = await agreement({ phone: made.phone })
    const tokens = await Promise.all(
      [made.plates[0], made.plates[1], other.plates[0]].map(
        async (plate) => (await searchFor(plate)).body.encryptedPhoneNumber as string,
      ),
    )
    expect((await loginWith(tokens[0])).status).toBe(200)
    expect((await loginWith(tokens[1])).status).toBe(200)
    expect((await loginWith(tokens[2])).status).toBe(200)
    expect((await loginWith(tokens[1])).status).toBe(429)
  })
})

describe('POST /api/tirehotel/authorization/validate', () => {
  it('answers status 0, the vehicles with tires and station, and a session credential', async () => {
    const made = await agreement({ plates: 2 })
    const { token, code } = await codeFor(made)
    const validated = await validateWith(token, code)
    expect(validated.status).toBe(200)
    expect(validated.body.status).toBe(0)
    expect(validated.body.sessionToken).toMatch(/^[\w-]{40,}$/)
    expect(validated.body.vehicles.map((vehicle: { regNo: string }) => vehicle.regNo)).toEqual(made.plates)
    expect(validated.body.vehicles[0]).toMatchObject({
      name: 'Volvo XC60 B4',
      brand: 'Volvo',
      model: 'XC60',
      brandCode: 'VO0',
      packageLevel: 'Däckhotell Plus',
      location: {
        locationName: 'Automotive Stockholm',
        erpId: '100.4502',
        phone: '+46 10 123 45 67',
        email: 'verkstad.100.4502@automotive.example',
      },
    })
    expect(validated.body.vehicles[0].tires[0]).toEqual({
      equipmentPosition: 'Vänster fram',
      wheel: {
        name: 'Nokian Hakkapeliitta R5',
        rimDiameter: 18,
        sectionWidth: 235,
        threadPattern: 'Vinter, friktion',
        threadDepth: 3,
        aspectRatio: 55,
        threadStatusId: 1,
        threadStatusMessage: 'Slitet, byte rekommenderas',
      },
    })
  })

  it('answers a wrong code with the server message, and a code once only', async () => {
    const made = await agreement()
    const { token, code } = await codeFor(made)
    expect(await validateWith(token, wrong(code))).toEqual({
      status: 401,
      body: { message: 'Fel kod. Kontrollera koden och försök igen.' },
    })
    expect((await validateWith(token, code)).status).toBe(200)
    expect(await validateWith(token, code)).toEqual({
      status: 401,
      body: { message: 'Koden har redan använts. Begär en ny kod.' },
    })
    const attempts = await payload.find({
      collection: 'tire-hotel-attempts',
      where: { regNo: { equals: made.plates[0] }, kind: { equals: 'validate' } },
      sort: 'id',
      overrideAccess: true,
    })
    expect(attempts.docs.map((attempt) => attempt.outcome)).toEqual(['wrong-code', 'verified'])
    expect(JSON.stringify(attempts.docs)).not.toContain(`"${code}"`)
  })

  it('lets only one of two simultaneous right answers in', async () => {
    const made = await agreement()
    const { token, code } = await codeFor(made)
    const answers = await Promise.all(Array.from({ length: 6 }, () => validateWith(token, code)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
  })

  it('refuses a code after 10 minutes', async () => {
    const made = await agreement()
    const { token, code } = await codeFor(made)
    expect(await validateWith(token, code, at(minutes(10)))).toEqual({
      status: 401,
      body: { message: 'Koden har gått ut. Begär en ny kod.' },
    })
    const fresh = await codeFor(made, at(minutes(10)))
    expect((await validateWith(fresh.token, fresh.code, at(minutes(19)))).status).toBe(200)
  })

  it('takes 5 tries of a code, not a sixth, even when the sixth is right; parallel tries count too', async () => {
    const made = await agreement()
    const { token, code } = await codeFor(made)
    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, index) => validateWith(token, wrong(code, index + 1))),
    )
    expect(tries.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    const sixth = await http.handleValidate(
      post(`authorization/validate?authToken=${q(token)}&otpToken=${code}`),
      at(0),
    )
    expect(sixth.status).toBe(429)
    expect((await sixth.json()).message).toBe('För många felaktiga försök. Begär en ny kod.')
  })

  it('answers an unknown token and bad input without a 500', async () => {
    expect(await validateWith('x'.repeat(43), '1234')).toEqual({
      status: 401,
      body: { message: 'Koden är inte giltig. Begär en ny kod.' },
    })
    const bad = await json(
      await http.handleValidate(post('authorization/validate?authToken=short&otpToken=12a4')),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['authToken', 'otpToken'])
  })
})

describe('the brute-force bound (docs/decisions.md, Tire hotel)', () => {
  it('a 10,000-guess attack on one registration number over a year gets at most 10 guesses checked a month: P ≤ 1.3 %', async () => {
    const made = await agreement()
    const plate = made.plates[0]
    const batch = 20
    const spacing = (365 * 86_400_000) / (10_000 / batch)
    let token = 'x'.repeat(43)
    let fresh = false
    let tried = 0
    const triedPerCode: number[] = []
    const refusals = new Map<string, number>()
    let sent = 0
    let won = false
    // A botnet: every request from another address, so no per-client limit applies; 20 guesses at
    // a time, spread evenly over a year, a new code asked for whenever the last one is spent.
    while (sent < 10_000 && !won) {
      const now = at((sent / batch) * spacing)
      if (!fresh) {
        const found = await searchFor(plate, now)
        const login = await loginWith(found.body.encryptedPhoneNumber, now)
        if (login.status === 200) {
          token = login.body.authorizationToken
          fresh = true
          tried = 0
          triedPerCode.push(0)
        }
      }
      const guesses = Array.from({ length: batch }, (_, index) => String(tried + index).padStart(4, '0'))
      const answers = await Promise.all(guesses.map((guess) => validateWith(token, guess, now)))
      sent += batch
      for (const answer of answers) {
        if (answer.status === 200) won = true
        else if (answer.body.message === 'Fel kod. Kontrollera koden och försök igen.') {
          // The server compared this guess with the code.
          triedPerCode[triedPerCode.length - 1]++
          tried++
        } else {
          refusals.set(answer.body.message, (refusals.get(answer.body.message) ?? 0) + 1)
          fresh = false
        }
      }
    }
    const checked = triedPerCode.reduce((sum, count) => sum + count, 0) + (won ? 1 : 0)
    // Each code is uniform over 10,000 values and the attacker tries distinct values on it: k
    // guesses on one code win with k / 10,000; the codes are independent.
    const successProbability = 1 - triedPerCode.reduce((miss, count) => miss * (1 - count / 10_000), 1)
    expect(sent).toBe(won ? sent : 10_000)
    console.info(
      `10,000 guesses over a year: ${checked} checked, P = ${(successProbability * 100).toFixed(2)} %`,
    )
    // Ten four-digit checks per 30-day period, 13 periods in a year (docs/decisions.md, "One-time codes").
    expect(checked).toBeLessThanOrEqual(130)
    expect(checked).toBeGreaterThan(10)
    expect(successProbability).toBeLessThanOrEqual(0.013)
    expect(
      refusals.get('För många felaktiga försök för detta registreringsnummer. Begär en ny kod.'),
    ).toBeGreaterThan(0)
  }, 900_000)

  it('after 10 checked four-digit codes in 30 days, texts eight-digit codes: the owner still logs in', async () => {
    const made = await agreement()
    const early = await codeFor(made, at(0))
    expect({ length: early.code.length, codeLength: early.codeLength }).toEqual({ length: 4, codeLength: 4 })
    for (let round = 1; round <= 2; round++) {
      const { token, code } = await codeFor(made, at(round))
      for (let index = 1; index <= 5; index++) await validateWith(token, wrong(code, index), at(round))
    }
    // The registration number's four-digit checks are used up: even the right four digits are refused.
    expect(await validateWith(early.token, early.code, at(3))).toEqual({
      status: 429,
      body: { message: 'För många felaktiga försök för detta registreringsnummer. Begär en ny kod.' },
    })
    // Four weeks later still; the next code sent has eight digits, and the owner, who has it, gets in.
    const stepUp = await codeFor(made, at(minutes(28 * 24 * 60)))
    expect({ length: stepUp.code.length, codeLength: stepUp.codeLength }).toEqual({
      length: 8,
      codeLength: 8,
    })
    expect(
      (await validateWith(stepUp.token, stepUp.code.slice(0, 4), at(minutes(28 * 24 * 60)))).status,
    ).toBe(429)
    expect((await validateWith(stepUp.token, stepUp.code, at(minutes(28 * 24 * 60)))).status).toBe(200)
    // A login clears the count: four digits again.
    const after = await codeFor(made, at(minutes(28 * 24 * 60 + 1)))
    expect(after.codeLength).toBe(4)
  })

  it('checks an eight-digit guess only against a step-up code, five times a code at most', async () => {
    const made = await agreement()
    const { token, code } = await codeFor(made)
    const long = `${code}0000`
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => validateWith(token, `${long.slice(0, 7)}${index}`)),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429])
    expect((await validateWith(token, code)).status).toBe(429)
  })
})

const days = (headers: Record<string, string>, body: unknown, station = '100.4502', now = at(0)) =>
  http.handleTimeslotDays(post(`booking/GetTimeslotDays?workshopIdentifier=${station}`, body, headers), now)
const times = (headers: Record<string, string>, body: unknown, now = at(0)) =>
  http.handleTimeslots(post('booking/GetTimeslots?workshopIdentifier=100.4502', body, headers), now)
const create = (headers: Record<string, string>, body: unknown, station = '100.4502', now = at(0)) =>
  http.handleCreate(post(`booking/create?departmentIdentifier=${station}`, body, headers), now)
const review = (headers: Record<string, string>, body: unknown, now = at(0)) =>
  http.handleReview(post('review/addReview', body, headers), now)

const bookingBody = (regNo: string, overrides: Record<string, unknown> = {}) => ({
  bookingDate: '2026-12-17',
  bookingStart: '2026-12-17T10:00:00',
  regNo,
  freeText: 'Sommarhjulen på',
  customer: { firstName: 'Anna', lastName: 'Kund', email: 'anna@example.se', phoneMobile: '070-765 43 21' },
  ...overrides,
})

describe('nothing is readable or bookable without the session credential', () => {
  it('answers 401 without, with a forged, another purpose’s or an expired credential', async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    const phoneToken = (await searchFor(made.plates[0])).body.encryptedPhoneNumber
    const body = { startDate: '2026-12-17', endDate: '2026-12-31', regNo: made.plates[0] }
    const credentials: Array<Record<string, string>> = [
      {},
      { Authorization: 'Bearer ' + 'x'.repeat(60) },
      { Authorization: `Bearer ${phoneToken}` },
      { Authorization: session.Authorization.replace('Bearer', 'Basic') },
    ]
    for (const headers of credentials) {
      for (const response of [
        await days(headers, body),
        await times(headers, body),
        await create(headers, bookingBody(made.plates[0])),
        await review(headers, { rating: 5, comment: '', date: '2026-12-14T09:00:00.000Z' }),
      ])
        expect(await json(response)).toEqual({
          status: 401,
          body: { message: 'Du är inte inloggad längre. Logga in igen.' },
        })
    }
    expect((await days(session, body, '100.4502', at(minutes(61)))).status).toBe(401)
    expect((await days(session, body, '100.4502', at(minutes(59)))).status).toBe(200)
  })
})

describe('POST /api/tirehotel/booking/GetTimeslotDays and GetTimeslots', () => {
  it('answers the station’s open days from today plus 3 days to plus 3 months', async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    const answer = await json(
      await days(session, { startDate: '2026-12-14', endDate: '2027-01-24', regNo: 'VO0' }),
    )
    expect(answer.status).toBe(200)
    const dates = answer.body.availableDates.map((day: { date: string }) => day.date)
    expect(dates.slice(0, 5)).toEqual(['2026-12-17', '2026-12-18', '2026-12-21', '2026-12-22', '2026-12-23'])
    expect(dates).not.toContain('2026-12-24')
    // Swedish public holidays are closed, the working days between them open.
    for (const holiday of ['2026-12-25', '2026-12-31', '2027-01-01', '2027-01-06'])
      expect(dates).not.toContain(holiday)
    expect(dates).toEqual(expect.arrayContaining(['2026-12-28', '2027-01-07']))
    const onHoliday = bookingBody(made.plates[0], {
      bookingDate: '2026-12-25',
      bookingStart: '2026-12-25T10:00:00',
    })
    expect((await create(session, onHoliday)).status).toBe(409)
    expect(dates.at(-1)).toBe('2027-01-22')
    const late = await json(
      await days(session, { startDate: '2027-03-10', endDate: '2027-04-30', regNo: 'VO0' }),
    )
    expect(late.body.availableDates.at(-1).date).toBe('2027-03-12')
  })

  it('answers the start times of a day, sorted', async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    const answer = await json(
      await times(session, { startDate: '2026-12-18', endDate: '2026-12-18', regNo: made.plates[0] }),
    )
    expect(answer.status).toBe(200)
    expect(answer.body.availableTimeSlotDates).toHaveLength(1)
    expect(answer.body.availableTimeSlotDates[0].startTime.slice(0, 3)).toEqual([
      '2026-12-18T07:00:00',
      '2026-12-18T08:00:00',
      '2026-12-18T09:00:00',
    ])
    expect(answer.body.availableTimeSlotDates[0].startTime.at(-1)).toBe('2026-12-18T16:00:00')
  })

  it('refuses another station, a vehicle not on the agreement and bad bodies', async () => {
    const made = await agreement()
    const other = await agreement()
    const session = await sessionFor(made)
    const body = { startDate: '2026-12-17', endDate: '2026-12-31', regNo: made.plates[0] }
    expect(await json(await days(session, body, '102.4502'))).toEqual({
      status: 403,
      body: { message: 'Verkstaden hör inte till ditt däckhotellsavtal.' },
    })
    expect((await days(session, { ...body, regNo: other.plates[0] })).status).toBe(403)
    const bad = await json(await days(session, { startDate: '17/12', endDate: '2026-12-01', regNo: '' }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['regNo', 'startDate'])
  })
})

describe('POST /api/tirehotel/booking/create', () => {
  it("books a wheel change, answers the confirmation and texts and mails it to the agreement's own contacts", async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    // Contacts typed in the form reach the station, never a confirmation: the agreement's own do.
    const typed = {
      firstName: 'Anna',
      lastName: 'Kund',
      email: 'typed@example.org',
      phoneMobile: '070-765 43 21',
    }
    const answer = await json(await create(session, bookingBody(made.plates[0], { customer: typed })))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      bookingConfirmationId: expect.stringMatching(/^[A-Z2-9]{10}$/),
      services: [{ name: 'Hjulskifte' }],
      appointmentTime: '2026-12-17T10:00:00',
      isFullDay: false,
      workshop: {
        name: 'Automotive Stockholm',
        address: 'Industrivägen 12, 111 20 Stockholm',
        email: 'verkstad.100.4502@automotive.example',
        phoneNumber: '+46 10 123 45 67',
      },
      freeText: 'Sommarhjulen på',
      customerBase: {
        firstName: 'Anna',
        lastName: 'Kund',
        email: 'typed@example.org',
        phoneMobile: '0707654321',
      },
    })
    const id = answer.body.bookingConfirmationId
    const booking = await payload.find({
      collection: 'workshop-bookings',
      where: { confirmationId: { equals: id } },
      overrideAccess: true,
    })
    expect(booking.docs[0]).toMatchObject({
      departmentId: '100.4502',
      date: '2026-12-17',
      time: '10:00',
      minutes: 30,
      registrationNumber: made.plates[0],
      services: [{ kobraId: 'wheelchange' }],
    })
    const sent = await payload.find({
      collection: 'outbox',
      where: { or: [{ subject: { contains: id } }, { text: { contains: id } }] },
      overrideAccess: true,
    })
    const byChannel = sent.docs.map((entry) => `${entry.channel}:${entry.to}`).sort()
    expect(byChannel).toEqual([
      'email:anna@example.se',
      'email:verkstad.100.4502@automotive.example',
      `sms:${made.phone}`,
    ])
    const confirmation = sent.docs.find((entry) => entry.to === 'anna@example.se')
    expect(confirmation?.text).toMatch(/^Hej Anna Kund!/)
    expect(confirmation?.text).not.toContain('Sommarhjulen')
    expect(sent.docs.find((entry) => entry.to.startsWith('verkstad'))?.text).toContain('typed@example.org')
    expect(sent.docs.find((entry) => entry.channel === 'sms')?.text).toContain(
      'torsdag 17 december 2026 kl. 10:00',
    )
    // Both of the customer's messages carry the booking's own change link, which opens it.
    const links = ['anna@example.se', made.phone].map((to) =>
      sent.docs.find((entry) => entry.to === to)?.text.match(/\/bokning\/([A-Z2-9]{10})\/([0-9a-f]{32})/),
    )
    expect(links[0]?.[0]).toBe(links[1]?.[0])
    const { bookingForLink } = await import('@/services/workshop/booking-changes')
    expect(await bookingForLink(payload, id, links[0]![2], new Date('2026-12-10T09:00:00Z'))).toMatchObject({
      status: 'found',
      booking: { confirmationId: id },
    })
  })

  it('books without a time (the workshop comes back with one) as a full day', async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    const answer = await json(
      await create(session, bookingBody(made.plates[0], { bookingDate: '2026-12-21', bookingStart: null })),
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ appointmentTime: '2026-12-21T08:00:00', isFullDay: true })
  })

  it('never books another agreement’s vehicle, another station, or outside the dates', async () => {
    const made = await agreement()
    const other = await agreement()
    const session = await sessionFor(made)
    expect(await json(await create(session, bookingBody(other.plates[0])))).toEqual({
      status: 403,
      body: { message: 'Fordonet finns inte i ditt däckhotellsavtal.' },
    })
    expect((await create(session, bookingBody(made.plates[0]), '102.4502')).status).toBe(403)
    const early = bookingBody(made.plates[0], {
      bookingDate: '2026-12-16',
      bookingStart: '2026-12-16T10:00:00',
    })
    expect((await create(session, early)).status).toBe(400)
    const late = bookingBody(made.plates[0], { bookingDate: '2027-03-15', bookingStart: null })
    expect((await create(session, late)).status).toBe(400)
    const bookings = await payload.count({
      collection: 'workshop-bookings',
      where: { registrationNumber: { equals: other.plates[0] } },
      overrideAccess: true,
    })
    expect(bookings.totalDocs).toBe(0)
  })

  it('answers bad input with field messages, never a 500', async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    const bad = await json(
      await create(
        session,
        bookingBody(made.plates[0], {
          customer: { firstName: '', lastName: 'K', email: 'anna@', phoneMobile: '070 12' },
        }),
      ),
    )
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual([
      'customer.email',
      'customer.firstName',
      'customer.phoneMobile',
    ])
    const wrongDay = await json(
      await create(session, bookingBody(made.plates[0], { bookingStart: '2026-12-18T10:00:00' })),
    )
    expect(Object.keys(wrongDay.body.fields)).toEqual(['bookingStart'])
    expect((await create(session, '{"regNo":')).status).toBe(400)
  })

  it('never exceeds capacity: 30 simultaneous bookings of one 2-bay time give 2 bookings', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => agreement()))
    const sessions = await Promise.all(customers.map((made) => sessionFor(made)))
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        create(
          sessions[index % 6],
          bookingBody(customers[index % 6].plates[0], {
            bookingDate: '2026-12-29',
            bookingStart: '2026-12-29T13:00:00',
          }),
        ),
      ),
    )
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 409)).toHaveLength(28)
    expect((await answers[statuses.indexOf(409)].json()).message).toBe(
      'Tiden är inte tillgänglig, vänligen välj en annan tid',
    )
    const left = await json(
      await times(sessions[0], {
        startDate: '2026-12-29',
        endDate: '2026-12-29',
        regNo: customers[0].plates[0],
      }),
    )
    expect(left.body.availableTimeSlotDates[0].startTime).not.toContain('2026-12-29T13:00:00')
  })
})

describe('POST /api/tirehotel/review/addReview', () => {
  it('stores the rating for staff, with the agreement', async () => {
    const made = await agreement()
    const session = await sessionFor(made)
    const answer = await review(session, {
      rating: 4,
      comment: 'Snabbt och bra',
      date: '2026-12-14T09:05:00.000Z',
    })
    expect(answer.status).toBe(201)
    const stored = await payload.find({
      collection: 'tire-hotel-reviews',
      where: { agreement: { equals: made.id } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ rating: 4, comment: 'Snabbt och bra', regNo: made.plates[0] })
    const bad = await json(await review(session, { rating: 6, date: 'yesterday' }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['date', 'rating'])
  })
})

describe('the per-client limits of the routes', () => {
  const call = async (
    remoteAddress: string,
    handler: (request: Request) => Promise<Response>,
    request: () => Request,
  ) => (await records.run({ remoteAddress }, () => handler(request()))).status

  it('limit searches, code requests and code checks per client address', async () => {
    process.env.RATE_LIMIT_TIRE_HOTEL_SEARCH = '2/600'
    process.env.RATE_LIMIT_TIRE_HOTEL_LOGIN = '1/600'
    process.env.RATE_LIMIT_TIRE_HOTEL_VALIDATE = '2/600'
    const { GET: searchRoute } = await import('@/app/api/tirehotel/authorization/search/route')
    const { POST: loginRoute } = await import('@/app/api/tirehotel/authorization/login/route')
    const { POST: validateRoute } = await import('@/app/api/tirehotel/authorization/validate/route')
    const made = await agreement()
    const search = () => get(`authorization/search?regNo=${made.plates[0]}`)
    expect([
      await call('192.0.2.10', searchRoute, search),
      await call('192.0.2.10', searchRoute, search),
      await call('192.0.2.10', searchRoute, search),
      await call('192.0.2.11', searchRoute, search),
    ]).toEqual([200, 200, 429, 200])
    const token = (await searchFor(made.plates[0], new Date())).body.encryptedPhoneNumber
    const login = () => post(`authorization/login?encryptedPhoneNumber=${q(token)}`)
    expect([
      await call('192.0.2.12', loginRoute, login),
      await call('192.0.2.12', loginRoute, login),
    ]).toEqual([200, 429])
    const check = () => post(`authorization/validate?authToken=${'x'.repeat(43)}&otpToken=1234`)
    expect([
      await call('192.0.2.13', validateRoute, check),
      await call('192.0.2.13', validateRoute, check),
      await call('192.0.2.13', validateRoute, check),
    ]).toEqual([401, 401, 429])
  })
})

describe('the answers, read with the tire hotel flow’s contract', () => {
  it('parse with the schemas the flow reads them with, so server and browser cannot drift apart', async () => {
    const made = await agreement()
    const found = await searchFor(made.plates[0])
    expect(contract.customerAnswer.safeParse(found.body).error).toBeUndefined()
    const sent = await loginWith(found.body.encryptedPhoneNumber)
    expect(contract.sentAnswer.safeParse(sent.body).error).toBeUndefined()
    const validated = await validateWith(sent.body.authorizationToken, await textedCode(made.phone))
    expect(contract.validatedAnswer.safeParse(validated.body).error).toBeUndefined()
    expect(validated.body.vehicles.length).toBeGreaterThan(0)
    const session = { Authorization: `Bearer ${validated.body.sessionToken}` }
    const range = { startDate: '2026-12-18', endDate: '2026-12-31', regNo: made.plates[0] }
    const dates = await json(await days(session, range))
    expect(contract.datesAnswer.safeParse(dates.body).data?.availableDates.length).toBeGreaterThan(0)
    const day = { ...range, startDate: '2026-12-30', endDate: '2026-12-30' }
    const starts = await json(await times(session, day))
    const free = contract.timesAnswer.parse(starts.body).availableTimeSlotDates[0].startTime[0]
    const booked = await json(
      await create(
        session,
        bookingBody(made.plates[0], {
          bookingDate: day.startDate,
          bookingStart: free,
          // Its own contacts: the suite's other bookings hold the default contacts' open bookings.
          customer: {
            firstName: 'Kim',
            lastName: 'Kontrakt',
            email: 'kim@example.se',
            phoneMobile: '070-111 22 33',
          },
        }),
      ),
    )
    expect(booked.status, JSON.stringify(booked.body)).toBe(200)
    expect(contract.confirmationAnswer.safeParse(booked.body).error).toBeUndefined()
  })
})
