import { AsyncLocalStorage } from 'node:async_hooks'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseRecord } from '@/lib/server/response-record'
import { createTestDatabase, type TestDatabase } from '@/test/database'
import { closeRateLimits, consume, consumePeriod, withRateLimit } from './index'

// A route behind a client limit, on the database under test (TEST_DB=sqlite|postgres), with the
// client address recorded per request as server/serve.mjs records it.
const records = new AsyncLocalStorage<ResponseRecord>()
let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
  ;(globalThis as { __responseRecords?: unknown }).__responseRecords = records
})
afterEach(() => {
  for (const name of ['RATE_LIMIT_SEARCH', 'RATE_LIMIT_EXEMPT', 'TRUSTED_PROXIES']) delete process.env[name]
})
afterAll(async () => {
  delete (globalThis as { __responseRecords?: unknown }).__responseRecords
  await closeRateLimits()
  await database?.drop()
})

const route = withRateLimit('search', async () => Response.json({ ok: true }))
let run = 0

async function statuses(remoteAddress: string, count: number, headers: Record<string, string> = {}) {
  const answers = []
  for (let index = 0; index < count; index++) {
    const response = await records.run({ remoteAddress }, () =>
      route(new Request('http://localhost/api/search', { method: 'POST', headers })),
    )
    answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
  }
  return answers.map(({ status, retryAfter }) =>
    status === 429 && Number(retryAfter) > 0 ? 'limited' : status,
  )
}

describe('a route behind a client limit', () => {
  it('answers 429 with Retry-After past the limit, to that client only', async () => {
    process.env.RATE_LIMIT_SEARCH = '3/600'
    const client = `192.0.2.${++run}`
    expect(await statuses(client, 5)).toEqual([200, 200, 200, 'limited', 'limited'])
    expect(await statuses(`::ffff:${client}`, 1)).toEqual(['limited'])
    expect(await statuses(`192.0.2.${++run}`, 1)).toEqual([200])
  })

  it('counts an IPv6 client by its /64, so changing the address does not help', async () => {
    process.env.RATE_LIMIT_SEARCH = '2/600'
    expect(await statuses('2001:db8:1:2::a', 2)).toEqual([200, 200])
    expect(await statuses('2001:db8:1:2::b', 1)).toEqual(['limited'])
  })

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    process.env.RATE_LIMIT_SEARCH = '1/600'
    const spoofed = { 'x-forwarded-for': `198.51.100.${++run}` }
    expect(await statuses('192.0.2.200', 2, spoofed)).toEqual([200, 'limited'])
    process.env.TRUSTED_PROXIES = '10.0.0.1'
    expect(await statuses('10.0.0.1', 1, { 'x-forwarded-for': `198.51.100.${++run}` })).toEqual([200])
    expect(await statuses('10.0.0.1', 1, { 'x-forwarded-for': `198.51.100.${++run}` })).toEqual([200])
  })

  it('never limits an exempt address, and a header cannot claim one', async () => {
    process.env.RATE_LIMIT_SEARCH = '1/600'
    process.env.RATE_LIMIT_EXEMPT = '127.0.0.1'
    expect(await statuses('127.0.0.1', 3)).toEqual([200, 200, 200])
    expect(await statuses('192.0.2.201', 2, { 'x-forwarded-for': '127.0.0.1' })).toEqual([200, 'limited'])
  })
})

describe('periods (the limits that carry a security bound)', () => {
  it('count from the first hit, and fail closed where client limits fail open', async () => {
    process.env.RATE_LIMIT_TIRE_HOTEL_CODE_TRIES = '2/600'
    const key = `code-${++run}`
    const first = await consumePeriod('tireHotelCodeTries', key, 1_000_000)
    expect(first).toEqual({ allowed: true, count: 1 })
    expect((await consumePeriod('tireHotelCodeTries', key, 1_500_000)).allowed).toBe(true)
    expect(await consumePeriod('tireHotelCodeTries', key, 1_599_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
      count: 3,
    })
    expect((await consumePeriod('tireHotelCodeTries', key, 1_600_000)).count).toBe(1)
    await closeRateLimits()
    const url = process.env.DATABASE_URL
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'
    try {
      expect(await consume('search', 'anyone')).toEqual({ allowed: true })
      await expect(consumePeriod('tireHotelCodeTries', key)).rejects.toThrow()
    } finally {
      await closeRateLimits().catch(() => undefined)
      process.env.DATABASE_URL = url
      delete process.env.RATE_LIMIT_TIRE_HOTEL_CODE_TRIES
    }
  })
})
