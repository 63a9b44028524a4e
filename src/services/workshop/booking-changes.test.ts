import type { Payload, PayloadRequest } from 'payload'
import type { User } from '@/cms/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearCache } from '@/lib/cache'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'
import { stockholmSite, workshopDepartment } from '@/test/workshops'

let payload: Payload
let cleanup: () => Promise<void>
let http: typeof import('./http')
let changes: typeof import('./booking-changes')
let changeHttp: typeof import('./change-http')
let staff: typeof import('./staff-changes')
const users = {} as Record<'reception' | 'otherReception' | 'editor', User>

/** Monday 21 December 2026, 09:10 in Stockholm. */
const now = new Date('2026-12-21T08:10:00Z')

beforeAll(async () => {
  // Every booking here is one client's: the bounds of open bookings are tested in bookings.test.ts.
  process.env.BOOKING_OPEN_LIMIT = '1000'
  process.env.BOOKING_CLIENT_OPEN_LIMIT = '1000'
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  await importRecords('sites_automotive-se', [stockholmSite([workshopDepartment('100.4502')])])
  for (let n = 1; n <= 16; n++)
    await payload.create({
      collection: 'workshop-vehicles',
      data: { registrationNumber: plate(n), brand: 'Volvo', model: 'XC60', buildYear: 2021 },
      overrideAccess: true,
    })
  await seedWorkshopServices(payload)
  // One bay: a second booking of a time finds it full.
  await payload.create({
    collection: 'workshop-capacities',
    data: { departmentId: '100.4502', bays: 1, slotMinutes: 60, leadMinutes: 120 },
    overrideAccess: true,
  })
  await createTestSite(payload, 'automotive-se', { catalog: { siteIndex: 'sites_automotive-se' } } as never)
  for (const [key, data] of [
    ['reception', { role: 'workshopReception', dealers: ['automotive-se-1001'] }],
    ['otherReception', { role: 'workshopReception', dealers: ['automotive-se-9999'] }],
    ['editor', { role: 'siteEditor' }],
  ] as const)
    users[key] = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key}@example.com`, password: `${key}-password-2026`, ...data } as never,
    })
  http = await import('./http')
  staff = await import('./staff-changes')
  changes = await import('./booking-changes')
  changeHttp = await import('./change-http')
})
afterAll(async () => {
  delete process.env.BOOKING_OPEN_LIMIT
  delete process.env.BOOKING_CLIENT_OPEN_LIMIT
  await closeCatalogDatabases()
  await cleanup()
})

/** Car and phone number n: each booking of these tests has its own, so no confirmation is limited. */
const plate = (n: number) => `CHG${String(n).padStart(3, '0')}`
const phone = (n: number) => `+46 70 000 00 ${String(n).padStart(2, '0')}`

/** Books a small service at `timeSlot` for customer n; answers the confirmation id. */
async function booked(timeSlot: string, n: number): Promise<string> {
  const email = `customer${n}@example.se`
  const response = await http.handleBook(
    new Request('http://automotive-se.localhost/api/mechmate/book', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customer: { firstName: 'Anna', lastName: 'Kund', phone: phone(n), email },
        departmentId: '100.4502',
        timeSlot,
        isFullDay: false,
        registrationNumber: plate(n),
        mileage: 8400,
        serviceOfferingRequests: [{ kobraId: 'smallservice' }],
      }),
    }),
    now,
  )
  const body = await response.json()
  if (response.status !== 200) throw new Error(`booking ${timeSlot} refused: ${JSON.stringify(body)}`)
  return body.id
}

const outbox = async (to: string, subject: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: { to: { equals: to }, subject: { contains: subject } },
      sort: '-createdAt',
      overrideAccess: true,
    })
  ).docs

/** The link a message carries: confirmation id and token. */
function linkIn(text: string): { confirmationId: string; token: string } {
  const match = text.match(/\/bokning\/([A-Z2-9]{10})\/([0-9a-f]{32})/)
  expect(match).not.toBeNull()
  return { confirmationId: match![1], token: match![2] }
}

const stored = async (confirmationId: string) =>
  (
    await payload.find({
      collection: 'workshop-bookings',
      where: { confirmationId: { equals: confirmationId } },
      overrideAccess: true,
    })
  ).docs[0]

describe('a customer changes a booking through the link in its confirmation', () => {
  it('mails and texts the link, which opens the booking and no other', async () => {
    const id = await booked('2026-12-22T10:00:00', 1)
    const [mail] = await outbox(`customer1@example.se`, id)
    const [text] = await outbox(phone(1), id)
    const link = linkIn(mail.text)
    expect(linkIn(text.text)).toEqual(link)
    expect(mail.text).toMatch(/Flytta eller avboka din tid: https?:\/\/[^/\s]+\/bokning\//)
    const found = await changes.bookingForLink(payload, link.confirmationId, link.token, now)
    expect(found).toMatchObject({ status: 'found', mayChange: true, serviceNames: ['Liten service'] })
    // One character off, another booking's number, a malformed token: the same answer for each.
    const flipped = link.token.slice(0, -1) + (link.token.endsWith('0') ? '1' : '0')
    expect(await changes.bookingForLink(payload, id, flipped, now)).toEqual({ status: 'invalid' })
    expect(await changes.bookingForLink(payload, 'ZZZZZZZZZZ', link.token, now)).toEqual({
      status: 'invalid',
    })
    expect(await changes.bookingForLink(payload, id, 'not-a-token', now)).toEqual({ status: 'invalid' })
    // After the appointment's day the link has expired.
    expect(await changes.bookingForLink(payload, id, link.token, new Date('2026-12-23T00:30:00Z'))).toEqual({
      status: 'expired',
    })
  })

  it('moves to a free time only: mails the new time with the same calendar event, and the old link stops working', async () => {
    const id = await booked('2026-12-22T11:00:00', 2)
    await booked('2026-12-22T13:00:00', 3)
    const link = linkIn((await outbox(`customer2@example.se`, id))[0].text)
    const linked = await changes.bookingForLink(payload, id, link.token, now)
    if (linked.status !== 'found') throw new Error(linked.status)
    // Its own time is free for it; the other customer's is not offered.
    const times = await changes.freeTimesFor(payload, linked, now)
    const tuesday = times.find((day) => day.date === '2026-12-22')!.availableSlots
    expect(tuesday).toContain('11:00')
    expect(tuesday).not.toContain('13:00')
    expect(await changes.moveByLink(payload, link, { date: '2026-12-22', time: '13:00' }, now)).toEqual({
      status: 'TimeslotNotAvailable',
    })
    const moved = await changes.moveByLink(payload, link, { date: '2026-12-23', time: '09:00' }, now)
    expect(moved).toMatchObject({
      status: 'changed',
      booking: { date: '2026-12-23', time: '09:00', sequence: 1 },
    })
    const booking = await stored(id)
    expect(booking.changes).toEqual([
      expect.objectContaining({ by: 'customer', from: '2026-12-22 11:00', to: '2026-12-23 09:00' }),
    ])
    const [mail] = await outbox(`customer2@example.se`, `Ny tid för din bokning ${id}`)
    expect(mail.text).toContain('onsdag 23 december 2026 kl. 09:00')
    const [invitation] = mail.attachments as Array<{ content: string }>
    expect(invitation.content).toContain(`UID:${id}@workshop-booking`)
    expect(invitation.content).toContain('SEQUENCE:1')
    expect(invitation.content).toContain('DTSTART;TZID=Europe/Stockholm:20261223T090000')
    const [text] = await outbox(phone(2), `Ny tid för din bokning ${id}`)
    expect(text.text).toContain('onsdag 23 december 2026 kl. 09:00')
    // The old link is spent; the new one works, and its old time is free for others again.
    expect(await changes.cancelByLink(payload, link, now)).toEqual({ status: 'invalid' })
    const newLink = linkIn(mail.text)
    expect(newLink.token).not.toBe(link.token)
    expect(await changes.bookingForLink(payload, id, newLink.token, now)).toMatchObject({ status: 'found' })
    expect((await stored(id)).status).toBe('booked')
    await booked('2026-12-22T11:00:00', 4)
  })

  it('cancels: the time is free again, the customer is told, and the link shows the cancelled booking only', async () => {
    const id = await booked('2026-12-28T10:00:00', 5)
    const link = linkIn((await outbox(`customer5@example.se`, id))[0].text)
    const outcome = await changes.cancelByLink(payload, link, now)
    expect(outcome).toMatchObject({ status: 'changed', booking: { status: 'cancelled', sequence: 1 } })
    const [mail] = await outbox(`customer5@example.se`, `Din bokning ${id} är avbokad`)
    expect(mail.text).not.toContain('/bokning/')
    expect((mail.attachments as Array<{ content: string }>)[0].content).toContain('STATUS:CANCELLED')
    if (outcome.status !== 'changed') return
    const current = changes.changeToken(outcome.booking)
    expect(await changes.bookingForLink(payload, id, current, now)).toMatchObject({
      status: 'found',
      mayChange: false,
    })
    expect(await changes.cancelByLink(payload, { confirmationId: id, token: current }, now)).toEqual({
      status: 'Stale',
    })
    await booked('2026-12-28T10:00:00', 6)
  })

  it('refuses a change after the workshop’s cut-off, 24 hours before by default', async () => {
    const id = await booked('2026-12-29T10:00:00', 7)
    const link = linkIn((await outbox(`customer7@example.se`, id))[0].text)
    const dayBefore = new Date('2026-12-28T10:00:00Z')
    expect(await changes.moveByLink(payload, link, { date: '2026-12-30', time: '10:00' }, dayBefore)).toEqual(
      {
        status: 'TooLate',
      },
    )
    expect(await changes.cancelByLink(payload, link, dayBefore)).toEqual({ status: 'TooLate' })
    expect((await stored(id)).status).toBe('booked')
  })

  it('applies one of two changes sent at once with the same link', async () => {
    const id = await booked('2026-12-30T10:00:00', 8)
    const link = linkIn((await outbox(`customer8@example.se`, id))[0].text)
    const outcomes = await Promise.all([
      changes.moveByLink(payload, link, { date: '2026-12-30', time: '14:00' }, now),
      changes.moveByLink(payload, link, { date: '2026-12-30', time: '15:00' }, now),
      changes.cancelByLink(payload, link, now),
    ])
    expect(outcomes.filter((outcome) => outcome.status === 'changed')).toHaveLength(1)
    expect((await stored(id)).sequence).toBe(1)
  })
})

describe('POST /api/workshop/bokning/{id}/{token}', () => {
  const post = (link: { confirmationId: string; token: string }, fields: Record<string, string>) =>
    changeHttp.handleBookingChange(
      new Request(
        `http://automotive-se.localhost/api/workshop/bokning/${link.confirmationId}/${link.token}`,
        {
          method: 'POST',
          body: new URLSearchParams(fields),
        },
      ),
      link,
      now,
    )

  it('sends the browser to the booking’s new link after a move, and back with the reason after a refusal', async () => {
    const id = await booked('2027-01-04T10:00:00', 9)
    const link = linkIn((await outbox(`customer9@example.se`, id))[0].text)
    const bad = await post(link, { action: 'move', date: '4 januari', time: '25:00' })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['date', 'time'])
    const moved = await post(link, { action: 'move', date: '2027-01-04', time: '12:00' })
    expect(moved.status).toBe(303)
    const location = moved.headers.get('location')!
    expect(location).toMatch(new RegExp(`^/bokning/${id}/[0-9a-f]{32}\\?klart=flyttad$`))
    expect(location).not.toContain(link.token)
    const again = await post(link, { action: 'cancel' })
    expect(again.headers.get('location')).toBe(`/bokning/${id}/${link.token}?fel=invalid`)
  })
})

