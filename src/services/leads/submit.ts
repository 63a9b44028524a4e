/**
 * A lead's life: checked, stored once per formSubmissionId, then its seller notified. Storing
 * comes first so that a mail failure never loses what the visitor sent.
 */
import 'server-only'
import type { PayloadRequest, Where } from 'payload'
import type { Lead } from '@/cms/payload-types'
import type { NotificationStatus } from '@/cms/collections/Leads'
import { logger } from '@/lib/log/logger'
import { payloadClient } from '@/services/content/payload'
import { allSites } from '@/services/content/sites'
import { siteLanguages } from '@/lib/site/languages'
import { sendEmail } from '@/services/email'
import { queueLeadExports } from '@/services/lead-export'
import { consume } from '@/services/rate-limit'
import { siteFormat } from './forms/asked-about'
import type { AskedAbout } from './forms/types'
import { inLeadTransaction } from './lock'
import { aboutOf, repeatKeys, repeatWindowMs, type RepeatKeys } from './repeats'
import { checkSubmission, type Submission } from './submission'

const log = logger.child({ name: 'leads' })

export type LeadResult =
  | { status: 202; body: { id: number } }
  | { status: 400; body: { error: string; fields: Record<string, string> } }

async function findLead(formSubmissionId: string): Promise<Lead | undefined> {
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'leads',
    where: { formSubmissionId: { equals: formSubmissionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0]
}

/** The latest first lead of the customer about the same thing within the repeat window, if any. */
async function firstLeadOf(
  keys: RepeatKeys,
  now: Date,
  req: Partial<PayloadRequest>,
): Promise<Lead | undefined> {
  const customer: Where[] = [
    ...(keys.emailKey ? [{ emailKey: { equals: keys.emailKey } }] : []),
    ...(keys.phoneKey ? [{ phoneKey: { equals: keys.phoneKey } }] : []),
  ]
  if (customer.length === 0) return undefined
  const payload = await payloadClient()
  const found = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { createdAt: { greater_than: new Date(now.getTime() - repeatWindowMs).toISOString() } },
        { repeatOf: { exists: false } },
        { or: customer },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return found.docs[0]
}

async function repeatsOf(leadId: number, req: Partial<PayloadRequest>): Promise<number> {
  const payload = await payloadClient()
  const counted = await payload.count({
    collection: 'leads',
    where: { repeatOf: { equals: leadId } },
    overrideAccess: true,
    req,
  })
  return counted.totalDocs
}

/**
 * What the lead asked about, for the desk's list ("Lead desk"): a catalog that cannot answer leaves
 * it empty, and never keeps the lead from being stored.
 */
async function askedAboutOf({ kind, site, values }: Submission): Promise<AskedAbout> {
  if (!kind || !site) return { askedAbout: null, askedAboutImage: null }
  try {
    return await kind.askedAbout(values, site, siteFormat(site))
  } catch (error) {
    log.warn({ err: error, code: 'LEAD_ASKED_ABOUT_FAILED' }, 'what the lead asked about is not known')
    return { askedAbout: null, askedAboutImage: null }
  }
}

/**
 * Stores the lead, or finds the one a retry of the same submission stored before. A repeat of an
 * earlier lead ("Lead desk": duplicates shown as one) is stored as such and counted on the first,
 * under a lock on what it is about, so two sent at once end as one first and one repeat.
 */
async function storeOnce(
  submission: Submission,
  now = new Date(),
): Promise<{ lead: Lead; created: boolean }> {
  const existing = await findLead(submission.formSubmissionId)
  if (existing) return { lead: existing, created: false }
  const payload = await payloadClient()
  const keys = repeatKeys(submission.formName, submission.values)
  const asked = await askedAboutOf(submission)
  try {
    return await inLeadTransaction(payload, keys.about, async (req) => {
      const first = await firstLeadOf(keys, now, req)
      const lead = await payload.create({
        collection: 'leads',
        overrideAccess: true,
        req,
        data: {
          formName: submission.formName,
          formSubmissionId: submission.formSubmissionId,
          site: submission.site?.name,
          values: submission.values,
          ...asked,
          sourceUrl: submission.kind?.sourceUrl(submission.values),
          notificationStatus: 'pending',
          state: 'new',
          emailKey: keys.emailKey,
          phoneKey: keys.phoneKey,
          repeatOf: first?.id ?? null,
        },
      })
      if (first)
        await payload.update({
          collection: 'leads',
          id: first.id,
          overrideAccess: true,
          req,
          // Counted rather than added to, so a count that went astray is right again at the next.
          data: { repeats: await repeatsOf(first.id, req), lastRepeatAt: now.toISOString() },
        })
      return { lead, created: true }
    })
  } catch (error) {
    // A concurrent duplicate won the unique index on formSubmissionId: answer with its lead.
    const winner = await findLead(submission.formSubmissionId)
    if (winner) return { lead: winner, created: false }
    throw error
  }
}

type Outcome = {
  notificationStatus: NotificationStatus
  notificationError?: string
  recipientName?: string
  recipientEmail?: string
  dealer?: string
}

async function notify(lead: Lead, submission: Submission, client: string | null): Promise<Outcome> {
  const { kind, site, values } = submission
  if (!kind || !site) return { notificationStatus: 'no-recipient' }
  const context = { site, language: siteLanguages(site).default.code, leadId: lead.id }
  try {
    const recipient = await kind.recipient(values, context)
    if (!recipient) return { notificationStatus: 'no-recipient' }
    // Nobody can turn the form into a mail cannon against one address: past the recipient's
    // hourly share the lead is kept, marked throttled, for the staff to read in the admin.
    const to = recipient.email.toLowerCase()
    const sender = typeof values.email === 'string' ? values.email.trim().toLowerCase() : ''
    const own = await Promise.all([
      consume('leadMailPerSender', `${to}|${sender}`),
      ...(client ? [consume('leadMailPerClient', `${to}|${client}`)] : []),
    ])
    const share = own.every((decision) => decision.allowed)
      ? await consume('leadMail', to)
      : { allowed: false }
    if (!share.allowed) {
      // Info, not a warning: an abuser must not be able to flood the warnings.
      log.info({ code: 'LEAD_MAIL_THROTTLED', leadId: lead.id }, 'lead kept without a mail')
      return {
        notificationStatus: 'throttled',
        recipientName: recipient.name,
        recipientEmail: recipient.email,
        dealer: recipient.dealerId,
      }
    }
    const delivery = await sendEmail(
      { to: recipient.email, toName: recipient.name, ...(await kind.message(values, recipient, context)) },
      { leadId: lead.id },
    )
    return {
      notificationStatus: delivery.via === 'smtp' ? 'sent' : 'outbox',
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      dealer: recipient.dealerId,
    }
  } catch (error) {
    log.error({ err: error, code: 'LEAD_NOTIFICATION_FAILED', leadId: lead.id }, 'lead notification failed')
    return {
      notificationStatus: 'failed',
      notificationError: String((error as Error)?.message ?? error).slice(0, 500),
    }
  }
}

/**
 * POST /api/forms/comhub without the HTTP: 202 with the lead's id, or 400 with field messages.
 * `client` is the sender's client address as the server saw it (its share of a dealer's mail).
 */
export async function submitLead(body: unknown, client: string | null = null): Promise<LeadResult> {
  const checked = checkSubmission(body, await allSites())
  if (!checked.ok) return { status: 400, body: { error: 'Invalid request', fields: checked.fields } }
  const { kind, site, values } = checked.submission
  const refused = kind?.refuse && site ? await kind.refuse(values, site) : {}
  if (Object.keys(refused).length > 0)
    return { status: 400, body: { error: 'Invalid request', fields: refused } }
  const id = await receive(checked.submission, client)
  return { status: 202, body: { id } }
}

async function receive(submission: Submission, client: string | null): Promise<number> {
  const { lead, created } = await storeOnce(submission)
  const ids = {
    leadId: lead.id,
    formName: lead.formName,
    site: lead.site,
    formSubmissionId: lead.formSubmissionId,
  }
  if (!created) {
    log.info({ ...ids, code: 'LEAD_DUPLICATE' }, 'lead already received')
    return lead.id
  }
  log.info({ ...ids, code: 'LEAD_RECEIVED' }, 'lead received')
  const outcome = await notify(lead, submission, client)
  try {
    const payload = await payloadClient()
    // Under the lock of what the lead is about: an update writes the whole lead, so it must not
    // overlap a repeat's count being written on it (storeOnce).
    await inLeadTransaction(payload, aboutOf(lead.formName, submission.values), (req) =>
      payload.update({ collection: 'leads', id: lead.id, overrideAccess: true, data: outcome, req }),
    )
  } catch (error) {
    // The lead and its mail exist; only the bookkeeping is missing. The visitor is done.
    log.error({ err: error, code: 'LEAD_STATUS_NOT_SAVED', leadId: lead.id }, 'lead status not saved')
  }
  log.info(
    { leadId: lead.id, code: 'LEAD_NOTIFIED', status: outcome.notificationStatus },
    'lead notification',
  )
  await exportToDealer({ ...lead, dealer: outcome.dealer ?? lead.dealer })
  return lead.id
}

/** A first lead to its dealer's own CRM, when the dealer has an export ("Lead export"). */
async function exportToDealer(lead: Lead) {
  try {
    await queueLeadExports(await payloadClient(), lead)
  } catch (error) {
    // The lead is kept and the seller told; staff see it in the admin. The visitor is done.
    log.error({ err: error, code: 'LEAD_EXPORT_NOT_QUEUED', leadId: lead.id }, 'lead export not queued')
  }
}
