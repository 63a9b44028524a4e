/**
 * Customer-data retention ("Retention" in docs/decisions.md) on the database under test
 * (TEST_DB=sqlite|postgres): records past the period are anonymised and fresh ones kept, once;
 * one customer's data is found across every kind of record by e-mail or by phone in any format,
 * and erased so that nothing is found again; only group admins reach the endpoints.
 */
import { addDays, format, subMonths, subYears } from 'date-fns'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'
import { confirmation } from '@/seed/blocks/forms'
import { createTestPayload } from '@/test/payload'
import { rest } from '@/test/rest'

let payload: Payload
let cleanup: () => Promise<void>
let anonymise: typeof import('./anonymise')
let customer: typeof import('./customer-data')
let http: typeof import('./http')
let formId: number
const users = {} as Record<'admin' | 'editor' | 'dealer' | 'reception', User>

const now = new Date()
const longAgo = subYears(now, 3)
const day = (date: Date) => format(date, 'yyyy-MM-dd')

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  anonymise = await import('./anonymise')
  customer = await import('./customer-data')
  http = await import('./http')
  const form = await payload.create({
    collection: 'forms',
    overrideAccess: true,
    data: {
      title: 'Kontakt',
      confirmationMessage: confirmation('Tack!'),
      fields: [
        { blockType: 'text', name: 'name', label: 'Namn' },
        { blockType: 'email', name: 'email', label: 'E-post' },
        { blockType: 'phone', name: 'phone', label: 'Telefon' },
      ],
    } as never,
  })
  formId = form.id
  const user = async (key: keyof typeof users, data: Record<string, unknown>) => {
    users[key] = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key}@example.com`, password: `${key}-password-2026`, ...data } as never,
    })
  }
  await user('admin', { role: 'groupAdmin' })
  await user('editor', { role: 'siteEditor' })
  await user('dealer', { role: 'dealerStaff', dealers: ['automotive-se-1001'] })
  await user('reception', { role: 'workshopReception', dealers: ['automotive-se-1001'] })
})
afterAll(async () => {
  await cleanup()
})

type Person = { name: string; email: string; phone: string }

async function make(collection: CollectionSlug, data: Record<string, unknown>, createdAt?: Date) {
  const created = (await payload.create({ collection, data: data as never, overrideAccess: true })) as {
    id: number
  }
  // Backdated below Payload, which stamps every new record with the present.
  if (createdAt)
    await payload.db.updateOne({ collection, id: created.id, data: { createdAt: createdAt.toISOString() } })
  return created.id
}

let submissions = 0
const lead = (person: Person, createdAt?: Date) =>
  make(
    'leads',
    {
      formName: 'automotive-seCarContactForm',
      formSubmissionId: `retention-${++submissions}-0000000000`,
      site: 'automotive-se',
      dealer: 'automotive-se-1001',
      values: { name: person.name, email: person.email, phone: person.phone, car_id: 'CAR1' },
      sourceUrl: `https://automotive.example/bil/1?email=${encodeURIComponent(person.email)}`,
      recipientName: 'Säljaren',
      recipientEmail: 'saljare@automotive.example',
      notificationStatus: 'sent',
      notes: [{ text: `Ringde ${person.name}` }],
      replies: [
        { direction: 'in', at: new Date().toISOString(), address: person.email, message: `/${person.name}` },
      ],
    },
    createdAt,
  )
const booking = (person: Person, date: string) =>
  make('workshop-bookings', {
    confirmationId: `R${++submissions}`,
    departmentId: '100.4502',
    date,
    time: '09:00',
    minutes: 60,
    registrationNumber: 'ABC123',
    mileage: 12000,
    freeText: `Hälsningar ${person.name}`,
    customerName: person.name,
    customer: { firstName: person.name, email: person.email, phone: person.phone },
    services: [{ kobraId: 'smallservice' }],
  })
const submission = (person: Person, createdAt?: Date) =>
  make(
    'form-submissions',
    {
      form: formId,
      formSubmissionId: `form-${++submissions}`,
      submissionData: [
        { field: 'name', value: person.name },
        { field: 'email', value: person.email },
        { field: 'phone', value: person.phone },
      ],
      sourceUrl: `https://automotive.example/kontakt?phone=${encodeURIComponent(person.phone)}`,
    },
    createdAt,
  )
