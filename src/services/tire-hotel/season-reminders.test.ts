import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

let payload: Payload
let cleanup: () => Promise<void>
let reminders: typeof import('./season-reminders')

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  reminders = await import('./season-reminders')
})
afterAll(async () => {
  await cleanup()
})

let made = 0
async function agreement(station: string, contact: { phone?: string; email?: string | null } = {}) {
  made++
  return payload.create({
    collection: 'tire-hotel-agreements',
    overrideAccess: true,
    data: {
      agreementNumber: `TH-SEASON-${made}`,
      station,
      customerName: `Kund ${made}`,
      phone: contact.phone ?? `+46 70 222 33 ${String(made).padStart(2, '0')}`,
      email: contact.email === undefined ? `season${made}@example.se` : contact.email,
      vehicles: [{ regNo: `SSN${String(made).padStart(3, '0')}`, brand: 'Volvo', model: 'XC60', tires: [] }],
    },
  })
}

const told = async (to: string) =>
  (await payload.find({ collection: 'outbox', where: { to: { equals: to } }, overrideAccess: true })).docs

/** Noon in Stockholm on a day. */
const on = (date: string) => new Date(`${date}T12:00:00+01:00`)

describe('the tire hotel’s season reminder', () => {
  it('tells each agreement of a station once when its season opens, however many runs race, and again next season', async () => {
    const station = await payload.create({
      collection: 'workshop-capacities',
      overrideAccess: true,
      data: {
        departmentId: '100.4502',
        workshopName: 'Automotive Stockholm',
        bays: 2,
        slotMinutes: 60,
        leadMinutes: 120,
        wheelSeasonOpens: '2027-03-15T11:00:00.000Z',
      },
    })
    const [first, second] = [await agreement('100.4502'), await agreement('100.4502', { email: null })]
    const elsewhere = await agreement('102.4502')

    expect(await reminders.sendSeasonReminders(payload, on('2027-03-14'))).toBe(0)
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => reminders.sendSeasonReminders(payload, on('2027-03-16'))),
    )
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2)
    const [text] = await told(first.phone)
    expect(text).toMatchObject({ channel: 'sms' })
    expect(text.text).toContain(
      'Nu kan du boka hjulskifte för dina hjul i däckhotellet hos Automotive Stockholm',
    )
    expect((await told(first.email!)).map((message) => message.subject)).toEqual([
      'Dags att boka hjulskifte, Automotive Stockholm',
    ])
    expect(await told(second.phone)).toHaveLength(1)
    expect(await told(elsewhere.phone)).toEqual([])
    // Told once: later runs of the season send nothing, nor do runs long after it opened.
    expect(await reminders.sendSeasonReminders(payload, on('2027-03-20'))).toBe(0)

    // Next season, the same agreements are told again.
    await payload.update({
      collection: 'workshop-capacities',
      id: station.id,
      overrideAccess: true,
      data: { wheelSeasonOpens: '2027-10-01T11:00:00.000Z' },
    })
    expect(await reminders.sendSeasonReminders(payload, on('2027-11-15'))).toBe(0)
    expect(await reminders.sendSeasonReminders(payload, on('2027-10-02'))).toBe(2)
    expect(await told(first.phone)).toHaveLength(2)
  })
})
