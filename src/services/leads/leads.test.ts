import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSmtpServer } from '@/test/smtp-server'
import {
  car,
  carContactBody,
  leadQueries,
  leadsEmail,
  otherSeller,
  seller,
  withLeadsDatabase,
} from './test-fixtures'

// Integration tests of the leads service on a migrated database (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const submitLead = (body: unknown, client?: string) => leads().submitLead(body, client)

const { leadsWith, outboxOf, submitted } = leadQueries(payload, submitLead)

describe('a car contact lead', () => {
  it('is stored with the car without images and mailed to the chosen seller in the site language', async () => {
    const body = carContactBody({ car_images: [{ original: '/big.webp' }] })
    const lead = await submitted(body)

    expect(lead).toMatchObject({
      formName: 'carstore-seCarContactForm',
      formSubmissionId: body.formSubmissionId,
      site: 'carstore-se',
      sourceUrl: body.values.sourceUrl,
      recipientName: seller.name,
      recipientEmail: seller.email,
      notificationStatus: 'outbox',
      dealer: car.car_site_id,
    })
    expect(lead.values).toMatchObject({
      car_id: car.car_id,
      car_equipment: car.car_equipment,
      car_description: car.car_description,
      car_primary_image: car.car_primary_image,
      name: 'Erik Köpare',
      phone: '+46 70 123 45 67',
      email: 'erik@example.com',
      quote: true,
      testDrive: false,
    })
    expect(lead.values).not.toHaveProperty('car_images')

    const mails = await outboxOf(lead.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      channel: 'email',
      to: seller.email,
      toName: seller.name,
      replyTo: 'erik@example.com',
      subject: 'Ny intresseanmälan: Volvo XC60 B4 AWD (ABC123)',
    })
    expect(mails[0].text).toContain(`Hej ${seller.name},`)
    expect(mails[0].text).toContain('Vill ha offert: Ja')
    expect(mails[0].text).toContain('Vill provköra: Nej')
    expect(mails[0].text).toContain('Finns bilen kvar?')
    expect(mails[0].text).toContain(body.values.sourceUrl)
  })

  it('goes to the car site leads address when no seller is chosen', async () => {
    const lead = await submitted(carContactBody({ toName: undefined, toEmail: undefined, message: '' }))
    expect(lead).toMatchObject({ recipientEmail: leadsEmail, notificationStatus: 'outbox' })
    const [mail] = await outboxOf(lead.id)
    expect(mail.to).toBe(leadsEmail)
    expect(mail.text).toContain('(inget meddelande)')
  })

  it('never mails an address that is not one of the car sellers', async () => {
    const lead = await submitted(carContactBody({ toEmail: 'someone@elsewhere.example', toName: 'Mallory' }))
    expect(lead.recipientEmail).toBe(leadsEmail)
    const mails = await outboxOf(lead.id)
    expect(mails.map((mail) => mail.to)).toEqual([leadsEmail])
  })

  it('is written in the first language of a Norwegian site', async () => {
    const lead = await submitted(
      carContactBody({ car_id: 'n-7', car_regno: 'EV12345' }, { formName: 'carstore-noCarContactForm' }),
    )
    const [mail] = await outboxOf(lead.id)
    expect(mail.subject).toBe('Ny henvendelse: Volvo XC60 B4 AWD (EV12345)')
    expect(mail.text).toContain('Ønsker tilbud: Ja')
  })

  it('is refused with 400 when the site does not offer the car, and nothing is kept', async () => {
    const body = carContactBody({ car_id: 'sold-long-ago' })
    expect(await submitLead(body)).toEqual({
      status: 400,
      body: {
        error: 'Invalid request',
        fields: { 'values.car_id': expect.stringContaining('sold-long-ago') },
      },
    })
    expect(await leadsWith(body.formSubmissionId)).toEqual([])
  })

  it("is refused with 400 under another site's form name (the car is not that site's)", async () => {
    const body = carContactBody({}, { formName: 'carstore-noCarContactForm' })
    const answer = await submitLead(body)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ fields: { 'values.car_id': expect.stringContaining('carstore-no') } })
    expect(await leadsWith(body.formSubmissionId)).toEqual([])
  })
})