const message = (to: string, createdAt?: Date, extra: Record<string, unknown> = {}) =>
  make(
    'outbox',
    { channel: to.includes('@') ? 'email' : 'sms', to, subject: 'Hej', text: 'Hej', ...extra },
    createdAt,
  )
const agreement = (person: Person) =>
  make('tire-hotel-agreements', {
    agreementNumber: `AG-${++submissions}`,
    station: '100.4502',
    customerName: person.name,
    phone: person.phone,
    email: person.email,
    vehicles: [
      {
        regNo: `TIR${submissions}`,
        brand: 'Volvo',
        model: 'V70',
        tires: [{ equipmentPosition: 'FL', threadDepth: 6 }],
      },
    ],
  })

type Stored = Record<string, unknown>
const read = async (collection: CollectionSlug, id: number): Promise<Stored> =>
  (await payload.findByID({ collection, id, depth: 0, overrideAccess: true })) as unknown as Stored

describe('after the retention period', () => {
  const old: Person = { name: 'Olle Gammal', email: 'olle@example.se', phone: '+46 70 000 00 01' }
  const fresh: Person = { name: 'Frida Ny', email: 'frida@example.se', phone: '070-000 00 02' }

  it('anonymises leads, bookings and form answers, deletes old messages and keeps the rest; once', async () => {
    const ids = {
      oldLead: await lead(old, longAgo),
      freshLead: await lead(fresh),
      oldBooking: await booking(old, day(longAgo)),
      freshBooking: await booking(fresh, day(subMonths(now, 1))),
      oldSubmission: await submission(old, longAgo),
      freshSubmission: await submission(fresh),
      oldMessage: await message(old.email, longAgo),
      freshMessage: await message(fresh.email),
    }

    expect(await anonymise.anonymiseExpired(payload, now)).toEqual({
      leads: 1,
      workshopBookings: 1,
      formSubmissions: 1,
      outboxDeleted: 1,
    })

    expect(await read('leads', ids.oldLead)).toMatchObject({
      customerName: null,
      values: {},
      sourceUrl: 'https://automotive.example/bil/1',
      notes: [],
      replies: [],
      // What statistics need stays.
      formName: 'automotive-seCarContactForm',
      dealer: 'automotive-se-1001',
      state: 'new',
      anonymisedAt: now.toISOString(),
    })
    expect(await read('workshop-bookings', ids.oldBooking)).toMatchObject({
      customerName: null,
      customer: {},
      registrationNumber: '',
      mileage: null,
      freeText: null,
      date: day(longAgo),
      time: '09:00',
      departmentId: '100.4502',
      services: [{ kobraId: 'smallservice' }],
      anonymisedAt: now.toISOString(),
    })
    expect(await read('form-submissions', ids.oldSubmission)).toMatchObject({
      submissionData: [],
      sourceUrl: 'https://automotive.example/kontakt',
      anonymisedAt: now.toISOString(),
    })
    await expect(read('outbox', ids.oldMessage)).rejects.toThrow()

    expect(await read('leads', ids.freshLead)).toMatchObject({
      customerName: fresh.name,
      values: { email: fresh.email },
      anonymisedAt: null,
    })
    expect(await read('workshop-bookings', ids.freshBooking)).toMatchObject({
      registrationNumber: 'ABC123',
      customer: { email: fresh.email },
    })
    expect(await read('form-submissions', ids.freshSubmission)).toMatchObject({
      submissionData: [{ value: fresh.name }, { value: fresh.email }, { value: fresh.phone }],
    })
    expect(await read('outbox', ids.freshMessage)).toMatchObject({ to: fresh.email })

    // The old customer is no longer found; the fresh one is.
    expect(customer.countsOf(await customer.customerData(payload, { email: old.email }))).toEqual({
      leads: 0,
      workshopBookings: 0,
      formSubmissions: 0,
      tireHotelAgreements: 0,
      outbox: 0,
    })

    // A second run, a day later, changes nothing.
    expect(await anonymise.anonymiseExpired(payload, addDays(now, 1))).toEqual({
      leads: 0,
      workshopBookings: 0,
      formSubmissions: 0,
      outboxDeleted: 0,
    })
    expect(await read('leads', ids.oldLead)).toMatchObject({ anonymisedAt: now.toISOString() })
  })
})

