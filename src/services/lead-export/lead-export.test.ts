import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/cms/payload-types'
import {
  carContactBody,
  dealers,
  leadQueries,
  serviceRequestBody,
  withLeadsDatabase,
} from '@/services/leads/test-fixtures'

// Integration tests of the lead export to dealers' CRMs ("Lead export"; TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const { submitted, outboxOf } = leadQueries(payload, (body, client) => leads().submitLead(body, client))

/** A dealer's CRM: records each POST and answers the next status in `answers` (204 when none). */
type Received = { path: string; headers: http.IncomingHttpHeaders; body: string }
const received: Received[] = []
const answers: number[] = []
let crm: http.Server
let crmUrl: string

beforeAll(async () => {
  crm = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      })
      response.writeHead(answers.shift() ?? 204).end()
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => crm.close(() => resolve())))

const crmAddress = 'crm@carstore-goteborg.example'
const exportOf = (data: Record<string, unknown>) =>
  payload().create({ collection: 'lead-exports', overrideAccess: true, data: data as never })
const stored = (id: number): Promise<Lead> =>
  payload().findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
const exportJobsOf = async (leadId: number) =>
  (
    await payload().find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'leadExport' } }, { 'input.leadId': { equals: leadId } }] },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const outcomes = (lead: Lead) =>
  (lead.exports ?? []).map(({ outcome, method, target, error }) => ({
    outcome,
    method,
    target,
    error: error ?? null,
  }))
const serviceTo = (dealer: (typeof dealers)[keyof typeof dealers], values: Record<string, unknown> = {}) =>
  serviceRequestBody({
    dealerId: dealer.site_id,
    siteName: dealer.site_official_name,
    siteEmail: '',
    ...values,
  })