describe('retried submissions', () => {
  it('store one lead and send one mail when the same submission arrives again', async () => {
    const body = carContactBody()
    const first = await submitLead(body)
    const second = await submitLead({ ...body, values: { ...body.values, message: 'second try' } })
    expect(second).toEqual(first)
    const leads = await leadsWith(body.formSubmissionId)
    expect(leads).toHaveLength(1)
    expect(await outboxOf(leads[0].id)).toHaveLength(1)
  })

  it('store one lead when duplicates arrive at the same time', async () => {
    const body = carContactBody()
    const results = await Promise.all(Array.from({ length: 8 }, () => submitLead(body)))
    const ids = new Set(results.map((result) => (result.body as { id: number }).id))
    expect(results.every((result) => result.status === 202)).toBe(true)
    expect(ids.size).toBe(1)
    const leads = await leadsWith(body.formSubmissionId)
    expect(leads.map((lead) => lead.id)).toEqual([...ids])
    expect(await outboxOf(leads[0].id)).toHaveLength(1)
  })
})

describe('validation', () => {
  const fieldsOf = async (body: unknown) => {
    const result = await submitLead(body)
    expect(result.status).toBe(400)
    return (result.body as { fields: Record<string, string> }).fields
  }

  it('names every wrong visitor field with a readable message', async () => {
    const fields = await fieldsOf(
      carContactBody({
        name: '  ',
        phone: '12-34',
        email: 'erik@',
        quote: 'yes',
        sourceUrl: 'javascript:alert(1)',
      }),
    )
    expect(fields).toEqual({
      'values.name': 'Name is required',
      'values.phone': 'Phone must be 6 to 20 digits or spaces, optionally starting with +',
      'values.email': 'Enter a valid e-mail address',
      'values.quote': 'Quote must be true or false',
      'values.sourceUrl': 'The source URL must be an http(s) address',
    })
  })

  it('requires name, phone and e-mail but not the message or the checkboxes', async () => {
    const body = carContactBody()
    const { name: _name, phone: _phone, email: _email, ...rest } = body.values
    expect(await fieldsOf({ ...body, values: rest })).toEqual({
      'values.name': 'Name is required',
      'values.phone': 'Phone is required',
      'values.email': 'E-mail is required',
    })
    const minimal = await submitLead(
      carContactBody({ message: undefined, quote: undefined, testDrive: undefined, toEmail: '' }),
    )
    expect(minimal.status).toBe(202)
  })

  it.each(['+46701234567', '0701234567', '+47 912 34 567', '123456', '1'.repeat(20)])(
    'accepts the phone number %s',
    async (phone) => {
      expect((await submitLead(carContactBody({ phone }))).status).toBe(202)
    },
  )

  it.each(['12345', '1'.repeat(21), '++46701234567', '070-123 45 67', '(070) 1234567'])(
    'refuses the phone number %s',
    async (phone) => {
      expect(Object.keys(await fieldsOf(carContactBody({ phone })))).toEqual(['values.phone'])
    },
  )

  it('checks the envelope every form shares', async () => {
    expect(await fieldsOf({ formName: 'bad name!', values: [] })).toEqual({
      formName: 'formName must be 1 to 100 letters, digits, dashes or underscores',
      formSubmissionId: 'formSubmissionId is required',
      values: 'values must be an object',
    })
    expect(await fieldsOf(carContactBody({}, { formSubmissionId: 'x'.repeat(101) }))).toEqual({
      formSubmissionId: 'formSubmissionId must be at most 100 characters',
    })
    // A NUL was once mailed and then left the lead pending: refused before anything is stored.
    expect(await fieldsOf(carContactBody({}, { formSubmissionId: 'a\u0000b' }))).toEqual({
      formSubmissionId: 'formSubmissionId must not contain control characters',
    })
    expect(await fieldsOf(null)).toEqual({
      '(body)': 'The body must be an object with formName, formSubmissionId and values',
    })
    const tooMany = Object.fromEntries(Array.from({ length: 301 }, (_, index) => [`field${index}`, index]))
    expect(
      await fieldsOf({ formName: 'carstore-seCampaignForm', formSubmissionId: 'a', values: tooMany }),
    ).toEqual({
      values: 'values may have at most 300 fields',
    })
  })

  it('refuses a car contact form of a site that does not exist', async () => {
    expect(await fieldsOf(carContactBody({}, { formName: 'nowhereCarContactForm' }))).toEqual({
      formName: 'No site is named by formName "nowhereCarContactForm"',
    })
  })

  it('refuses a form whose name starts with no site of ours, whatever its kind', async () => {
    expect(
      await fieldsOf({ formName: 'nowhereCampaignForm', formSubmissionId: 'a', values: { name: 'Ada' } }),
    ).toEqual({ formName: 'No site is named by formName "nowhereCampaignForm"' })
  })
})

