/**
 * Anonymising customer data ("Retention" in docs/decisions.md). What each kind of record loses,
 * and the daily run that applies it to records past the group's period. A record keeps what
 * statistics and capacity history need (dates, times, services, department, form, dealer, state)
 * and is marked `anonymisedAt`, so later runs pass it by.
 */
import 'server-only'
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'
import type { FormSubmission, Lead } from '@/cms/payload-types'
import { logger } from '@/lib/log/logger'
import { workshopTimeZone } from '@/services/workshop/workshops'
import { retentionCutoff, withoutQuery } from './policy'

const log = logger.child({ name: 'retention' })

export type AnonymisedKind = 'leads' | 'workshop-bookings' | 'form-submissions' | 'tire-hotel-agreements'

const blanks = {
  leads: (lead: Lead) => ({
    customerName: null,
    values: {},
    sourceUrl: withoutQuery(lead.sourceUrl),
    // Staff notes are free text about the customer; replies are mail with them.
    notes: [],
    replies: [],
  }),
  'workshop-bookings': () => ({
    customerName: null,
    customer: {},
    registrationNumber: '',
    mileage: null,
    freeText: null,
    client: null,
  }),
  'form-submissions': (submission: FormSubmission) => ({
    submissionData: [],
    sourceUrl: withoutQuery(submission.sourceUrl),
  }),
  // The agreement and its tires stay: the wheels are in storage under the registration number.
  'tire-hotel-agreements': () => ({ customerName: '', phone: '', email: null }),
} satisfies Record<AnonymisedKind, (doc: never) => Record<string, unknown>>

/** Runs `work` in a transaction of its own (SQLite's writes of one process take turns in them). */
async function inOwnTransaction<T>(payload: Payload, work: (req: Partial<PayloadRequest>) => Promise<T>) {
  const transactionID = await payload.db.beginTransaction()
  const req = (transactionID ? { transactionID } : {}) as Partial<PayloadRequest>
  try {
    const result = await work(req)
    if (transactionID) await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * Blanks one record's customer data and marks it. Written below Payload's hooks and validation:
 * a blanked record no longer satisfies the rules for what a visitor sends (a booking's
 * registration number is required), and nobody edits these fields through the API anyway. The
 * record is read again in the same transaction and written whole, as Payload's own update does
 * (the adapter's write of an array rewrites the row).
 */
export async function anonymiseRecord(
  payload: Payload,
  collection: AnonymisedKind,
  id: number,
  at: Date,
): Promise<void> {
  await inOwnTransaction(payload, async (req) => {
    const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, req })
    const data = { ...doc, ...blanks[collection](doc as never), anonymisedAt: at.toISOString() }
    await payload.db.updateOne({ collection, id, data, req, returning: false })
  })
}

const pageSize = 100

/** Anonymises every record `where` finds that is not yet, a page at a time; answers how many. */
async function anonymiseAll(payload: Payload, collection: AnonymisedKind, where: Where, at: Date) {
  let count = 0
  for (;;) {
    const page = await payload.find({
      collection: collection as CollectionSlug,
      where: { and: [where, { anonymisedAt: { exists: false } }] },
      limit: pageSize,
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of page.docs) await anonymiseRecord(payload, collection, doc.id as number, at)
    count += page.docs.length
    if (!page.hasNextPage) return count
  }
}

export type RetentionOutcome = {
  leads: number
  workshopBookings: number
  formSubmissions: number
  outboxDeleted: number
}

/**
 * Anonymises the customer data that has outlived the group's period at `now`: leads and form
 * answers received before it, workshop bookings whose appointment day is past by it; messages
 * kept in the outbox from before it are deleted. Running it again changes nothing.
 */
export async function anonymiseExpired(payload: Payload, now: Date): Promise<RetentionOutcome> {
  const cutoff = retentionCutoff(now, workshopTimeZone)
  const before = { createdAt: { less_than: cutoff.at.toISOString() } }
  const outcome: RetentionOutcome = {
    leads: await anonymiseAll(payload, 'leads', before, now),
    workshopBookings: await anonymiseAll(
      payload,
      'workshop-bookings',
      { date: { less_than: cutoff.day } },
      now,
    ),
    formSubmissions: await anonymiseAll(payload, 'form-submissions', before, now),
    outboxDeleted: (await payload.delete({ collection: 'outbox', where: before, overrideAccess: true })).docs
      .length,
  }
  log.info({ code: 'RETENTION_RUN', ...outcome }, 'customer data past the retention period anonymised')
  return outcome
}
