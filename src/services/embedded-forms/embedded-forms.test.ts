import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { confirmation } from '@/seed/blocks/forms'
import { createTestPayload } from '@/test/payload'

// Integration tests of the CMS-built forms' submissions (decisions: Forms) on a migrated database
// (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>
let service: typeof import('./index')
let formId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  service = await import('./index')
  const form = await payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      title: 'Nyhetsbrev',
      confirmationMessage: confirmation('Tack!'),
      fields: [
        { blockType: 'text', name: 'fullname', label: 'Namn', required: true },
        { blockType: 'email', name: 'email', label: 'E-post', required: true },
        { blockType: 'number', name: 'rating', label: 'Betyg' },
        {
          blockType: 'select',
          name: 'interest',
          label: 'Intresse',
          options: [
            { label: 'Nya bilar', value: 'new' },
            { label: 'Service', value: 'service' },
          ],
        },
        { blockType: 'checkbox', name: 'consent', label: 'Samtycke', required: true },
      ],
    },
  })
  formId = form.id
})
afterAll(async () => {
  await cleanup?.()
})

const body = (values: Record<string, unknown> = {}, envelope: Record<string, unknown> = {}) => ({
  formId,
  formSubmissionId: randomUUID(),
  embed: 'marketing',
  site: 'automotive-se',
  sourceUrl: 'http://automotive-se.localhost/om-oss/nyhetsbrev',
  values: {
    fullname: 'Eva',
    email: 'eva@example.com',
    rating: '4',
    interest: 'new',
    consent: true,
    ...values,
  },
  ...envelope,
})

async function submissionsOf(formSubmissionId: string) {
  const found = await payload.find({
    collection: 'form-submissions',
    where: { formSubmissionId: { equals: formSubmissionId } },
    depth: 0,
    overrideAccess: true,
  })
  return found.docs
}

describe('a CMS-built form submission', () => {
  it('is stored once with only the form fields as text, and the marketing form logs HUBSPOT success', async () => {
    const info = vi.spyOn(service.log, 'info')
    const request = body({ extra: 'dropped' })
    const first = await service.submitEmbeddedForm(request)
    const again = await service.submitEmbeddedForm(request)
    expect(first).toMatchObject({ status: 202, body: { id: expect.any(Number) } })
    expect(again).toEqual(first)
    const stored = await submissionsOf(request.formSubmissionId)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ form: formId, site: 'automotive-se', embed: 'marketing' })
    expect(stored[0].submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['fullname', 'Eva'],
      ['email', 'eva@example.com'],
      ['rating', '4'],
      ['interest', 'new'],
      ['consent', 'true'],
    ])
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FORM_SUBMISSION_SUCCESS_HUBSPOT', formId }),
      'form submission stored',
    )
    info.mockRestore()
  })

  it('is refused with 400 naming each field that breaks the form rules, and nothing is kept', async () => {
    const request = body({ fullname: ' ', email: 'eva@', rating: 'fyra', interest: 'boats', consent: false })
    expect(await service.submitEmbeddedForm(request)).toEqual({
      status: 400,
      body: {
        error: 'Invalid request',
        fields: {
          'values.fullname': 'This field is required',
          'values.email': 'Enter a valid e-mail address',
          'values.rating': 'Enter a number',
          'values.interest': 'Choose one of the options',
          'values.consent': 'This field is required',
        },
      },
    })
    expect(await submissionsOf(request.formSubmissionId)).toEqual([])
  })

  it('refuses an unknown form and a malformed envelope with 400', async () => {
    expect(await service.submitEmbeddedForm(body({}, { formId: 999_999 }))).toMatchObject({
      status: 400,
      body: { fields: { formId: 'No form with id 999999' } },
    })
    const malformed = await service.submitEmbeddedForm({ formId: 'x', embed: 'other', values: [] })
    expect(malformed.status).toBe(400)
    expect(Object.keys((malformed.body as { fields: object }).fields).sort()).toEqual([
      'embed',
      'formId',
      'formSubmissionId',
      'values',
    ])
  })
})

describe('POST /api/jotform', () => {
  it("flattens the caller's own submission, named by its formSubmissionId, into one log entry", async () => {
    const info = vi.spyOn(service.log, 'info')
    const own = body({ fullname: 'Ola Nordmann', consent: true }, { embed: 'builder' })
    await service.submitEmbeddedForm(own)
    // Another visitor's, sent later: the latest of the form, which the caller must not read.
    await service.submitEmbeddedForm(body({ fullname: 'Someone Else' }, { embed: 'builder' }))
    const answer = await service.flattenOwnSubmission({
      formId: String(formId),
      formSubmissionId: own.formSubmissionId,
    })
    const fields = {
      Namn: 'Ola Nordmann',
      'E-post': 'eva@example.com',
      Betyg: '4',
      Intresse: 'new',
      Samtycke: 'Yes',
    }
    expect(answer).toMatchObject({ status: 200, body: { fields } })
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FORM_SUBMISSION_START_JOTFORM', formId }),
      expect.any(String),
    )
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FORM_SUBMISSION_SUCCESS_JOTFORM', formId, fields }),
      'form submission read',
    )
    info.mockRestore()
  })

  it('logs FAILED and answers 404 for a form without submissions, 400 without a form id', async () => {
    const warn = vi.spyOn(service.log, 'warn')
    const formSubmissionId = randomUUID()
    expect((await service.flattenOwnSubmission({ formId: 999_999, formSubmissionId })).status).toBe(404)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FORM_SUBMISSION_FAILED_JOTFORM', formId: 999_999 }),
      expect.any(String),
    )
    expect((await service.flattenOwnSubmission({ formSubmissionId })).status).toBe(400)
    warn.mockRestore()
  })

  it("gives nobody else's answers: a form id alone, a guessed or a foreign submission id", async () => {
    const stored = body({ fullname: 'Private Person' }, { embed: 'builder' })
    await service.submitEmbeddedForm(stored)
    // The form id alone once answered the latest submission of the form with its values.
    expect(await service.flattenOwnSubmission({ formId })).toMatchObject({
      status: 400,
      body: { fields: { formSubmissionId: 'formSubmissionId is required' } },
    })
    for (const guess of ['1', 'abc', '\u0000'.repeat(20), randomUUID()]) {
      const answer = await service.flattenOwnSubmission({ formId, formSubmissionId: guess })
      expect([400, 404]).toContain(answer.status)
      expect(JSON.stringify(answer.body)).not.toContain('Private Person')
    }
    // The submission's own id, with another form's id, reads nothing either.
    const other = await service.flattenOwnSubmission({
      formId: formId + 1_000,
      formSubmissionId: stored.formSubmissionId,
    })
    expect(other.status).toBe(404)
  })
})

