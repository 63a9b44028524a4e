import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'
import type { BookingRequest, WorkshopDay } from './bookings'

let payload: Payload
let cleanup: () => Promise<void>
let bookings: typeof import('./bookings')
beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  bookings = await import('./bookings')
})
afterAll(() => cleanup())

/** Three bays, hourly slots 08:00–12:00. */
const day: WorkshopDay = {
  hours: { opens: '08:00', closes: '12:00' },
  capacity: { bays: 3, slotMinutes: 60 },
}
const request = (departmentId: string, time: string | null, index = 0): BookingRequest => ({
  departmentId,
  date: '2026-12-01',
  time,
  minutes: 60,
  registrationNumber: `ABC${String(index).padStart(3, '0')}`,
  mileage: 1000,
  customer: { firstName: 'Anna', lastName: 'Kund', phone: '0701234567', email: `anna${index}@example.com` },
  services: [{ kobraId: 'oil' }],
  today: '2026-12-01',
})

describe('workshop bookings', () => {
  it('stores a booking with a confirmation id and refuses it once the time is full', async () => {
    const first = await bookings.book(payload, request('dep-a', '09:00'), {
      ...day,
      capacity: { bays: 1, slotMinutes: 60 },
    })
    expect(first.status).toBe('booked')
    if (first.status !== 'booked') return
    expect(first.booking.confirmationId).toMatch(/^[A-Z2-9]{10}$/)
    expect(first.booking).toMatchObject({
      date: '2026-12-01',
      time: '09:00',
      isFullDay: false,
      status: 'booked',
    })
    expect(
      await bookings.book(payload, request('dep-a', '09:00', 1), {
        ...day,
        capacity: { bays: 1, slotMinutes: 60 },
      }),
    ).toEqual({ status: 'TimeslotNotAvailable' })
    // Another time of the same day, and the same time at another workshop, are still free.
    expect(
      (
        await bookings.book(payload, request('dep-a', '10:00', 2), {
          ...day,
          capacity: { bays: 1, slotMinutes: 60 },
        })
      ).status,
    ).toBe('booked')
    expect(
      (
        await bookings.book(payload, request('dep-b', '09:00', 3), {
          ...day,
          capacity: { bays: 1, slotMinutes: 60 },
        })
      ).status,
    ).toBe('booked')
  })

  it('records a full-day booking at 08:00 and frees a cancelled booking’s time', async () => {
    const oneBay = { ...day, capacity: { bays: 1, slotMinutes: 60 } }
    const fullDay = await bookings.book(payload, { ...request('dep-c', null), minutes: 240 }, oneBay)
    expect(fullDay.status === 'booked' && fullDay.booking).toMatchObject({ time: '08:00', isFullDay: true })
    // The full-day job takes all four places of the day.
    expect(await bookings.book(payload, request('dep-c', '11:00', 1), oneBay)).toEqual({
      status: 'TimeslotNotAvailable',
    })
    if (fullDay.status !== 'booked') return
    await payload.update({
      collection: 'workshop-bookings',
      id: fullDay.booking.id,
      data: { status: 'cancelled' },
      overrideAccess: true,
    })
    expect((await bookings.book(payload, request('dep-c', '11:00', 2), oneBay)).status).toBe('booked')
  })

  it('never exceeds capacity: 200 simultaneous bookings of one time with 3 bays give 3 bookings', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) =>
        bookings.book(payload, request('dep-rush', '10:00', index), day),
      ),
    )
    const failures = outcomes.filter((outcome) => outcome.status === 'rejected')
    expect(failures).toEqual([])
    const statuses = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' ? outcome.value.status : 'error',
    )
    expect(statuses.filter((status) => status === 'booked')).toHaveLength(3)
    expect(statuses.filter((status) => status === 'TimeslotNotAvailable')).toHaveLength(197)
    const stored = await bookings.bookedJobs(payload, 'dep-rush', '2026-12-01')
    expect(stored).toHaveLength(3)
  })

  it('holds at most three open bookings of one car, whatever the workshop, also when they race', async () => {
    const plate = (date: string, departmentId: string) => ({
      ...request(departmentId, '08:00', 900),
      date,
      registrationNumber: 'CAP123',
    })
    // Twenty bookings of one car at once, each at its own workshop and day: three are stored.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        bookings.book(
          payload,
          plate(`2026-12-${String(2 + index).padStart(2, '0')}`, `dep-car-${index}`),
          day,
        ),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'booked')).toHaveLength(3)
    expect(outcomes.filter((outcome) => outcome.status === 'TooManyOpenBookings')).toHaveLength(17)
    // A booking before today is not open; another car is not held back.
    const later = { ...plate('2026-12-30', 'dep-car-x'), today: '2026-12-31' }
    expect((await bookings.book(payload, { ...later, date: '2027-01-04' }, day)).status).toBe('booked')
    const other = {
      ...plate('2026-12-30', 'dep-car-y'),
      registrationNumber: 'CAP124',
      customer: { firstName: 'B', lastName: 'C', phone: '0701234567', email: 'other@example.com' },
    }
    expect((await bookings.book(payload, other, day)).status).toBe('booked')
  })

  it('holds at most three open bookings of one contact address, however it is written, across cars', async () => {
    const byContact = (index: number, email: string) => ({
      ...request(`dep-contact-${index}`, '08:00', 950 + index),
      customer: { firstName: 'R', lastName: 'S', phone: '0701234567', email },
    })
    const outcomes = await Promise.all(
      [
        'relay@example.org',
        'Relay@Example.org',
        ' relay@example.org ',
        'RELAY@example.org',
        'relay@example.org',
      ].map((email, index) => bookings.book(payload, byContact(index, email), day)),
    )
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([
      'TooManyOpenBookings',
      'TooManyOpenBookings',
      'booked',
      'booked',
      'booked',
    ])
  })

  it('holds at most ten open bookings of one client, whatever the cars and addresses, also when they race', async () => {
    const fromClient = (index: number, client: string | null) => ({
      ...request(`dep-client-${index}`, '08:00', 1_000 + index),
      customer: { firstName: 'C', lastName: 'D', phone: '0701234567', email: `client${index}@example.com` },
      client,
    })
    const outcomes = await Promise.all(
      Array.from({ length: 14 }, (_, index) => bookings.book(payload, fromClient(index, '203.0.113.7'), day)),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'booked')).toHaveLength(10)
    expect(outcomes.filter((outcome) => outcome.status === 'TooManyOpenBookings')).toHaveLength(4)
    // Another client books; an exempt client (no counting key) is not held back.
    expect((await bookings.book(payload, fromClient(20, '203.0.113.8'), day)).status).toBe('booked')
    expect((await bookings.book(payload, fromClient(21, null), day)).status).toBe('booked')
    // What is stored is a keyed hash of the client, not the address.
    const stored = await payload.find({
      collection: 'workshop-bookings',
      where: { registrationNumber: { equals: 'ABC1000' } },
      overrideAccess: true,
    })
    expect(stored.docs[0].client).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(stored.docs[0])).not.toContain('203.0.113')
  })
})
