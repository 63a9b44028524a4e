import { describe, expect, it } from 'vitest'
import { earliestDateAnywhere } from '@/lib/forms/lead-fields'
import {
  dealers,
  isoDay,
  leadQueries,
  sellCarBody,
  serviceRequestBody,
  siteLeadsEmail,
  withLeadsDatabase,
} from './test-fixtures'

// Integration tests of the spec 03 form kinds (§2.5, §2.6) on a migrated database (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const submitLead = (body: unknown) => leads().submitLead(body)
const { leadsWith, outboxOf, submitted } = leadQueries(payload, submitLead)

async function fieldsOf(body: unknown): Promise<Record<string, string>> {
  const result = await submitLead(body)
  expect(result.status).toBe(400)
  return (result.body as { fields: Record<string, string> }).fields
}

/** A refused body leaves nothing behind. */
async function refusedAndNotKept(body: { formSubmissionId: string }): Promise<Record<string, string>> {
  const fields = await fieldsOf(body)
  expect(await leadsWith(body.formSubmissionId)).toEqual([])
  return fields
}

describe('a sell-car lead', () => {
  it('is stored with its values and mailed in Swedish to the site leads address, never elsewhere', async () => {
    const body = sellCarBody({ toEmail: 'someone@evil.example', siteEmail: 'x@evil.example' })
    const lead = await submitted(body)
    expect(lead).toMatchObject({
      formName: 'carstore-seSellCarForm',
      site: 'carstore-se',
      sourceUrl: body.values.sourceUrl,
      recipientEmail: siteLeadsEmail,
      notificationStatus: 'outbox',
    })
    // Upper-cased registration number; fields the form does not have are not kept.
    expect(lead.values).toEqual({
      selected: 'tradeIn',
      regno: 'ABC123',
      milage: 12500,
      customerName: 'Sara Säljare',
      customerPhone: '+46 70 765 43 21',
      customerEmail: 'sara@example.com',
      other: 'Vinterdäck ingår.',
      sourceUrl: body.values.sourceUrl,
    })
    const mails = await outboxOf(lead.id)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to: siteLeadsEmail,
      replyTo: 'sara@example.com',
      subject: 'Inbyte: ABC123',
    })
    expect(mails[0].text).toContain('Önskar: Inbyte')
    expect(mails[0].text).toContain('Miltal: 12500')
    expect(mails[0].text).toContain('Vinterdäck ingår.')
  })

  it('takes the message as optional and says sell in the subject', async () => {
    const lead = await submitted(sellCarBody({ selected: 'sell', other: undefined }))
    expect(lead.values).toMatchObject({ selected: 'sell', other: '' })
    const [mail] = await outboxOf(lead.id)
    expect(mail.subject).toBe('Sälja bil: ABC123')
    expect(mail.text).toContain('Meddelande: (inget angivet)')
  })

  it('is kept without a mail on a site that has no leads address', async () => {
    const lead = await submitted(sellCarBody({}, { formName: 'carstore-noSellCarForm' }))
    expect(lead).toMatchObject({ site: 'carstore-no', notificationStatus: 'no-recipient' })
    expect(await outboxOf(lead.id)).toEqual([])
  })

  it('is refused with 400 naming every wrong field, and nothing is kept', async () => {
    const body = sellCarBody({
      selected: 'lease',
      regno: ' ',
      milage: -1,
      customerName: '',
      customerPhone: '12 ab',
      customerEmail: 'sara@',
      other: 'x'.repeat(2001),
      sourceUrl: 'javascript:alert(1)',
    })
    expect(await refusedAndNotKept(body)).toEqual({
      'values.selected': 'Choose sell car or trade in',
      'values.regno': 'Registration number is required',
      'values.milage': 'Mileage must be at least 0',
      'values.customerName': 'Name is required',
      'values.customerPhone': 'Phone must be 6 to 20 digits or spaces, optionally starting with +',
      'values.customerEmail': 'Enter a valid e-mail address',
      'values.other': 'Message must be at most 2000 characters',
      'values.sourceUrl': 'The source URL must be an http(s) address',
    })
  })

  it('refuses a mileage that is no whole number, six spaces for a phone and a missing option', async () => {
    expect(
      await refusedAndNotKept(sellCarBody({ milage: '12000', customerPhone: '      ', selected: undefined })),
    ).toEqual({
      'values.milage': 'Mileage must be a number',
      'values.customerPhone': 'Phone is required',
      'values.selected': 'Choose sell car or trade in',
    })
    expect(await refusedAndNotKept(sellCarBody({ milage: 1.5 }))).toEqual({
      'values.milage': 'Mileage must be a whole number',
    })
    // The rule's edges pass: mileage 0, a phone of exactly 6 digits.
    expect((await submitLead(sellCarBody({ milage: 0, customerPhone: '123456' }))).status).toBe(202)
  })

  it('is stored once and mailed once however often the same submission arrives', async () => {
    const body = sellCarBody()
    const answers = await Promise.all([submitLead(body), submitLead(body), submitLead(body)])
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202])
    const stored = await leadsWith(body.formSubmissionId)
    expect(stored).toHaveLength(1)
    expect(answers.map((answer) => (answer.body as { id: number }).id)).toEqual(Array(3).fill(stored[0].id))
    expect(await outboxOf(stored[0].id)).toHaveLength(1)
  })
})