describe('the name, phone, address, date-time and rating fields', () => {
  let feedbackId: number
  beforeAll(async () => {
    await payload.create({
      collection: 'sites',
      overrideAccess: true,
      data: {
        name: 'forms-no',
        displayName: 'forms-no',
        url: 'http://forms-no.localhost',
        market: 'NO',
        fontPair: 'montserrat-inter',
        theme: 'automotive',
        titleTemplate: '%s',
        languages: [{ language: 'nb' }],
      },
    })
    const feedback = await payload.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'Tilbakemelding',
        confirmationMessage: confirmation('Takk!'),
        fields: [
          { blockType: 'fullname', name: 'name', label: 'Navn', required: true },
          { blockType: 'phone', name: 'phone', label: 'Telefon' },
          { blockType: 'address', name: 'address', label: 'Adresse' },
          { blockType: 'datetime', name: 'visit', label: 'Besøk', required: true },
          { blockType: 'rating', name: 'rating', label: 'Vurdering', max: 5, required: true },
        ],
      },
    })
    feedbackId = feedback.id
  })
  const feedback = (values: Record<string, unknown>) =>
    body(
      {
        name: { first: 'Kari', last: 'Nordmann' },
        phone: '+47 912 34 567',
        address: { street: 'Storgata 1', postalCode: '0155', city: 'Oslo' },
        visit: '2026-11-24T14:30',
        rating: '4',
        ...values,
      },
      { formId: feedbackId, embed: 'builder', site: 'forms-no' },
    )
  const onlyOwnValues = (request: ReturnType<typeof feedback>) => {
    const { fullname: _a, email: _b, interest: _c, consent: _d, ...values } = request.values
    return { ...request, values }
  }

  it('are refused with 400 naming each missing part and each broken value, and nothing is kept', async () => {
    const request = onlyOwnValues(
      feedback({
        name: { first: 'Kari', last: ' ' },
        phone: '12 ab',
        visit: '2026-02-30T10:00',
        rating: '6',
      }),
    )
    expect(await service.submitEmbeddedForm(request)).toEqual({
      status: 400,
      body: {
        error: 'Invalid request',
        fields: {
          'values.name.last': 'This field is required',
          'values.phone': 'Enter a phone number of 6 to 20 digits or spaces, optionally after a plus',
          'values.visit': 'Enter a date and a time as YYYY-MM-DDTHH:mm',
          'values.rating': 'Choose one of the ratings',
        },
      },
    })
    expect(await submissionsOf(request.formSubmissionId)).toEqual([])
    const nested = await service.submitEmbeddedForm({
      ...request,
      values: { ...request.values, name: { first: { deep: 1 } } },
    })
    expect(nested.status).toBe(400)
  })

  it('are stored as text (a name and an address as JSON of their parts) and flattened by kind', async () => {
    const info = vi.spyOn(service.log, 'info')
    const request = onlyOwnValues(feedback({ address: { street: '', postalCode: '', city: '' } }))
    expect((await service.submitEmbeddedForm(request)).status).toBe(202)
    const [stored] = await submissionsOf(request.formSubmissionId)
    expect(stored.submissionData?.map(({ field, value }) => [field, value])).toEqual([
      ['name', '{"first":"Kari","last":"Nordmann"}'],
      ['phone', '+47 912 34 567'],
      ['address', '{"street":"","postalCode":"","city":""}'],
      ['visit', '2026-11-24T14:30'],
      ['rating', '4'],
    ])
    const rated = onlyOwnValues(feedback({ rating: '5' }))
    await service.submitEmbeddedForm(rated)
    const fields = {
      Navn: 'Kari Nordmann',
      Telefon: '+47 912 34 567',
      Adresse: 'Storgata 1, 0155 Oslo',
      // The site's first language (nb-NO), the time as the visitor chose it.
      Besøk: '24.11.2026 14:30',
      Vurdering: '5/5',
    }
    expect(
      await service.flattenOwnSubmission({ formId: feedbackId, formSubmissionId: rated.formSubmissionId }),
    ).toMatchObject({
      status: 200,
      body: { fields },
    })
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'FORM_SUBMISSION_SUCCESS_JOTFORM', formId: feedbackId, fields }),
      'form submission read',
    )
    info.mockRestore()
  })
})
