/**
 * Lead export to dealers' own CRMs ("Lead export" in docs/decisions.md): each new first lead of a
 * dealer with an enabled export (CMS → Lead exports) is queued as one `leadExport` job per export,
 * which delivers it as ADF 1.0 by e-mail or webhook. The jobs queue retries a failed delivery
 * with backoff; every attempt is logged on the lead (`exports`).
 */
import 'server-only'
import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'
import type { Lead } from '@/cms/payload-types'
import { logger } from '@/lib/log/logger'
import { serverUrl } from '@/lib/server-url'
import { sendEmail } from '@/services/email'
import { inLeadTransaction } from '@/services/leads/lock'
import { aboutOf } from '@/services/leads/repeats'
import { renderAdf } from './adf'
import { checkTarget, type ExportMethod } from './target'

const log = logger.child({ name: 'lead-export' })

export const leadExportTask = 'leadExport'
/** The header that carries the body's HMAC-SHA256 under the export's shared secret. */
export const signatureHeader = 'X-ADF-Signature'
const webhookTimeoutMs = 10_000

/** A delivery the dealer's side refused or could not take; the jobs queue tries it again. */
export class LeadExportError extends Error {
  readonly code = 'LEAD_EXPORT_FAILED'
}

export type LeadExportInput = { leadId: number; exportId: number }

/**
 * Queues the lead's delivery to each enabled export of its dealer: none for a repeat of an earlier
 * lead (the first was exported), a lead of no dealer, or a dealer without an export.
 */
export async function queueLeadExports(
  payload: Payload,
  lead: Pick<Lead, 'id' | 'dealer' | 'repeatOf'>,
): Promise<number> {
  if (!lead.dealer || lead.repeatOf) return 0
  const exports = await payload.find({
    collection: 'lead-exports',
    where: { and: [{ dealer: { equals: lead.dealer } }, { enabled: { equals: true } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const setting of exports.docs) {
    const input: LeadExportInput = { leadId: lead.id, exportId: setting.id }
    await payload.jobs.queue({ task: leadExportTask, input, queue: 'default' })
  }
  if (exports.docs.length > 0)
    log.info(
      { code: 'LEAD_EXPORT_QUEUED', leadId: lead.id, exports: exports.docs.length },
      'lead export queued',
    )
  return exports.docs.length
}

export const signature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`

async function postWebhook(url: string, body: string, secret: string | null | undefined) {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        ...(secret ? { [signatureHeader]: signature(body, secret) } : {}),
      },
      body,
      // A redirect is not a delivery: following it would send the lead somewhere not configured.
      redirect: 'manual',
      signal: AbortSignal.timeout(webhookTimeoutMs),
    })
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    throw new LeadExportError(`${(error as Error).message}${cause ? ` (${cause})` : ''}`)
  }
  await response.body?.cancel()
  if (response.status < 200 || response.status >= 300)
    throw new LeadExportError(`the webhook answered ${response.status}`)
}

type Attempt = {
  at: string
  method: ExportMethod
  target: string
  outcome: 'delivered' | 'failed'
  error?: string
}

/** One more attempt on the lead's log, under the locks its other writers take. */
async function logAttempt(payload: Payload, lead: Lead, attempt: Attempt) {
  const about = aboutOf(lead.formName, (lead.values ?? {}) as Record<string, unknown>)
  await inLeadTransaction(payload, [about, `lead:${lead.id}`], async (req) => {
    const current = await payload.findByID({
      collection: 'leads',
      id: lead.id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'leads',
      id: lead.id,
      depth: 0,
      overrideAccess: true,
      req,
      data: { exports: [...(current.exports ?? []), attempt] },
    })
  })
}

/**
 * One delivery of the lead to one export; throws when it failed, so the jobs queue retries it. A
 * lead deleted or anonymised meanwhile, or an export removed, switched off or moved to another
 * dealer, is not sent.
 */
export async function deliverLeadExport(
  payload: Payload,
  { leadId, exportId }: LeadExportInput,
  now = new Date(),
): Promise<{ outcome: 'delivered' | 'skipped' }> {
  const [lead, setting] = await Promise.all([
    payload.findByID({
      collection: 'leads',
      id: leadId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
    payload.findByID({
      collection: 'lead-exports',
      id: exportId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    }),
  ])
  if (!lead || !setting?.enabled || setting.dealer !== lead.dealer || lead.anonymisedAt)
    return { outcome: 'skipped' }
  const method = setting.method as ExportMethod
  const xml = renderAdf(lead, serverUrl())
  const ids = { leadId, exportId, method }
  try {
    const target = checkTarget(method, setting.target)
    if (!target.ok) throw new LeadExportError(`the export's target is not valid: ${target.message}`)
    if (method === 'email')
      await sendEmail(
        { to: target.target, subject: `New lead ${lead.id} (ADF)`, text: xml },
        { leadId: lead.id },
      )
    else await postWebhook(target.target, xml, setting.secret)
    await logAttempt(payload, lead, {
      at: now.toISOString(),
      method,
      target: setting.target,
      outcome: 'delivered',
    })
    log.info({ ...ids, code: 'LEAD_EXPORTED' }, 'lead exported')
    return { outcome: 'delivered' }
  } catch (error) {
    const message = String((error as Error)?.message ?? error).slice(0, 500)
    log.warn({ ...ids, code: 'LEAD_EXPORT_FAILED', error: message }, 'lead export failed')
    await logAttempt(payload, lead, {
      at: now.toISOString(),
      method,
      target: setting.target,
      outcome: 'failed',
      error: message,
    })
    throw error
  }
}
