import { addDays, format } from 'date-fns'
import { dateLabel } from '@/lib/dates/calendar-date'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearCache } from '@/lib/cache'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { createTestPayload } from '@/test/payload'
import { stockholmSite, workshopDepartment } from '@/test/workshops'
import type { BookingRequest, WorkshopDay } from './bookings'

let payload: Payload
let cleanup: () => Promise<void>
let bookings: typeof import('./bookings')
let reminders: typeof import('./reminders')

/** A day a month ahead, so that the bookings below were made before the day before it. */
const date = format(addDays(new Date(), 30), 'yyyy-MM-dd')
const dayBefore = format(addDays(new Date(), 29), 'yyyy-MM-dd')
/** The day before, in Stockholm (UTC+1 or +2): 08:30 is before the reminders' hour whatever the season, 12:00 after. */
const at = (time: string) => new Date(`${dayBefore}T${time}:00+01:00`)

const day: WorkshopDay = {
  hours: { opens: '08:00', closes: '16:00' },
  capacity: { bays: 5, slotMinutes: 60 },
}
const request = (n: number, on = date): BookingRequest => ({
  departmentId: '100.4502',
  date: on,
  time: '09:00',
  minutes: 60,
  registrationNumber: `REM${String(n).padStart(3, '0')}`,
  mileage: 1000,
  customer: {
    firstName: 'Anna',
    lastName: 'Kund',
    phone: `+46 70 111 11 ${n}`,
    email: `remind${n}@example.se`,
  },
  services: [{ kobraId: 'smallservice' }],
  today: format(new Date(), 'yyyy-MM-dd'),
})

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  await importRecords('sites_automotive-se', [stockholmSite([workshopDepartment('100.4502')])])
  await seedWorkshopServices(payload)
  bookings = await import('./bookings')
  reminders = await import('./reminders')
})
afterAll(async () => {
  await closeCatalogDatabases()
  await cleanup()
})

async function book(n: number, on = date) {
  const outcome = await bookings.book(payload, request(n, on), day)
  if (outcome.status !== 'booked') throw new Error(outcome.status)
  return outcome.booking
}

const reminded = async (confirmationId: string) =>
  (
    await payload.find({
      collection: 'outbox',
      where: {
        subject: {
          contains: `Påminnelse om din verkstadstid i morgon, Automotive Stockholm (${confirmationId})`,
        },
      },
      overrideAccess: true,
    })
  ).docs

describe('day-before reminders', () => {
  it('text and mail each booked customer of tomorrow once, from 10:00, however many runs race', async () => {
    const [first, second, cancelled, later] = [
      await book(1),
      await book(2),
      await book(3),
      await book(4, format(addDays(new Date(), 31), 'yyyy-MM-dd')),
    ]
    await bookings.cancelBooking(payload, cancelled, { by: 'staff', at: new Date() })
    expect(await reminders.sendDueReminders(payload, at('08:30'))).toBe(0)

    const sent = await Promise.all(
      Array.from({ length: 6 }, () => reminders.sendDueReminders(payload, at('12:00'))),
    )
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2)
    for (const booking of [first, second]) {
      const messages = await reminded(booking.confirmationId)
      expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms'])
      expect(messages.find((message) => message.channel === 'sms')?.text).toContain(
        `${dateLabel(date)} kl. 09:00`,
      )
      expect(messages.find((message) => message.channel === 'email')?.text).toContain('- Liten service')
    }
    expect(await reminded(cancelled.confirmationId)).toEqual([])
    expect(await reminded(later.confirmationId)).toEqual([])
    // A later run sends nothing again.
    expect(await reminders.sendDueReminders(payload, at('16:00'))).toBe(0)
  })

  it('reminds a booking moved to tomorrow, though it had been reminded of its former day', async () => {
    const booking = await book(5, format(addDays(new Date(), 29), 'yyyy-MM-dd'))
    await payload.update({
      collection: 'workshop-bookings',
      id: booking.id,
      data: { remindedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const moved = await bookings.rebook(payload, booking, { date, time: '10:00' }, day, {
      by: 'staff',
      at: new Date(),
    })
    expect(moved).toMatchObject({ status: 'changed', booking: { remindedAt: null } })
    expect(await reminders.sendDueReminders(payload, at('12:00'))).toBe(1)
    expect(await reminded(booking.confirmationId)).toHaveLength(2)
  })
})
