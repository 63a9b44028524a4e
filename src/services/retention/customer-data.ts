/**
 * One customer's data on request ("Retention" in docs/decisions.md): everything the platform
 * holds about the person with an e-mail address or phone number, across leads, workshop bookings,
 * form answers, tire-hotel agreements and kept messages, to export or to erase.
 */
import 'server-only'
import type { CollectionSlug, Payload, Where } from 'payload'
import type { FormSubmission, Lead, Outbox, TireHotelAgreement, WorkshopBooking } from '@/cms/payload-types'
import { logger } from '@/lib/log/logger'
import { todayIn } from '@/lib/dates/calendar-date'
import { cancelBooking } from '@/services/workshop/bookings'
import { workshopTimeZone } from '@/services/workshop/workshops'
import { anonymiseRecord } from './anonymise'
import { mentionsEmail, namesCustomer, type CustomerKey } from './policy'

const log = logger.child({ name: 'retention' })

export type CustomerData = {
  leads: Lead[]
  workshopBookings: Omit<WorkshopBooking, 'client'>[]
  formSubmissions: FormSubmission[]
  tireHotelAgreements: TireHotelAgreement[]
  outbox: Outbox[]
}
export type CustomerDataCounts = Record<keyof CustomerData, number>

const pageSize = 500
const notAnonymised: Where = { anonymisedAt: { exists: false } }

/**
 * The records of a collection that `keep` accepts, read a page at a time. A scan rather than a
 * query: phone numbers are stored as typed, in any format, and only compare once normalised.
 */
async function scan<T>(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
  keep: (doc: T) => boolean,
): Promise<T[]> {
  const kept: T[] = []
  for (let page = 1; ; page++) {
    const found = await payload.find({
      collection,
      where,
      page,
      limit: pageSize,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    kept.push(...(found.docs as T[]).filter(keep))
    if (!found.hasNextPage) return kept
  }
}

/** Everything held about the customer with this e-mail address or phone number. */
export async function customerData(payload: Payload, key: CustomerKey): Promise<CustomerData> {
  const names = namesCustomer(key)
  const mentions = mentionsEmail(key)
  const leads = await scan<Lead>(payload, 'leads', notAnonymised, (lead) => names(lead.values))
  const bookings = await scan<WorkshopBooking>(payload, 'workshop-bookings', notAnonymised, (booking) =>
    names(booking.customer),
  )
  const leadIds = new Set(leads.map((lead) => lead.id))
  return {
    leads,
    // The client's keyed address hash counts open bookings; it says nothing to the customer.
    workshopBookings: bookings.map(({ client: _client, ...booking }) => booking),
    formSubmissions: await scan<FormSubmission>(payload, 'form-submissions', notAnonymised, (submission) =>
      names((submission.submissionData ?? []).map((answer) => answer.value)),
    ),
    tireHotelAgreements: await scan<TireHotelAgreement>(
      payload,
      'tire-hotel-agreements',
      notAnonymised,
      (agreement) => names([agreement.phone, agreement.email]),
    ),
    outbox: await scan<Outbox>(
      payload,
      'outbox',
      {},
      (message) =>
        names([message.to, message.replyTo]) ||
        (typeof message.lead === 'number' && leadIds.has(message.lead)) ||
        mentions(message.text) ||
        mentions(message.html),
    ),
  }
}

export const countsOf = (data: CustomerData): CustomerDataCounts => ({
  leads: data.leads.length,
  workshopBookings: data.workshopBookings.length,
  formSubmissions: data.formSubmissions.length,
  tireHotelAgreements: data.tireHotelAgreements.length,
  outbox: data.outbox.length,
})

/**
 * Erases the customer's data: their leads, bookings and form answers are anonymised as at the end
 * of the period, their tire-hotel agreements keep the wheels but lose the person, and messages to
 * or about them are deleted. A booking still ahead is cancelled first, freeing its time: nobody
 * could be reminded of it or told of a change. Answers what was found and erased.
 */
export async function eraseCustomer(
  payload: Payload,
  key: CustomerKey,
  now = new Date(),
): Promise<CustomerDataCounts> {
  const data = await customerData(payload, key)
  const today = todayIn(workshopTimeZone, now)
  for (const booking of data.workshopBookings) {
    if (booking.status === 'booked' && booking.date >= today)
      await cancelBooking(payload, booking, { by: 'staff', at: now, reason: 'Customer data erased' })
    await anonymiseRecord(payload, 'workshop-bookings', booking.id, now)
  }
  for (const lead of data.leads) await anonymiseRecord(payload, 'leads', lead.id, now)
  for (const submission of data.formSubmissions)
    await anonymiseRecord(payload, 'form-submissions', submission.id, now)
  for (const agreement of data.tireHotelAgreements)
    await anonymiseRecord(payload, 'tire-hotel-agreements', agreement.id, now)
  if (data.outbox.length > 0)
    await payload.delete({
      collection: 'outbox',
      where: { id: { in: data.outbox.map((message) => message.id) } },
      overrideAccess: true,
    })
  const counts = countsOf(data)
  log.info({ code: 'CUSTOMER_DATA_ERASED', ...counts }, 'one customer’s data erased on request')
  return counts
}