describe('a lead exported to the dealer’s CRM', () => {
  it('by e-mail: the jobs queue puts one ADF mail in the outbox and logs it delivered', async () => {
    await exportOf({ dealer: 'carstore-se-1002', method: 'email', target: crmAddress })
    const lead = await submitted(carContactBody({ email: 'mail-export@example.com', phone: '070 111 11 11' }))
    // Queued with the lead, sent by the queue.
    expect(await exportJobsOf(lead.id)).toHaveLength(1)
    expect((await outboxOf(lead.id)).filter((mail) => mail.to === crmAddress)).toEqual([])

    await payload().jobs.run()
    await payload().jobs.run()

    const mails = (await outboxOf(lead.id)).filter((mail) => mail.to === crmAddress)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe(`New lead ${lead.id} (ADF)`)
    expect(mails[0].text).toContain('<?ADF VERSION "1.0"?>')
    expect(mails[0].text).toContain(`>${lead.id}</id>`)
    expect(mails[0].text).toContain('<email>mail-export@example.com</email>')
    expect(outcomes(await stored(lead.id))).toEqual([
      { outcome: 'delivered', method: 'email', target: crmAddress, error: null },
    ])
    expect(await exportJobsOf(lead.id)).toEqual([])
  })

  it('by webhook: the CRM receives the ADF with the body’s signature', async () => {
    const secret = 'oslo-crm-secret'
    await exportOf({ dealer: dealers.oslo.site_id, method: 'webhook', target: `${crmUrl}/adf/oslo`, secret })
    const lead = await submitted(serviceTo(dealers.oslo, { customerEmail: 'webhook@example.no' }))
    received.length = 0

    await payload().jobs.run()

    expect(received).toHaveLength(1)
    const [delivery] = received
    expect(delivery.path).toBe('/adf/oslo')
    expect(delivery.headers['content-type']).toBe('application/xml; charset=utf-8')
    const expected = `sha256=${createHmac('sha256', secret).update(delivery.body).digest('hex')}`
    expect(delivery.headers['x-adf-signature']).toBe(expected)
    expect(delivery.body).toContain('<?ADF VERSION "1.0"?>')
    expect(delivery.body).toContain(`>${lead.id}</id>`)
    expect(delivery.body).toContain('<vendorname>Carstore Oslo</vendorname>')
    expect(outcomes(await stored(lead.id))).toEqual([
      { outcome: 'delivered', method: 'webhook', target: `${crmUrl}/adf/oslo`, error: null },
    ])
  })

  it('retries a webhook that failed after its backoff, logging each attempt', async () => {
    // Oslo's webhook, set up above.
    const lead = await submitted(
      serviceTo(dealers.oslo, { customerEmail: 'retry@example.no', customerPhone: '+47 900 00 001' }),
    )
    received.length = 0
    answers.push(500)

    await payload().jobs.run()
    expect(received).toHaveLength(1)
    expect(outcomes(await stored(lead.id))).toEqual([
      {
        outcome: 'failed',
        method: 'webhook',
        target: `${crmUrl}/adf/oslo`,
        error: 'the webhook answered 500',
      },
    ])
    const [job] = await exportJobsOf(lead.id)
    expect(job).toMatchObject({ totalTried: 1, hasError: false })
    expect(new Date(job.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    // Not before its backoff has passed.
    await payload().jobs.run()
    expect(received).toHaveLength(1)

    await payload().update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
      overrideAccess: true,
    })
    await payload().jobs.run()

    expect(received).toHaveLength(2)
    expect(received[1].body).toBe(received[0].body)
    expect(outcomes(await stored(lead.id)).map(({ outcome }) => outcome)).toEqual(['failed', 'delivered'])
    expect(await exportJobsOf(lead.id)).toEqual([])
  })

  it('exports nothing for a dealer without an enabled export, nor for a repeat of an earlier lead', async () => {
    const withoutRow = await submitted(
      serviceTo(dealers.bergen, { customerEmail: 'none@example.no', customerPhone: '+47 900 00 002' }),
    )
    await exportOf({ dealer: dealers.mc.site_id, method: 'email', target: 'crm@mc.example', enabled: false })
    const withoutExport = await submitted(
      serviceTo(dealers.mc, {
        customerEmail: 'off@example.no',
        typeMC: true,
        services: ['Bestille service'],
      }),
    )
    const customer = { email: 'twice-export@example.com', phone: '070 222 22 22' }
    const first = await submitted(carContactBody(customer))
    const repeat = await submitted(carContactBody({ ...customer, message: 'Hallå igen?' }))
    expect(typeof repeat.repeatOf === 'object' ? repeat.repeatOf?.id : repeat.repeatOf).toBe(first.id)
    received.length = 0

    await payload().jobs.run()

    for (const lead of [withoutExport, withoutRow, repeat]) {
      expect(await exportJobsOf(lead.id)).toEqual([])
      expect(outcomes(await stored(lead.id))).toEqual([])
    }
    expect((await outboxOf(repeat.id)).map((mail) => mail.to)).not.toContain(crmAddress)
    expect((await outboxOf(withoutExport.id)).map((mail) => mail.to)).not.toContain('crm@mc.example')
    // The first lead of the two went out.
    expect(outcomes(await stored(first.id)).map(({ outcome }) => outcome)).toEqual(['delivered'])
    expect(received).toEqual([])
  })

  it('takes a webhook nobody answers as failed, to be tried again', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const target = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/adf`
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    await exportOf({ dealer: dealers.bergen.site_id, method: 'webhook', target })
    const lead = await submitted(
      serviceTo(dealers.bergen, { customerEmail: 'refused@example.no', customerPhone: '+47 900 00 003' }),
    )

    await payload().jobs.run()

    const [attempt] = (await stored(lead.id)).exports ?? []
    expect(attempt).toMatchObject({ outcome: 'failed', method: 'webhook', target })
    expect(attempt.error).toContain('ECONNREFUSED')
    expect(await exportJobsOf(lead.id)).toMatchObject([{ totalTried: 1, hasError: false }])
  })
})