describe('forms without a kind of their own', () => {
  it('stores a form the endpoint has no kind for, with the site its name starts with', async () => {
    const values = {
      regno: 'ABC123',
      milage: 12000,
      customerName: 'Eva',
      customerPhone: '070 123 45 67',
      customerEmail: 'eva@example.com',
      selected: 'sell',
    }
    const lead = await submitted({
      formName: 'carstore-seCampaignForm',
      formSubmissionId: 'campaign-1',
      values,
    })
    expect(lead).toMatchObject({ site: 'carstore-se', values, notificationStatus: 'no-recipient' })
    expect(await outboxOf(lead.id)).toEqual([])
  })
})

describe('SMTP', () => {
  afterEach(() => {
    delete process.env.SMTP_URL
  })

  it('sends the seller mail through the configured SMTP server instead of the outbox', async () => {
    const server = await startSmtpServer()
    process.env.SMTP_URL = server.url
    try {
      const lead = await submitted(carContactBody())
      expect(lead).toMatchObject({ notificationStatus: 'sent', recipientEmail: seller.email })
      expect(server.messages).toHaveLength(1)
      expect(server.messages[0].to).toEqual([seller.email])
      expect(server.messages[0].data).toContain('Vill ha offert: Ja')
      expect(server.messages[0].data).toMatch(/^Reply-To: erik@example\.com/m)
      expect(await outboxOf(lead.id)).toEqual([])
    } finally {
      await server.close()
    }
  })

  it('keeps the lead and records the failure when the SMTP server cannot be reached', async () => {
    const server = await startSmtpServer()
    await server.close()
    process.env.SMTP_URL = server.url
    const lead = await submitted(carContactBody())
    expect(lead.notificationStatus).toBe('failed')
    expect(lead.notificationError).toMatch(/ECONNREFUSED|connect/i)
    expect(lead.values).toMatchObject({ name: 'Erik Köpare' })
  })
})

