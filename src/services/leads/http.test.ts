import { describe, expect, it } from 'vitest'
import { rest } from '@/test/rest'
import { carContactBody, withLeadsDatabase } from './test-fixtures'

// The route handler of POST /api/forms/comhub, called as Next.js calls it (TEST_DB=sqlite|postgres).
const { payload } = withLeadsDatabase()
const url = 'http://carstore-se.localhost/api/forms/comhub'

async function post(body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const { POST } = await import('@/app/api/forms/comhub/route')
  const response = await POST(new Request(url, { method: 'POST', body, headers }))
  return { status: response.status, body: await response.json() }
}

describe('POST /api/forms/comhub', () => {
  it('answers 202 with the lead id, and the same id for a retry', async () => {
    const body = JSON.stringify(carContactBody())
    const first = await post(body)
    expect(first).toEqual({ status: 202, body: { id: expect.any(Number) } })
    expect(await post(body, { 'content-type': 'application/json; charset=utf-8' })).toEqual(first)
    const stored = await payload().find({
      collection: 'leads',
      where: { formSubmissionId: { equals: JSON.parse(body).formSubmissionId } },
      overrideAccess: true,
    })
    expect(stored.docs.map((lead) => lead.id)).toEqual([first.body.id])
  })

  it('answers 400 with a message per field', async () => {
    const response = await post(JSON.stringify(carContactBody({ email: 'not-an-address', phone: '' })))
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Invalid request',
        fields: { 'values.email': 'Enter a valid e-mail address', 'values.phone': 'Phone is required' },
      },
    })
  })

  it.each([
    ['malformed JSON', '{"formName": ', 400, 'Body must be valid JSON'],
    ['an empty body', '', 400, 'Body must be valid JSON'],
    ['a JSON array', '[]', 400, 'Invalid request'],
  ])('answers %s with %i', async (_case, body, status, error) => {
    const response = await post(body)
    expect(response.status).toBe(status)
    expect(response.body.error).toBe(error)
  })

  it('answers 415 to a body that is not declared as JSON', async () => {
    const body = JSON.stringify(carContactBody())
    expect(await post(body, { 'content-type': 'text/plain' })).toEqual({
      status: 415,
      body: { error: 'Content-Type must be application/json' },
    })
    expect((await post(body, {})).status).toBe(415)
  })

  it('answers 413 to a body over 64 kB, declared or not', async () => {
    const huge = JSON.stringify(carContactBody({ car_description: 'x'.repeat(64_000) }))
    expect(await post(huge)).toEqual({ status: 413, body: { error: 'Body is larger than 64000 bytes' } })
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(huge))
        controller.close()
      },
    })
    const { POST } = await import('@/app/api/forms/comhub/route')
    const response = await POST(
      new Request(url, {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
  })
})

describe("Payload's REST API for leads and outbox", () => {
  it('refuses anonymous reads and creates', async () => {
    const { body } = await post(JSON.stringify(carContactBody()))
    for (const path of ['/api/leads', `/api/leads/${body.id}`, '/api/outbox']) {
      const response = await rest('GET', path)
      expect(response.status, path).toBe(403)
      expect(JSON.stringify(response.body)).not.toContain('erik@example.com')
    }
    const forged = await rest('POST', '/api/leads', { formName: 'x', formSubmissionId: 'forged', values: {} })
    expect(forged.status).toBe(403)
  })
})