describe('staff move or cancel a booking from its page in the admin', () => {
  const as = (user: User | null, id: number, body?: unknown) =>
    ({ payload, user, routeParams: { id: String(id) }, json: async () => body }) as unknown as PayloadRequest
  const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

  it('lets the workshop’s reception move it to a free time, and tells the customer', async () => {
    const id = await booked('2027-01-05T10:00:00', 10)
    await booked('2027-01-05T13:00:00', 11)
    const booking = await stored(id)
    const free = await answer(await staff.handleStaffFreeTimes(as(users.reception, booking.id), now))
    expect(free.body).toMatchObject({ changeable: true, sequence: 0, isFullDay: false })
    expect(
      free.body.days.find((day: { date: string }) => day.date === '2027-01-05').availableSlots,
    ).not.toContain('13:00')
    const move = (time: string, sequence = 0) =>
      staff.handleStaffMove(as(users.reception, booking.id, { date: '2027-01-05', time, sequence }), now)
    expect(await answer(await move('13:00'))).toMatchObject({
      status: 409,
      body: { code: 'TimeslotNotAvailable' },
    })
    expect(await answer(await move('15:00'))).toMatchObject({
      status: 200,
      body: { booking: { time: '15:00' } },
    })
    // The page the receptionist had open is out of date now.
    expect(await answer(await move('16:00'))).toMatchObject({ status: 409, body: { code: 'Stale' } })
    expect((await stored(id)).changes).toEqual([
      expect.objectContaining({ by: 'staff', to: '2027-01-05 15:00' }),
    ])
    const [mail] = await outbox('customer10@example.se', `Ny tid för din bokning ${id}`)
    expect(mail.text).toContain('tisdag 5 januari 2027 kl. 15:00')
  })

  it('cancels with a reason the customer is told, and refuses users of other workshops', async () => {
    const id = await booked('2027-01-07T10:00:00', 12)
    const booking = await stored(id)
    expect((await staff.handleStaffFreeTimes(as(null, booking.id), now)).status).toBe(401)
    expect((await staff.handleStaffFreeTimes(as(users.editor, booking.id), now)).status).toBe(403)
    expect((await staff.handleStaffFreeTimes(as(users.otherReception, booking.id), now)).status).toBe(404)
    const cancel = (user: User, reason: string) =>
      staff.handleStaffCancel(as(user, booking.id, { reason, sequence: 0 }), now)
    expect((await cancel(users.otherReception, 'Stängt')).status).toBe(404)
    expect(await answer(await cancel(users.reception, ' '))).toMatchObject({
      status: 400,
      body: { fields: { reason: expect.any(String) } },
    })
    expect((await stored(id)).status).toBe('booked')
    expect(
      await answer(await cancel(users.reception, 'Verkstaden är stängd på grund av strömavbrott')),
    ).toMatchObject({ status: 200 })
    expect(await stored(id)).toMatchObject({
      status: 'cancelled',
      changes: [expect.objectContaining({ by: 'staff' })],
    })
    const [mail] = await outbox('customer12@example.se', `Din bokning ${id} är avbokad`)
    expect(mail.text).toContain('Orsak: Verkstaden är stängd på grund av strömavbrott')
    expect(
      (await answer(await staff.handleStaffFreeTimes(as(users.reception, booking.id), now))).body,
    ).toMatchObject({
      changeable: false,
      days: [],
    })
  })
})

