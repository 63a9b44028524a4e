import { AsyncLocalStorage } from 'node:async_hooks'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseRecord } from '@/lib/server/response-record'
import { createTestPayload } from '@/test/payload'

// Login through Payload's REST route as the production server runs it: the client is the socket
// address serve.mjs records for each request (TEST_DB=sqlite|postgres).
const records = new AsyncLocalStorage<ResponseRecord>()
let payload: Payload
let cleanup: () => Promise<void>
const editor = { email: 'editor@example.com', password: 'right-password-2026', role: 'groupAdmin' as const }

beforeAll(async () => {
  // Fixed windows restart at multiples of their length; a year-long window keeps a boundary from
  // falling between two attempts the tests compare (15 minutes is the default, tested in window.test.ts).
  process.env.RATE_LIMIT_LOGIN_ACCOUNT = '5/31536000'
  process.env.RATE_LIMIT_LOGIN_CLIENT = '30/31536000'
  ;({ payload, cleanup } = await createTestPayload())
  ;(globalThis as { __responseRecords?: unknown }).__responseRecords = records
  await payload.create({ collection: 'users', overrideAccess: true, data: editor })
})
afterAll(async () => {
  delete process.env.RATE_LIMIT_LOGIN_ACCOUNT
  delete process.env.RATE_LIMIT_LOGIN_CLIENT
  delete (globalThis as { __responseRecords?: unknown }).__responseRecords
  await (await import('@/services/rate-limit')).closeRateLimits()
  await cleanup?.()
})

async function post(client: string, path: string, body: unknown) {
  const [{ REST_POST }, { default: config }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@payload-config'),
  ])
  const request = new Request(`http://localhost/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await records.run({ remoteAddress: client }, () =>
    REST_POST(config)(request, { params: Promise.resolve({ slug: path.split('/') }) }),
  )
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

const login = (client: string, email: string, password: string) =>
  post(client, 'users/login', { email, password })

describe('admin login', () => {
  it("locks only the client that guessed wrong, never the real user's own login", async () => {
    const answers = []
    for (let attempt = 0; attempt < 10; attempt++)
      answers.push((await login('203.0.113.1', editor.email, `guess-${attempt}`)).status)
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])

    const locked = await login('203.0.113.1', editor.email, editor.password)
    expect(locked.status).toBe(429)
    expect(Number(locked.retryAfter)).toBeGreaterThan(0)

    const owner = await login('198.51.100.2', editor.email, editor.password)
    expect(owner.status).toBe(200)
    expect(owner.body.token).toEqual(expect.any(String))
  })

  it('answers an unknown address exactly as a known one, attempt after attempt', async () => {
    const attempts = async (client: string, email: string) => {
      const answers = []
      for (let attempt = 0; attempt < 11; attempt++) {
        const { status, retryAfter, body } = await login(client, email, `guess-${attempt}`)
        answers.push({ status, retryAfter: retryAfter === null ? null : 'set', body })
      }
      return answers
    }
    const known = await attempts('203.0.113.20', editor.email)
    const unknown = await attempts('203.0.113.21', 'nobody@example.com')
    expect(unknown).toEqual(known)
    expect(known.at(-1)).toMatchObject({ status: 429, retryAfter: 'set' })
  })

  it('forgets the failures of a client once it logs in', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await login('203.0.113.30', editor.email, 'typo')
    expect((await login('203.0.113.30', editor.email, editor.password)).status).toBe(200)
    const after = []
    for (let attempt = 0; attempt < 5; attempt++)
      after.push((await login('203.0.113.30', editor.email, 'typo')).status)
    expect(after).toEqual([401, 401, 401, 401, 401])
  })
})

describe('password reset requests', () => {
  it('are limited per client, whatever address they name', async () => {
    process.env.RATE_LIMIT_RESET_CLIENT = '2/3600'
    try {
      const answers = []
      for (let attempt = 0; attempt < 3; attempt++)
        answers.push(
          await post('203.0.113.40', 'users/forgot-password', { email: `x${attempt}@example.com` }),
        )
      expect(answers.slice(0, 2).map((answer) => answer.status)).not.toContain(429)
      expect(answers[2]).toMatchObject({ status: 429, retryAfter: expect.any(String) })
    } finally {
      delete process.env.RATE_LIMIT_RESET_CLIENT
    }
  })
})