describe('access', () => {
  it('lets nobody anonymous read, create or change leads and outbox mail', async () => {
    const lead = await submitted(carContactBody())
    await expect(payload().find({ collection: 'leads', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload().findByID({ collection: 'leads', id: lead.id, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    await expect(payload().find({ collection: 'outbox', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload().create({
        collection: 'leads',
        overrideAccess: false,
        data: {
          formName: 'x',
          formSubmissionId: 'forged',
          values: {},
          notificationStatus: 'pending',
          state: 'new',
        },
      }),
    ).rejects.toThrow(/not allowed/i)
    expect(await leadsWith('forged')).toEqual([])
  })

  it('lets group admins read leads and outbox mail and work a lead, but not rewrite what was sent', async () => {
    const lead = await submitted(carContactBody())
    const editor = await payload().create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `editor-${lead.id}@example.com`, password: 'editor-password-1', role: 'groupAdmin' },
    })
    const asEditor = { overrideAccess: false, user: { ...editor, collection: 'users' as const } }
    expect((await payload().findByID({ collection: 'leads', id: lead.id, ...asEditor })).id).toBe(lead.id)
    expect(
      (await payload().find({ collection: 'outbox', where: { lead: { equals: lead.id } }, ...asEditor }))
        .docs,
    ).toHaveLength(1)
    // The desk's fields move; where the lead was sent stays as it was.
    const updated = await payload().update({
      collection: 'leads',
      id: lead.id,
      data: { recipientEmail: 'x@example.com', state: 'contacted' },
      ...asEditor,
    })
    expect(updated.state).toBe('contacted')
    expect(updated.recipientEmail).toBe(lead.recipientEmail)
  })
})

describe('mail to staff', () => {
  afterEach(() => {
    delete process.env.RATE_LIMIT_LEAD_MAIL
  })

  it("is written from the catalog's car and seller, whatever the browser says they are", async () => {
    const lead = await submitted(
      carContactBody({
        car_brand: 'Cheap\r\nBcc: victim@elsewhere.example',
        car_model: 'pills',
        car_price_text: '1 kr',
        toName: 'Mallory\r\nX-Injected: yes',
      }),
    )
    const [mail] = await outboxOf(lead.id)
    expect(mail).toMatchObject({
      to: seller.email,
      toName: seller.name,
      subject: 'Ny intresseanmälan: Volvo XC60 B4 AWD (ABC123)',
    })
    expect(mail.text).toContain('Pris: 299 900 kr')
    expect(mail.text).not.toMatch(/Cheap|Mallory|1 kr/)
  })

  it('goes to one recipient at most as often as its hourly share; later leads are kept, marked throttled', async () => {
    process.env.RATE_LIMIT_LEAD_MAIL = '2/3600'
    const leads = []
    for (let index = 0; index < 4; index++)
      leads.push(await submitted(carContactBody({ toEmail: otherSeller.email, toName: otherSeller.name })))
    expect(leads.map((lead) => lead.notificationStatus)).toEqual([
      'outbox',
      'outbox',
      'throttled',
      'throttled',
    ])
    expect(leads.map((lead) => lead.recipientEmail)).toEqual(Array(4).fill(otherSeller.email))
    const mails = await Promise.all(leads.map((lead) => outboxOf(lead.id)))
    expect(mails.map((list) => list.length)).toEqual([1, 1, 0, 0])
    // The limit is per recipient: the first seller, within the default share, still gets mail.
    delete process.env.RATE_LIMIT_LEAD_MAIL
    expect((await submitted(carContactBody())).notificationStatus).toBe('outbox')
  })
})

describe("a dealer's mail, shared out", () => {
  beforeEach(() => {
    delete process.env.RATE_LIMIT_LEAD_MAIL_PER_SENDER
    delete process.env.RATE_LIMIT_LEAD_MAIL_PER_CLIENT
  })
  afterEach(() => {
    process.env.RATE_LIMIT_LEAD_MAIL_PER_SENDER = '1000000/3600'
    process.env.RATE_LIMIT_LEAD_MAIL_PER_CLIENT = '1000000/3600'
  })

  it('one sender or one client cannot use up a recipient’s mail: their leads are kept, throttled', async () => {
    const to = { toEmail: otherSeller.email, toName: otherSeller.name }
    const sender = `flooder-${randomUUID()}@example.com`
    const flood = []
    for (let index = 0; index < 5; index++)
      flood.push(await submitted(carContactBody({ ...to, email: sender }), '203.0.113.7'))
    expect(flood.map((lead) => lead.notificationStatus)).toEqual([
      'outbox',
      'outbox',
      'outbox',
      'throttled',
      'throttled',
    ])
    // Other senders from one client: the client's share ends them.
    const rotating = []
    for (let index = 0; index < 4; index++)
      rotating.push(
        await submitted(
          carContactBody({ ...to, email: `r${index}-${randomUUID()}@example.com` }),
          '203.0.113.8',
        ),
      )
    expect(rotating.map((lead) => lead.notificationStatus)).toEqual(['outbox', 'outbox', 'outbox', 'outbox'])
    expect(
      (await submitted(carContactBody({ ...to, email: `r5-${randomUUID()}@example.com` }), '203.0.113.8'))
        .notificationStatus,
    ).toBe('outbox')
    expect(
      (await submitted(carContactBody({ ...to, email: `r6-${randomUUID()}@example.com` }), '203.0.113.8'))
        .notificationStatus,
    ).toBe('throttled')
    // A real customer writing to the same dealer meanwhile is still mailed.
    expect(
      (await submitted(carContactBody({ ...to, email: `buyer-${randomUUID()}@example.com` }), '198.51.100.1'))
        .notificationStatus,
    ).toBe('outbox')
  })
})

describe('stored sizes', () => {
  const fieldsOf = async (body: unknown) => {
    const result = await submitLead(body)
    expect(result.status).toBe(400)
    return (result.body as { fields: Record<string, string> }).fields
  }
  const campaign = (values: Record<string, unknown>) => ({
    formName: 'carstore-seCampaignForm',
    formSubmissionId: `campaign-${Math.random()}`,
    values,
  })

  it('keep a form without a kind to flat fields of bounded size', async () => {
    expect(await fieldsOf(campaign({ regno: 'ABC123', extra: { nested: { deeper: true } } }))).toEqual({
      'values.extra': 'A value must be a text, a number, true/false or a list of those',
    })
    expect(await fieldsOf(campaign({ message: 'x'.repeat(2001) }))).toEqual({
      'values.message': 'A value may have at most 2000 characters',
    })
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [`field${index}`, 'x'.repeat(1000)]),
    )
    expect(await fieldsOf(campaign(many))).toEqual({ values: 'values may take at most 16000 bytes' })
    expect((await submitLead(campaign({ regno: 'ABC123', milage: 1200, options: ['a', 'b'] }))).status).toBe(
      202,
    )
  })

  it('keep a car contact lead to 32 kB of values', async () => {
    expect(await fieldsOf(carContactBody({ car_description: 'x'.repeat(33_000) }))).toEqual({
      values: 'values may take at most 32000 bytes',
    })
  })
})
