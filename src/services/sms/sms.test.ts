import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

// The adapter against a local HTTP server standing in for the operator's gateway, and the
// outbox on the database under test.
let payload: Payload
let cleanup: () => Promise<void>
let sms: typeof import('./index')
const received: Array<{ auth: string | undefined; body: unknown }> = []
let answer = 202
const gateway = http.createServer((request, response) => {
  let text = ''
  request.on('data', (chunk) => (text += chunk))
  request.on('end', () => {
    received.push({ auth: request.headers.authorization, body: JSON.parse(text) })
    response.writeHead(answer).end()
  })
})

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
  sms = await import('./index')
})
afterEach(() => {
  for (const name of ['SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN', 'SMS_SENDER']) delete process.env[name]
})
afterAll(async () => {
  gateway.close()
  await cleanup()
})

describe('sendSms', () => {
  it('keeps the message in the outbox, channel sms, when no gateway is configured', async () => {
    const delivery = await sms.sendSms({ to: '+46701234567', subject: 'Kod', text: 'Din kod är 1234.' })
    expect(delivery.via).toBe('outbox')
    const stored = await payload.findByID({
      collection: 'outbox',
      id: (delivery as { outboxId: number }).outboxId,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ channel: 'sms', to: '+46701234567', text: 'Din kod är 1234.' })
  })

  it('posts to the configured gateway with its token, and throws when the gateway refuses', async () => {
    process.env.SMS_GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
    process.env.SMS_GATEWAY_TOKEN = 'gateway-token'
    process.env.SMS_SENDER = 'Automotive'
    expect(await sms.sendSms({ to: '+46701234567', subject: 'Kod', text: 'Hej' })).toEqual({ via: 'gateway' })
    expect(received.at(-1)).toEqual({
      auth: 'Bearer gateway-token',
      body: { to: '+46701234567', text: 'Hej', sender: 'Automotive' },
    })
    answer = 500
    await expect(sms.sendSms({ to: '+46701234567', subject: 'Kod', text: 'Hej' })).rejects.toThrow(/500/)
    const outbox = await payload.count({
      collection: 'outbox',
      where: { text: { equals: 'Hej' } },
      overrideAccess: true,
    })
    expect(outbox.totalDocs).toBe(0)
  })
})
