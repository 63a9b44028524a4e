/**
 * The day-before reminder of a workshop booking ("Bookings: reminders"): a text and a mail from
 * 10:00 the day before (`reminderHour`), once per booking however many servers run the job. Each booking is
 * claimed by one conditional update (still booked, not yet reminded) before its messages go out,
 * so of several servers at once exactly one sends; a booking cancelled meanwhile is never claimed.
 */
import 'server-only'
import { TZDate } from '@date-fns/tz'
import { addDays, format, startOfDay } from 'date-fns'
import { and, eq, isNull } from 'drizzle-orm'
import type { Payload } from 'payload'
import { logger } from '@/lib/log/logger'
import { tellCustomer } from './booking-changes'
import { inTransaction } from './bookings'
import { servicesByCode } from './catalogue'
import { workshopNetwork, workshopSitesIndex } from './network'
import { workshopTimeZone } from './workshops'

const log = logger.child({ name: 'workshop' })

/**
 * The hour of the day before from which reminders go out, in the workshops' time zone: 10 unless
 * WORKSHOP_REMINDER_HOUR says another (0–23).
 */
export function reminderHour(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.WORKSHOP_REMINDER_HOUR)
  return env.WORKSHOP_REMINDER_HOUR && Number.isInteger(configured) && configured >= 0 && configured < 24
    ? configured
    : 10
}

type Column = Parameters<typeof eq>[0]
type BookingsTable = { id: Column; remindedAt: Column; status: Column }
type Update = {
  set: (values: object) => {
    where: (condition: unknown) => { returning: (fields: object) => Promise<unknown[]> }
  }
}

/**
 * Sets the booking's reminder time to `at` where `claimable` holds, in a transaction of its own
 * (SQLite's writes of one process take turns in them); true when it did.
 */
async function markReminded(payload: Payload, id: number, at: Date | null, claimable: boolean) {
  const table = (payload.db as unknown as { tables: Record<string, BookingsTable> }).tables.workshop_bookings
  return inTransaction(payload, [], async (_req, db) => {
    const changed = await (db.update(table) as Update)
      .set({ remindedAt: at?.toISOString() ?? null })
      .where(
        claimable
          ? and(eq(table.id, id), isNull(table.remindedAt), eq(table.status, 'booked'))
          : eq(table.id, id),
      )
      .returning({ id: table.id })
    return { commit: true, result: changed.length === 1 }
  })
}

/** Marks the booking reminded if it is still booked and no one has; true for the one who did. */
const claim = (payload: Payload, id: number, at: Date) => markReminded(payload, id, at, true)
/** Unmarks a booking whose reminder could not be sent, for the next run. */
const release = (payload: Payload, id: number) => markReminded(payload, id, null, false)

/**
 * Sends the reminders due at `now`: bookings of tomorrow, still booked, not yet reminded, made
 * before today (a booking made today has just been confirmed). Answers how many were sent.
 */
export async function sendDueReminders(payload: Payload, now: Date): Promise<number> {
  const local = new TZDate(now.getTime(), workshopTimeZone)
  if (local.getHours() < reminderHour()) return 0
  const due = await payload.find({
    collection: 'workshop-bookings',
    where: {
      status: { equals: 'booked' },
      date: { equals: format(addDays(local, 1), 'yyyy-MM-dd') },
      remindedAt: { exists: false },
      createdAt: { less_than: startOfDay(local).toISOString() },
    },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  if (due.docs.length === 0) return 0
  const codesOf = (booking: (typeof due.docs)[number]) =>
    (booking.services as Array<{ kobraId: string }>).map((service) => service.kobraId)
  // The batch's services and workshops in one read each, not one per booking.
  const [network, services] = await Promise.all([
    workshopNetwork(payload, workshopSitesIndex()),
    servicesByCode(payload, [...new Set(due.docs.flatMap(codesOf))]),
  ])
  const nameOf = new Map(services.map((service) => [service.code, service.name]))
  let sent = 0
  for (const booking of due.docs) {
    if (!(await claim(payload, booking.id, now))) continue
    try {
      await tellCustomer(
        payload,
        'reminder',
        {
          booking,
          workshop: network.workshops.find((entry) => entry.departmentId === booking.departmentId) ?? null,
          serviceNames: codesOf(booking).flatMap((code) => nameOf.get(code) ?? []),
        },
        now,
      )
      sent++
    } catch (error) {
      // Not sent: the next run tries again.
      await release(payload, booking.id)
      log.error({ code: 'WORKSHOP_REMINDER_FAILED', bookingId: booking.id, err: error }, 'reminder failed')
    }
  }
  return sent
}