describe('the workshop confirms a booking', () => {
  const as = (user: User | null, id: number, body?: unknown) =>
    ({ payload, user, routeParams: { id: String(id) }, json: async () => body }) as unknown as PayloadRequest

  it('names the workshop and customer, tells the customer, keeps their link, and confirms once', async () => {
    const id = await booked('2027-01-08T10:00:00', 13)
    const booking = await stored(id)
    expect(booking).toMatchObject({ customerName: 'Anna Kund', workshopName: 'Automotive Stockholm' })
    const confirm = (user: User | null, sequence = 0) =>
      staff.handleStaffConfirm(as(user, booking.id, { sequence }), now)
    expect((await confirm(null)).status).toBe(401)
    expect((await confirm(users.editor)).status).toBe(403)
    expect((await confirm(users.otherReception)).status).toBe(404)
    expect((await confirm(users.reception)).status).toBe(200)
    expect((await confirm(users.reception)).status).toBe(409)
    expect(await stored(id)).toMatchObject({ confirmedAt: now.toISOString(), sequence: 0 })
    const [mail] = await outbox('customer13@example.se', `Din bokning ${id} är bekräftad`)
    expect(mail.text).toContain('fredag 8 januari 2027 kl. 10:00')
    expect(await outbox(phone(13), 'är bekräftad')).toHaveLength(1)
    // The link from the booking's confirmation still works: the customer moves it, which the
    // workshop has not seen, so it is no longer confirmed.
    const link = linkIn(mail.text)
    const moved = await changes.moveByLink(payload, link, { date: '2027-01-08', time: '14:00' }, now)
    expect(moved).toMatchObject({ status: 'changed', booking: { time: '14:00', confirmedAt: null } })
    const byStaff = await staff.handleStaffMove(
      as(users.reception, booking.id, { date: '2027-01-08', time: '15:00', sequence: 1 }),
      now,
    )
    expect(byStaff.status).toBe(200)
    expect((await stored(id)).confirmedAt).toBe(now.toISOString())
  })
})

