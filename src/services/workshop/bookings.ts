/**
 * Taking a workshop booking without ever exceeding the workshop's capacity (decisions: Workshop
 * capacity), also when many visitors book the same time at once. The check and the insert run in
 * one transaction that holds the workshop day: on PostgreSQL an advisory lock on (department,
 * date), on SQLite the write lock every transaction takes first (BEGIN IMMEDIATE,
 * src/cms/payload.config.ts). Inside it the day's stored bookings are read again and the new one
 * must still fit (free-times.ts).
 */
import 'server-only'
import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { WorkshopBooking } from '@/cms/payload-types'
import { derivedKey, hmacHex } from '@/lib/derived-keys'
import { databaseConfig } from '@/lib/database'
import type { Hours } from '@/lib/opening-hours'
import { fits, fullDayTime, type BookedJob, type Capacity } from './free-times'

export type BookingRequest = {
  departmentId: string
  /** The workshop's name, kept on the booking for lists and the planner. */
  workshopName?: string
  date: string
  /** 'HH:mm', or null for a full-day booking (recorded at 08:00). */
  time: string | null
  minutes: number
  registrationNumber: string
  mileage: number
  customer: { firstName: string; lastName: string; phone: string; email: string }
  services: Array<{ kobraId: string; unitsSelected?: number; userInput?: string }>
  freeText?: string
  /** Today in the workshops' time zone ('yyyy-MM-dd'): bookings from it on are open. */
  today: string
  /** The client's counting key (rate-limit's clientBucket); null or absent when it is exempt. */
  client?: string | null
}

/** What the workshop day offers: its hours after deviations, capacity and how soon it takes a car. */
export type WorkshopDay = { hours: Hours | null; capacity: Capacity; earliest?: string }

export type BookingOutcome =
  | { status: 'booked'; booking: WorkshopBooking }
  | { status: 'TimeslotNotAvailable' }
  | { status: 'TooManyOpenBookings' }

/**
 * Open bookings (booked, today or later) one registration number, and one contact e-mail address,
 * may hold across all workshops: a car's service and its wheel change, and one more, but not a
 * calendar filled by one visitor ("Bookings: open bookings per car and contact").
 * BOOKING_OPEN_LIMIT sets another bound (the browser tests book the demo cars many times over).
 */
export function maxOpenBookings(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.BOOKING_OPEN_LIMIT)
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 3
}

/**
 * Open bookings one client (an address, an IPv6 /64) may hold: wider than a car's, since an
 * office or a mobile operator's shared address books for many people, but a bound on one visitor
 * who varies the car and the address ("Bookings: open bookings per client").
 * BOOKING_CLIENT_OPEN_LIMIT sets another.
 */
export function maxOpenBookingsPerClient(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.BOOKING_CLIENT_OPEN_LIMIT)
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 10
}

/**
 * What a booking stores of its client: a keyed hash, enough to count the client's open bookings
 * and no address anyone could read back.
 */
function clientMark(client: string): string {
  return hmacHex(derivedKey('workshop', 'workshop booking client'), client).slice(0, 32)
}

/** Lock namespace of workshop days (the catalog's migrations use another constant). */
const lockNamespace = 7_342_018
/** Lock namespace of registration numbers, contacts and clients: their open bookings are counted under it. */
const carLockNamespace = 7_342_019