describe('the nightly task', () => {
  it('runs the retention from the jobs queue', async () => {
    const expired = await lead({ name: 'Nils Natt', email: 'nils@example.se', phone: '0700000003' }, longAgo)
    await payload.jobs.queue({ task: 'customerDataRetention', input: {} })
    await payload.jobs.run()
    expect(await read('leads', expired)).toMatchObject({ customerName: null, values: {} })
  })
})

describe('one customer on request', () => {
  const anna: Person = { name: 'Anna Kund', email: 'anna.kund@example.se', phone: '+46 70 123 45 67' }
  const other: Person = { name: 'Bertil Annan', email: 'bertil@example.se', phone: '+46 70 765 43 21' }
  const ids = {} as Record<string, number>

  beforeAll(async () => {
    // Anna typed her number and address differently each time.
    ids.lead = await lead({ ...anna, email: 'Anna.Kund@Example.se', phone: '070-123 45 67' })
    ids.pastBooking = await booking({ ...anna, phone: '+46701234567' }, day(subMonths(now, 2)))
    ids.comingBooking = await booking({ ...anna, phone: '0701234567' }, day(addDays(now, 20)))
    ids.submission = await submission({ ...anna, phone: '0046 70 123 45 67' })
    ids.agreement = await agreement({ ...anna, phone: '070 123 45 67' })
    ids.sms = await message('+46701234567')
    ids.mail = await message(anna.email)
    ids.leadMail = await message('saljare@automotive.example', undefined, { lead: ids.lead })
    ids.otherLead = await lead(other)
    ids.otherBooking = await booking(other, day(addDays(now, 20)))
    ids.otherAgreement = await agreement(other)
  })

  it('finds her across every kind of record by e-mail, and by phone in another format', async () => {
    const byEmail = await customer.customerData(payload, { email: 'ANNA.KUND@example.se' })
    expect(customer.countsOf(byEmail)).toEqual({
      leads: 1,
      workshopBookings: 2,
      formSubmissions: 1,
      tireHotelAgreements: 1,
      // Her mail, and the seller's mail about her lead; not the text to her phone.
      outbox: 2,
    })
    expect(byEmail.leads[0].id).toBe(ids.lead)
    expect(byEmail.tireHotelAgreements[0].id).toBe(ids.agreement)
    const byPhone = await customer.customerData(payload, { phone: '0046 70-123 45 67' })
    expect(customer.countsOf(byPhone)).toEqual({
      leads: 1,
      workshopBookings: 2,
      formSubmissions: 1,
      tireHotelAgreements: 1,
      outbox: 2,
    })
    expect(byPhone.outbox.map((found) => found.id).sort()).toEqual([ids.sms, ids.leadMail].sort())
  })

  it('exports her data as a download for a group admin', async () => {
    const response = await http.handleCustomerDataExport(
      as(users.admin, { query: { email: anna.email, phone: '070-1234567' } }),
      now,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="customer-data-/)
    const body = (await response.json()) as Record<string, unknown[]> & { counts: unknown }
    expect(body.counts).toEqual({
      leads: 1,
      workshopBookings: 2,
      formSubmissions: 1,
      tireHotelAgreements: 1,
      outbox: 3,
    })
    expect(JSON.stringify(body.leads)).toContain('070-123 45 67')
    expect(JSON.stringify(body.workshopBookings)).not.toContain('"client"')
  })

  it('erases her data so that nothing is found again, and leaves another customer alone', async () => {
    const response = await http.handleCustomerDataErase(
      as(users.admin, { body: { email: anna.email, phone: anna.phone, confirm: true } }),
      now,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      erased: { leads: 1, workshopBookings: 2, formSubmissions: 1, tireHotelAgreements: 1, outbox: 3 },
    })

    const none = { leads: 0, workshopBookings: 0, formSubmissions: 0, tireHotelAgreements: 0, outbox: 0 }
    for (const key of [{ email: anna.email }, { phone: '0701234567' }, { phone: '+46 70 123 45 67' }])
      expect(customer.countsOf(await customer.customerData(payload, key))).toEqual(none)
    // Nothing of hers is left in the records themselves, whatever form it was in.
    for (const [collection, id] of [
      ['leads', ids.lead],
      ['workshop-bookings', ids.pastBooking],
      ['workshop-bookings', ids.comingBooking],
      ['form-submissions', ids.submission],
      ['tire-hotel-agreements', ids.agreement],
    ] as const) {
      const text = JSON.stringify(await read(collection, id)).toLowerCase()
      for (const trace of ['anna', '123 45 67', '1234567']) expect(text).not.toContain(trace)
    }

    // The wheels are still in storage: the agreement and its tires stay, without the person.
    expect(await read('tire-hotel-agreements', ids.agreement)).toMatchObject({
      customerName: '',
      phone: '',
      email: null,
      anonymisedAt: now.toISOString(),
      vehicles: [{ brand: 'Volvo', tires: [{ equipmentPosition: 'FL', threadDepth: 6 }] }],
    })
    // Nor can the online tire hotel send a code for its plate to anyone.
    const { agreementOfPlate } = await import('@/services/tire-hotel/agreements')
    const plate = (
      (await read('tire-hotel-agreements', ids.agreement)).vehicles as Array<{ regNo: string }>
    )[0]
    expect(await agreementOfPlate(payload, plate.regNo)).toBeNull()
    const otherPlate = (
      (await read('tire-hotel-agreements', ids.otherAgreement)).vehicles as Array<{ regNo: string }>
    )[0]
    expect(await agreementOfPlate(payload, otherPlate.regNo)).toMatchObject({ id: ids.otherAgreement })
    // Her coming booking no longer holds a time nobody can be told about.
    expect(await read('workshop-bookings', ids.comingBooking)).toMatchObject({
      status: 'cancelled',
      changes: [{ by: 'staff', reason: 'Customer data erased' }],
    })
    for (const id of [ids.sms, ids.mail, ids.leadMail]) await expect(read('outbox', id)).rejects.toThrow()

    expect(await read('leads', ids.otherLead)).toMatchObject({ values: { email: other.email } })
    expect(await read('workshop-bookings', ids.otherBooking)).toMatchObject({ status: 'booked' })
    expect(await read('tire-hotel-agreements', ids.otherAgreement)).toMatchObject({ phone: other.phone })
  })
})