describe('hours, closed days and horizon the workshop sets', () => {
  it('books by them over the catalog’s, and the planner shows its days by them', async () => {
    const [capacity] = (
      await payload.find({
        collection: 'workshop-capacities',
        where: { departmentId: { equals: '100.4502' } },
        overrideAccess: true,
      })
    ).docs
    await payload.update({
      collection: 'workshop-capacities',
      id: capacity.id,
      overrideAccess: true,
      data: {
        horizonMonths: 1,
        // Saturdays are closed in the catalog; this workshop opens them.
        weekHours: { saturday: '09:00–13:00' },
        closedDays: [
          { date: '2027-01-13T11:00:00.000Z', note: 'Inventering' },
          { date: '2027-01-14T11:00:00.000Z', hours: '12:00–14:00' },
        ],
      },
    })
    try {
      const refused = await payload
        .update({
          collection: 'workshop-capacities',
          id: capacity.id,
          overrideAccess: true,
          data: { weekHours: { monday: '17:00–07:00' } },
        })
        .catch((error: { data?: { errors?: Array<{ path: string; message: string }> } }) => error.data)
      expect(refused).toMatchObject({
        errors: [{ path: 'weekHours.monday', message: expect.stringContaining('07:00–17:00') }],
      })
      expect(await stored(await booked('2027-01-09T10:00:00', 14))).toMatchObject({ date: '2027-01-09' })
      await expect(booked('2027-01-13T10:00:00', 15)).rejects.toThrow(/TimeslotNotAvailable/)
      await expect(booked('2027-01-14T10:00:00', 15)).rejects.toThrow(/TimeslotNotAvailable/)
      expect(await stored(await booked('2027-01-14T12:00:00', 15))).toMatchObject({ time: '12:00' })
      // A month ahead, not three.
      await expect(booked('2027-01-25T10:00:00', 16)).rejects.toThrow(/TimeslotNotAvailable/)

      const { plannerDays, plannerWorkshops } = await import('./planner-data')
      const req = (user: User) => ({ payload, user }) as unknown as PayloadRequest
      expect(await plannerWorkshops(req(users.otherReception))).toEqual([])
      expect(await plannerWorkshops(req(users.editor))).toEqual([])
      const [workshop] = await plannerWorkshops(req(users.reception))
      expect(workshop.siteName).toBe('Automotive Stockholm')
      const { plans, notes } = await plannerDays(payload, req(users.reception), workshop, '2027-01-09', 6)
      const saturday = plans[0]
      expect(saturday.hours).toEqual({ opens: '09:00', closes: '13:00' })
      expect(saturday.slots[1].bays[0]).toMatchObject({
        booking: { registrationNumber: plate(14), customerName: 'Anna Kund', services: ['Liten service'] },
      })
      expect(plans[4]).toMatchObject({ date: '2027-01-13', hours: null, slots: [] })
      expect(notes.get('2027-01-13')).toBe('Inventering')
      expect(plans[5].slots.map((slot) => slot.left)).toEqual([0, 1])
      // Another workshop's receptionist reads none of its bookings, whatever they ask for.
      const other = await plannerDays(payload, req(users.otherReception), workshop, '2027-01-09', 1)
      expect(other.plans[0].slots.every((slot) => slot.left === 1)).toBe(true)
    } finally {
      await payload.update({
        collection: 'workshop-capacities',
        id: capacity.id,
        overrideAccess: true,
        data: { horizonMonths: 3, weekHours: { saturday: null }, closedDays: [] },
      })
    }
  })
})