/** FNV-1a of a text (a department and date, a registration number, a contact) as an advisory lock's key. */
function lockKey(text: string): number {
  let hash = 0x811c9dc5
  for (const character of text) {
    hash ^= character.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

/** A confirmation id a customer can read out on the phone: 10 characters without look-alikes. */
function confirmationId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('')
}

/** The bookings that hold capacity, as the free-time rule counts them. */
async function findBookedJobs(
  payload: Payload,
  where: Where,
  req?: Partial<PayloadRequest>,
): Promise<Array<BookedJob & { departmentId: string }>> {
  const found = await payload.find({
    collection: 'workshop-bookings',
    where: { ...where, status: { equals: 'booked' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { departmentId: true, date: true, time: true, isFullDay: true, minutes: true },
    req,
  })
  return found.docs.map((booking) => ({
    departmentId: booking.departmentId,
    date: booking.date,
    time: booking.isFullDay ? null : booking.time,
    minutes: booking.minutes,
  }))
}

/**
 * The bookings that hold capacity on a day, or from `date` up to and not including `until`
 * (dates 'yyyy-MM-dd' compare as text).
 */
export async function bookedJobs(
  payload: Payload,
  departmentId: string,
  date: string,
  req?: Partial<PayloadRequest>,
  until?: string,
): Promise<BookedJob[]> {
  const dates = until ? { greater_than_equal: date, less_than: until } : { equals: date }
  return findBookedJobs(payload, { departmentId: { equals: departmentId }, date: dates }, req)
}

/** The bookings of several workshops from `from` up to `until` in one query, by department id. */
export async function bookedJobsOf(
  payload: Payload,
  departmentIds: string[],
  from: string,
  until: string,
): Promise<Map<string, BookedJob[]>> {
  const jobs = await findBookedJobs(payload, {
    departmentId: { in: departmentIds },
    date: { greater_than_equal: from, less_than: until },
  })
  const byDepartment = new Map(departmentIds.map((id) => [id, [] as BookedJob[]]))
  for (const { departmentId, ...job } of jobs) byDepartment.get(departmentId)?.push(job)
  return byDepartment
}

/** The transaction's Drizzle handle (PostgreSQL's `execute`; both dialects' query builder). */
export type TransactionDb = {
  execute: (query: unknown) => Promise<unknown>
  update: (table: unknown) => unknown
}

/**
 * Runs `work` in one transaction, holding PostgreSQL's advisory locks of `locks` (namespace and
 * text, taken in the given order); SQLite's write lock covers everything (BEGIN IMMEDIATE).
 * `work` resolves to what to answer and whether to commit; a throw rolls back. On SQLite every write
 * of the process goes through a transaction like this one (src/cms/sqlite-transactions.ts).
 */
export async function inTransaction<T>(
  payload: Payload,
  locks: Array<[namespace: number, text: string]>,
  work: (req: Partial<PayloadRequest>, db: TransactionDb) => Promise<{ commit: boolean; result: T }>,
): Promise<T> {
  const transactionID = await payload.db.beginTransaction()
  if (!transactionID) throw new Error('workshop bookings need a database with transactions')
  const req = { transactionID } as Partial<PayloadRequest>
  try {
    const { db } = (payload.db as unknown as { sessions: Record<string, { db: TransactionDb }> }).sessions[
      String(transactionID)
    ]
    if (databaseConfig().dialect === 'postgres')
      for (const [namespace, text] of locks)
        await db.execute(sql`SELECT pg_advisory_xact_lock(${namespace}, ${lockKey(text)})`)
    const { commit, result } = await work(req, db)
    if (commit) await payload.db.commitTransaction(transactionID)
    else await payload.db.rollbackTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

const dayLock = (departmentId: string, date: string): [number, string] => [
  lockNamespace,
  `${departmentId}|${date}`,
]

export async function book(
  payload: Payload,
  request: BookingRequest,
  day: WorkshopDay,
): Promise<BookingOutcome> {
  // Stored as one address, however the visitor wrote it, so the bound counts it once.
  const contact = request.customer.email.trim().toLowerCase()
  const client = request.client ? clientMark(request.client) : null
  // The car, the contact, the client, then the day: every booking takes them in this order.
  const locks: Array<[number, string]> = [
    [carLockNamespace, request.registrationNumber],
    [carLockNamespace, `contact|${contact}`],
    ...(client ? [[carLockNamespace, `client|${client}`] as [number, string]] : []),
    dayLock(request.departmentId, request.date),
  ]
  return inTransaction<BookingOutcome>(payload, locks, async (req) => {
    const openWith = async (where: Where) =>
      (
        await payload.count({
          collection: 'workshop-bookings',
          where: { ...where, status: { equals: 'booked' }, date: { greater_than_equal: request.today } },
          overrideAccess: true,
          req,
        })
      ).totalDocs
    const limit = maxOpenBookings()
    if (
      (await openWith({ registrationNumber: { equals: request.registrationNumber } })) >= limit ||
      (await openWith({ 'customer.email': { equals: contact } })) >= limit ||
      (client !== null && (await openWith({ client: { equals: client } })) >= maxOpenBookingsPerClient())
    )
      return { commit: false, result: { status: 'TooManyOpenBookings' } }
    const bookings = await bookedJobs(payload, request.departmentId, request.date, req)
    const free = fits({
      date: request.date,
      time: request.time,
      minutes: request.minutes,
      bookings,
      ...day,
    })
    if (!free) return { commit: false, result: { status: 'TimeslotNotAvailable' } }
    const booking = await payload.create({
      collection: 'workshop-bookings',
      overrideAccess: true,
      depth: 0,
      data: {
        confirmationId: confirmationId(),
        departmentId: request.departmentId,
        workshopName: request.workshopName,
        customerName: `${request.customer.firstName} ${request.customer.lastName}`.trim(),
        date: request.date,
        time: request.time ?? fullDayTime,
        isFullDay: request.time === null,
        minutes: request.minutes,
        status: 'booked',
        registrationNumber: request.registrationNumber,
        mileage: request.mileage,
        customer: { ...request.customer, email: contact },
        services: request.services,
        freeText: request.freeText,
        client,
      },
      req,
    })
    return { commit: true, result: { status: 'booked', booking } }
  })
}

/** A booking as its changer last saw it: a change applies only if no other came first. */
export type SeenBooking = { id: number; sequence?: number | null }
/** Who changes a booking, when, and why (a cancellation's reason). */
export type BookingChange = { by: 'customer' | 'staff'; at: Date; reason?: string }

export type ChangeOutcome =
  | { status: 'changed'; booking: WorkshopBooking }
  | { status: 'TimeslotNotAvailable' }
  /** Changed, cancelled or gone since it was seen. */
  | { status: 'Stale' }

const slotText = (booking: Pick<WorkshopBooking, 'date' | 'time' | 'isFullDay'>) =>
  `${booking.date} ${booking.isFullDay ? 'hela dagen' : booking.time}`

/** The booking, if it is still booked and unchanged since it was seen. */
async function currentBooking(payload: Payload, seen: SeenBooking, req: Partial<PayloadRequest>) {
  const booking = await payload.findByID({
    collection: 'workshop-bookings',
    id: seen.id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return booking && booking.status === 'booked' && (booking.sequence ?? 0) === (seen.sequence ?? 0)
    ? booking
    : null
}

type ChangeEntry = NonNullable<WorkshopBooking['changes']>[number]

/**
 * Writes a change: the booking's count of changes raised (so links from before stop working,
 * "Bookings: changes") and the change kept in its list.
 */
function applyChange(
  payload: Payload,
  booking: WorkshopBooking,
  data: Partial<WorkshopBooking>,
  entry: ChangeEntry,
  req: Partial<PayloadRequest>,
): Promise<WorkshopBooking> {
  return payload.update({
    collection: 'workshop-bookings',
    id: booking.id,
    depth: 0,
    overrideAccess: true,
    data: { ...data, sequence: (booking.sequence ?? 0) + 1, changes: [...(booking.changes ?? []), entry] },
    req,
  })
}

/**
 * Moves a booking to another time of its workshop if the job fits there ("Bookings: changes"),
 * under the locks of the booking and of both days, so it races neither visitors' bookings nor
 * another change of the same booking. `time` null is a full-day booking.
 */
export async function rebook(
  payload: Payload,
  seen: SeenBooking & { departmentId: string; date: string },
  to: { date: string; time: string | null },
  day: WorkshopDay,
  change: BookingChange,
): Promise<ChangeOutcome> {
  const days = [...new Set([seen.date, to.date])].sort()
  const locks: Array<[number, string]> = [
    [carLockNamespace, `booking|${seen.id}`],
    ...days.map((date) => dayLock(seen.departmentId, date)),
  ]
  return inTransaction<ChangeOutcome>(payload, locks, async (req) => {
    const booking = await currentBooking(payload, seen, req)
    if (!booking) return { commit: false, result: { status: 'Stale' } }
    const others = await findBookedJobs(
      payload,
      {
        departmentId: { equals: booking.departmentId },
        date: { equals: to.date },
        id: { not_equals: booking.id },
      },
      req,
    )
    if (!fits({ date: to.date, time: to.time, minutes: booking.minutes, bookings: others, ...day }))
      return { commit: false, result: { status: 'TimeslotNotAvailable' } }
    const moved = { date: to.date, time: to.time ?? fullDayTime, isFullDay: to.time === null }
    const updated = await applyChange(
      payload,
      booking,
      {
        ...moved,
        // The new day gets its own reminder; a time the staff chose is the workshop's, a time the
        // customer chose waits for the workshop's confirmation ("Bookings: the planner").
        remindedAt: null,
        confirmedAt: change.by === 'staff' ? change.at.toISOString() : null,
      },
      { at: change.at.toISOString(), by: change.by, from: slotText(booking), to: slotText(moved) },
      req,
    )
    return { commit: true, result: { status: 'changed', booking: updated } }
  })
}

/** Cancels a booking, which frees its time, if it is unchanged since it was seen. */
export async function cancelBooking(
  payload: Payload,
  seen: SeenBooking,
  change: BookingChange,
): Promise<ChangeOutcome> {
  return inTransaction<ChangeOutcome>(payload, [[carLockNamespace, `booking|${seen.id}`]], async (req) => {
    const booking = await currentBooking(payload, seen, req)
    if (!booking) return { commit: false, result: { status: 'Stale' } }
    const updated = await applyChange(
      payload,
      booking,
      { status: 'cancelled' },
      { at: change.at.toISOString(), by: change.by, from: slotText(booking), reason: change.reason },
      req,
    )
    return { commit: true, result: { status: 'changed', booking: updated } }
  })
}

/**
 * The workshop confirms a booking ("Bookings: the planner"). It is no change of time, so the
 * customer's link stays the same; a booking confirmed already is Stale.
 */
export async function confirmBooking(payload: Payload, seen: SeenBooking, at: Date): Promise<ChangeOutcome> {
  return inTransaction<ChangeOutcome>(payload, [[carLockNamespace, `booking|${seen.id}`]], async (req) => {
    const booking = await currentBooking(payload, seen, req)
    if (!booking || booking.confirmedAt) return { commit: false, result: { status: 'Stale' } }
    const updated = await payload.update({
      collection: 'workshop-bookings',
      id: booking.id,
      depth: 0,
      overrideAccess: true,
      data: { confirmedAt: at.toISOString() },
      req,
    })
    return { commit: true, result: { status: 'changed', booking: updated } }
  })
}
