import type { PayloadRequest } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Lead, User } from '@/cms/payload-types'
import { car, carContactBody, leadQueries, withLeadsDatabase } from './test-fixtures'

// Integration tests of replies from a lead and the customer's answers (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const { outboxOf, submitted } = leadQueries(payload, (body, client) => leads().submitLead(body, client))

type Replies = typeof import('./replies')
let replies: Replies
const users = {} as Record<'staff' | 'otherStaff' | 'editor', User>

beforeAll(async () => {
  for (const [key, data] of [
    ['staff', { role: 'dealerStaff', dealers: [car.car_site_id] }],
    ['otherStaff', { role: 'dealerStaff', dealers: ['carstore-se-9999'] }],
    ['editor', { role: 'siteEditor' }],
  ] as const)
    users[key] = await payload().create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `reply-${key}@example.com`, password: `${key}-password-2026`, ...data } as never,
    })
  replies = await import('./replies')
})

afterEach(() => {
  delete process.env.LEAD_REPLY_DOMAIN
  delete process.env.LEAD_INBOUND_SECRET
})

const as = (user: User | null, id: number, body?: unknown) =>
  ({
    payload: payload(),
    user: user && { ...user, collection: 'users' },
    routeParams: { id: String(id) },
    json: async () => body,
    headers: new Headers(),
  }) as unknown as PayloadRequest
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
const stored = (id: number): Promise<Lead> =>
  payload().findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })

const inbound = (body: unknown, secret = 'inbound-secret') =>
  replies.handleInbound({
    payload: payload(),
    user: null,
    json: async () => body,
    headers: new Headers({ 'x-lead-inbound-secret': secret }),
  } as unknown as PayloadRequest)

describe('a reply from a lead', () => {
  it('is offered to the lead’s dealer staff only, with templates of its kind in the customer’s language', async () => {
    const lead = await submitted(carContactBody())
    expect((await replies.handleReplyDraft(as(null, lead.id))).status).toBe(401)
    expect((await replies.handleReplyDraft(as(users.editor, lead.id))).status).toBe(403)
    expect((await replies.handleReplyDraft(as(users.otherStaff, lead.id))).status).toBe(404)
    expect(
      (await replies.handleReply(as(users.otherStaff, lead.id, { subject: 's', text: 't' }))).status,
    ).toBe(404)
    const draft = await answer(await replies.handleReplyDraft(as(users.staff, lead.id)))
    expect(draft).toMatchObject({
      status: 200,
      body: { to: 'erik@example.com', language: 'sv', replies: [] },
    })
    expect(draft.body.templates.sv.subject).toBe('Angående Volvo XC60 B4 AWD')
    expect(draft.body.templates.sv.text).toMatch(/^Hej Erik Köpare,/)
    expect(Object.keys(draft.body.templates).sort()).toEqual(['en', 'fi', 'nb', 'sk', 'sv'])
    expect((await stored(lead.id)).replies).toEqual([])
  })

  it('is mailed to the customer, kept on the lead, and answers a new lead with its response time', async () => {
    const lead = await submitted(carContactBody())
    const bad = await answer(await replies.handleReply(as(users.staff, lead.id, { subject: ' ', text: '' })))
    expect(bad).toMatchObject({ status: 400 })
    expect(Object.keys(bad.body.fields).sort()).toEqual(['subject', 'text'])

    const sent = await replies.handleReply(
      as(users.staff, lead.id, { subject: 'Angående Volvo XC60', text: 'Hej Erik, bilen finns kvar.' }),
    )
    expect(sent.status).toBe(200)
    const mails = (await outboxOf(lead.id)).filter((mail) => mail.to === 'erik@example.com')
    expect(mails).toEqual([
      expect.objectContaining({
        subject: 'Angående Volvo XC60',
        text: 'Hej Erik, bilen finns kvar.',
        replyTo: lead.recipientEmail,
      }),
    ])
    const after = await stored(lead.id)
    expect(after).toMatchObject({
      state: 'contacted',
      firstResponseAt: expect.any(String),
      responseMinutes: expect.any(Number),
      history: [expect.objectContaining({ state: 'contacted', by: users.staff.id })],
      replies: [
        expect.objectContaining({ direction: 'out', by: users.staff.id, subject: 'Angående Volvo XC60' }),
      ],
    })

    // A second reply is kept too; the lead stays where the desk put it.
    await payload().update({
      collection: 'leads',
      id: lead.id,
      overrideAccess: true,
      data: { state: 'offer' },
    })
    await replies.handleReply(as(users.staff, lead.id, { subject: 'Offert', text: 'Här är offerten.' }))
    expect(await stored(lead.id)).toMatchObject({ state: 'offer', replies: [{}, { subject: 'Offert' }] })
  })

  it('is refused for a lead whose customer left no e-mail address, and nothing is kept', async () => {
    const lead = await payload().create({
      collection: 'leads',
      overrideAccess: true,
      data: {
        formName: 'carstore-seCarContactForm',
        formSubmissionId: `no-mail-${Date.now()}`,
        dealer: car.car_site_id,
        values: { name: 'Utan Mejl', phone: '+46 70 111 22 33' },
        notificationStatus: 'sent',
      },
    })
    const refused = await answer(
      await replies.handleReply(as(users.staff, lead.id, { subject: 's', text: 't' })),
    )
    expect(refused).toMatchObject({ status: 400, body: { fields: { to: expect.any(String) } } })
    expect(await stored(lead.id)).toMatchObject({ state: 'new', replies: [] })
    expect(await outboxOf(lead.id)).toEqual([])
  })
})

describe('the customer’s answer', () => {
  it('comes back to the lead through its own reply address; a made-up address files nothing', async () => {
    const lead = await submitted(carContactBody())
    const other = await submitted(carContactBody())
    const mail = { from: 'erik@example.com', subject: 'Re: Angående', text: 'Kan jag komma på lördag?' }
    process.env.LEAD_REPLY_DOMAIN = 'replies.carstore.example'
    // Off until the secret is set.
    expect((await inbound({ ...mail, to: 'x@replies.carstore.example' })).status).toBe(404)

    await replies.handleReply(as(users.staff, lead.id, { subject: 'Angående', text: 'Välkommen!' }))
    const [sent] = (await outboxOf(lead.id)).filter((entry) => entry.to === 'erik@example.com')
    expect(sent.replyTo).toMatch(new RegExp(`^lead-${lead.id}-[0-9a-f]{24}@replies\\.carstore\\.example$`))

    process.env.LEAD_INBOUND_SECRET = 'inbound-secret'
    const to = `Carstore <${sent.replyTo!.toUpperCase()}>`
    expect((await inbound({ ...mail, to }, 'wrong-secret')).status).toBe(401)
    expect((await inbound({ ...mail, to: 42 })).status).toBe(400)
    const forged = sent.replyTo!.replace(`lead-${lead.id}-`, `lead-${other.id}-`)
    expect((await inbound({ ...mail, to: forged })).status).toBe(404)
    expect(
      (await inbound({ ...mail, to: sent.replyTo!.replace('carstore.example', 'elsewhere.example') })).status,
    ).toBe(404)
    expect(await answer(await inbound({ ...mail, to }))).toMatchObject({
      status: 200,
      body: { lead: lead.id },
    })

    expect((await stored(lead.id)).replies).toEqual([
      expect.objectContaining({ direction: 'out' }),
      expect.objectContaining({
        direction: 'in',
        address: 'erik@example.com',
        message: 'Kan jag komma på lördag?',
      }),
    ])
    expect((await stored(other.id)).replies).toEqual([])
  })
})
