/**
 * Staff confirm, move or cancel a workshop booking from its page in the admin ("Bookings: changes"):
 * the endpoints under /api/workshop-bookings/{id}/ (src/cms/collections/WorkshopBookings.ts).
 * Whoever may edit the booking (a group admin, the dealer's staff, the workshop's reception) may
 * change it, at any time before it: the customers' cut-off is theirs alone. Capacity is enforced
 * as for visitors, and the customer is told by mail and text.
 */
import 'server-only'
import type { PayloadRequest, Where } from 'payload'
import { z } from 'zod'
import type { WorkshopBooking } from '@/cms/payload-types'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { todayIn } from '@/lib/dates/calendar-date'
import {
  cancelAs,
  confirmAs,
  freeTimesFor,
  linkedBooking,
  moveBooking,
  type LinkedBooking,
} from './booking-changes'
import { workshopTimeZone } from './workshops'

const sequence = z.coerce.number().int().min(0)

const moveBody = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day'),
  /** 'HH:mm', or null for a full-day booking. */
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time')
    .nullable(),
  sequence,
})

const cancelBody = z.object({
  reason: z.string().trim().min(1, 'Say why, for the customer').max(500),
  sequence,
})

/** The booking, if the user may edit it; else the response that says why not. */
async function editableBooking(
  req: PayloadRequest,
): Promise<{ booking: WorkshopBooking; response?: never } | { response: Response }> {
  if (!req.user) return { response: Response.json({ error: 'Log in' }, { status: 401 }) }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return { response: Response.json({ error: 'Not found' }, { status: 404 }) }
  const access = await req.payload.collections['workshop-bookings'].config.access.update({ req, id })
  if (access === false) return { response: Response.json({ error: 'Not allowed' }, { status: 403 }) }
  const where: Where = access === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, access] }
  const found = await req.payload.find({
    collection: 'workshop-bookings',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const booking = found.docs[0]
  return booking ? { booking } : { response: Response.json({ error: 'Not found' }, { status: 404 }) }
}

/** Booked, its workshop still in the catalog, and its day not past. */
const changeable = (linked: LinkedBooking, now: Date) =>
  linked.booking.status === 'booked' &&
  linked.workshop !== null &&
  linked.booking.date >= todayIn(workshopTimeZone, now)

/** GET …/free-times: the days of the next four weeks the booking's job fits, with their times. */
export async function handleStaffFreeTimes(req: PayloadRequest, now = new Date()): Promise<Response> {
  const found = await editableBooking(req)
  if (found.response) return found.response
  const linked = await linkedBooking(req.payload, found.booking, now)
  return Response.json({
    changeable: changeable(linked, now),
    sequence: found.booking.sequence ?? 0,
    isFullDay: Boolean(found.booking.isFullDay),
    confirmed: Boolean(found.booking.confirmedAt),
    days: changeable(linked, now) ? await freeTimesFor(req.payload, linked, now) : [],
  })
}

const conflict = (code: string) => Response.json({ error: code, code }, { status: 409 })

/** POST …/move `{ date, time, sequence }`: moved, or 409 with why not. */
export async function handleStaffMove(req: PayloadRequest, now = new Date()): Promise<Response> {
  const found = await editableBooking(req)
  if (found.response) return found.response
  const parsed = moveBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const { date, time, sequence: seen } = parsed.data
  const linked = await linkedBooking(req.payload, { ...found.booking, sequence: seen }, now)
  if (!changeable(linked, now)) return conflict('Stale')
  if ((time === null) !== Boolean(found.booking.isFullDay)) return conflict('TimeslotNotAvailable')
  const outcome = await moveBooking(req.payload, linked, { date, time }, { by: 'staff', at: now })
  return outcome.status === 'changed' ? Response.json({ booking: outcome.booking }) : conflict(outcome.status)
}

/** POST …/cancel `{ reason, sequence }`: cancelled, or 409 when it changed meanwhile. */
export async function handleStaffCancel(req: PayloadRequest, now = new Date()): Promise<Response> {
  const found = await editableBooking(req)
  if (found.response) return found.response
  const parsed = cancelBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const linked = await linkedBooking(req.payload, { ...found.booking, sequence: parsed.data.sequence }, now)
  if (!changeable(linked, now)) return conflict('Stale')
  const outcome = await cancelAs(req.payload, linked, { by: 'staff', at: now, reason: parsed.data.reason })
  return outcome.status === 'changed' ? Response.json({ booking: outcome.booking }) : conflict(outcome.status)
}

/** POST …/confirm `{ sequence }`: confirmed, or 409 when it changed or was confirmed meanwhile. */
export async function handleStaffConfirm(req: PayloadRequest, now = new Date()): Promise<Response> {
  const found = await editableBooking(req)
  if (found.response) return found.response
  const parsed = z.object({ sequence }).safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const linked = await linkedBooking(req.payload, { ...found.booking, sequence: parsed.data.sequence }, now)
  if (!changeable(linked, now)) return conflict('Stale')
  const outcome = await confirmAs(req.payload, linked, now)
  return outcome.status === 'changed' ? Response.json({ booking: outcome.booking }) : conflict(outcome.status)
}