describe('a Norwegian service request lead', () => {
  const oslo = dealers.oslo
  const osloWorkshop = oslo.site_departments[1].email

  it("is mailed in Norwegian to the chosen dealer's workshop address", async () => {
    const body = serviceRequestBody()
    const lead = await submitted(body)
    expect(lead).toMatchObject({
      formName: 'carstore-noServiceRequestForm',
      site: 'carstore-no',
      recipientEmail: osloWorkshop,
      recipientName: oslo.site_official_name,
      notificationStatus: 'outbox',
      // The dealer's staff read it in the admin ("Roles").
      dealer: oslo.site_id,
    })
    expect(lead.values).toMatchObject({
      dealerId: oslo.site_id,
      siteEmail: osloWorkshop,
      regno: 'EV12345',
      milage: 45000,
      services: ['Service', 'Hjulskift'],
      gdpr: true,
      newsletter: true,
      typeMC: false,
    })
    const [mail] = await outboxOf(lead.id)
    expect(mail).toMatchObject({
      to: osloWorkshop,
      replyTo: 'ola@example.no',
      subject: `Serviceforespørsel: EV12345, ${body.values.date}`,
    })
    expect(mail.text).toContain('Hei Carstore Oslo,')
    expect(mail.text).toContain('Tjenester: Service, Hjulskift')
    expect(mail.text).toContain('Nyhetsbrev: Ja')
  })

  it("falls back to the dealer's own address when its workshop has none", async () => {
    const lead = await submitted(
      serviceRequestBody({ dealerId: dealers.bergen.site_id, siteEmail: dealers.bergen.site_email }),
    )
    expect(lead.recipientEmail).toBe(dealers.bergen.site_email)
  })

  it('takes the chosen dealer from the catalog, never an address from the browser', async () => {
    // An address of ours, but not the chosen dealer's workshop: refused.
    expect(await refusedAndNotKept(serviceRequestBody({ siteEmail: oslo.site_email }))).toEqual({
      'values.siteEmail': 'siteEmail is not the address of the chosen dealer',
    })
    expect(await refusedAndNotKept(serviceRequestBody({ siteEmail: 'me@evil.example' }))).toEqual({
      'values.siteEmail': 'siteEmail is not the address of the chosen dealer',
    })
    // Without a siteEmail the catalog's address is used.
    const lead = await submitted(serviceRequestBody({ siteEmail: undefined }))
    expect(lead.recipientEmail).toBe(osloWorkshop)
  })

  it('refuses a dealer without a workshop, a dealer of no site of ours and a missing dealer', async () => {
    expect(await refusedAndNotKept(serviceRequestBody({ dealerId: dealers.drammen.site_id }))).toEqual({
      'values.dealerId': 'No dealer no-drammen takes service requests on carstore-no',
    })
    expect(
      await refusedAndNotKept(serviceRequestBody({}, { formName: 'carstore-seServiceRequestForm' })),
    ).toEqual({ 'values.dealerId': 'No dealer no-oslo takes service requests on carstore-se' })
    expect(await refusedAndNotKept(serviceRequestBody({ dealerId: '' }))).toEqual({
      'values.dealerId': 'The dealer is required',
    })
  })

  it('sends the motorcycle variant with its own types to its one dealer', async () => {
    const lead = await submitted(
      serviceRequestBody({
        typeMC: true,
        dealerId: dealers.mc.site_id,
        siteEmail: dealers.mc.site_email,
        services: ['Bestille service', 'Annet, vennligst beskriv'],
        other: 'Kjedet strammes',
      }),
    )
    expect(lead.recipientEmail).toBe(dealers.mc.site_email)
    const [mail] = await outboxOf(lead.id)
    expect(mail.subject).toMatch(/^Serviceforespørsel MC: /)
    expect(mail.text).toContain('Annet: Kjedet strammes')
  })

  it('refuses service types of the other variant', async () => {
    expect(
      await refusedAndNotKept(serviceRequestBody({ services: ['Service', 'Bestille service'] })),
    ).toEqual({
      'values.services.1': 'Unknown service type "Bestille service"',
    })
    expect(
      await refusedAndNotKept(
        serviceRequestBody({ typeMC: true, dealerId: dealers.mc.site_id, services: ['Hjulskift'] }),
      ),
    ).toEqual({ 'values.services.0': 'Unknown service type "Hjulskift"' })
  })

  it('takes the newsletter box as a free choice: unticked or left out, the request is kept', async () => {
    expect((await submitted(serviceRequestBody({ newsletter: false }))).values).toMatchObject({
      newsletter: false,
    })
    expect((await submitted(serviceRequestBody({ newsletter: undefined }))).values).toMatchObject({
      newsletter: false,
    })
  })

  it('requires consent, a date from today and the contact fields', async () => {
    expect(
      await refusedAndNotKept(
        serviceRequestBody({
          gdpr: false,
          newsletter: undefined,
          date: isoDay(-2),
          milage: -5,
          customerPhone: '+47',
          customerEmail: 'ola',
          customerName: ' ',
          regno: '',
        }),
      ),
    ).toEqual({
      'values.gdpr': 'GDPR consent is required',
      'values.date': 'The date must be today or later',
      'values.milage': 'Mileage must be at least 0',
      'values.customerPhone': 'Phone must be 6 to 20 digits or spaces, optionally starting with +',
      'values.customerEmail': 'Enter a valid e-mail address',
      'values.customerName': 'Name is required',
      'values.regno': 'Registration number is required',
    })
    expect(await refusedAndNotKept(serviceRequestBody({ date: '2026-02-30' }))).toEqual({
      'values.date': 'The date must be YYYY-MM-DD',
    })
    // Today where it began last (UTC-12, yesterday in UTC before noon) is still a visitor's today.
    const earliest = earliestDateAnywhere(new Date())
    expect((await submitLead(serviceRequestBody({ date: earliest }))).status).toBe(202)
    const dayBefore = new Date(Date.parse(`${earliest}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
    expect(await refusedAndNotKept(serviceRequestBody({ date: dayBefore }))).toEqual({
      'values.date': 'The date must be today or later',
    })
  })

  it('is stored once however often the same submission arrives', async () => {
    const body = serviceRequestBody()
    expect((await submitLead(body)).status).toBe(202)
    expect((await submitLead(body)).status).toBe(202)
    const stored = await leadsWith(body.formSubmissionId)
    expect(stored).toHaveLength(1)
    expect(await outboxOf(stored[0].id)).toHaveLength(1)
  })
})