type Call = { query?: Record<string, string>; body?: unknown }
const as = (user: User | null, { query = {}, body }: Call) =>
  ({
    payload,
    user,
    searchParams: new URLSearchParams(query),
    json: async () => body,
  }) as unknown as PayloadRequest

describe('who may', () => {
  const query = { email: 'someone@example.se' }
  const body = { email: 'someone@example.se', confirm: true }

  it('refuses every role but group admins, for export and erasure alike', async () => {
    for (const user of [null, users.editor, users.dealer, users.reception]) {
      const status = user ? 403 : 401
      expect((await http.handleCustomerDataExport(as(user, { query }))).status).toBe(status)
      expect((await http.handleCustomerDataErase(as(user, { body }))).status).toBe(status)
    }
    expect((await http.handleCustomerDataExport(as(users.admin, { query }))).status).toBe(200)
    expect((await http.handleCustomerDataErase(as(users.admin, { body }))).status).toBe(200)
  })

  it('answers anonymous callers of the REST routes 401', async () => {
    expect((await rest('GET', '/api/customer-data?email=someone@example.se')).status).toBe(401)
    expect((await rest('POST', '/api/customer-data/erase', body)).status).toBe(401)
  })

  it('answers bad input with a message per field', async () => {
    const bad = async (response: Promise<Response>) => {
      const answered = await response
      expect(answered.status).toBe(400)
      return ((await answered.json()) as { fields: Record<string, string> }).fields
    }
    expect(await bad(http.handleCustomerDataExport(as(users.admin, { query: {} })))).toEqual({
      email: 'Give an e-mail address or a phone number',
    })
    expect(
      await bad(http.handleCustomerDataExport(as(users.admin, { query: { email: 'nobody', phone: '12' } }))),
    ).toMatchObject({ email: expect.any(String), phone: expect.any(String) })
    expect(
      await bad(http.handleCustomerDataErase(as(users.admin, { body: { email: 'someone@example.se' } }))),
    ).toEqual({ confirm: 'Confirm the erasure: it cannot be undone' })
  })
})
