/**
 * Replies from a lead's page in the admin, and the customer's answers to them ("Lead desk" in
 * docs/decisions.md): the endpoints under /api/leads/ (src/cms/collections/Leads.ts). Whoever may
 * edit the lead may reply; the reply goes through the mail adapter to the address the customer
 * gave, is kept on the lead, and a first reply moves a new lead to contacted.
 */
import 'server-only'
import { timingSafeEqual } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Lead, Site } from '@/cms/payload-types'
import { languageByPrefix } from '@/lib/i18n/languages'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { siteLanguages } from '@/lib/site/languages'
import { allSites } from '@/services/content/sites'
import { sendEmail } from '@/services/email'
import { customerEmailOf } from './desk'
import { editableLead, notFound } from './editable'
import { inLeadTransaction } from './lock'
import { leadOfReplyAddress, replyAddress, replyDomain } from './reply-address'
import {
  isReplyLanguage,
  replyKindOf,
  replyLanguages,
  replyTemplate,
  type ReplyLanguage,
  type ReplyText,
} from './reply-templates'

const log = logger.child({ name: 'leads' })

type Reply = NonNullable<Lead['replies']>[number]

const replyBody = z.object({
  subject: z.string().trim().min(1, 'Write a subject').max(200),
  text: z.string().trim().min(1, 'Write the reply').max(20_000),
})

const inboundBody = z.object({
  to: z.string().min(1).max(2_000),
  from: z.string().trim().max(500).default(''),
  subject: z.string().max(1_000).default(''),
  text: z.string().max(100_000).default(''),
})

/** The language the customer wrote in: the page's language prefix on the lead's site, else its first. */
export function leadLanguage(lead: Pick<Lead, 'site' | 'sourceUrl'>, sites: Site[]): ReplyLanguage {
  const site = sites.find((candidate) => candidate.name === lead.site)
  if (!site) return 'en'
  const { default: first, all } = siteLanguages(site)
  let segment = ''
  try {
    segment = new URL(lead.sourceUrl ?? '').pathname.split('/')[1] ?? ''
  } catch {
    // No page address: the site's first language.
  }
  const prefixed = languageByPrefix(segment)
  const code =
    prefixed && all.some((language) => language.code === prefixed.code) ? prefixed.code : first.code
  const base = code.split('-')[0]
  return isReplyLanguage(base) ? base : 'en'
}

/** Appends a reply to the lead under its lock, so two at once both stay; a first one answers a new lead. */
async function logReply(
  payload: Payload,
  leadId: number,
  reply: Omit<Reply, 'id'>,
  user: PayloadRequest['user'],
) {
  return inLeadTransaction(payload, `lead:${leadId}`, async (req) => {
    const lead = await payload.findByID({
      collection: 'leads',
      id: leadId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const answers = reply.direction === 'out' && lead.state === 'new'
    const updated = await payload.update({
      collection: 'leads',
      id: leadId,
      overrideAccess: true,
      req,
      ...(user ? { user } : {}),
      depth: 0,
      data: {
        replies: [...(lead.replies ?? []), reply],
        ...(answers ? { state: 'contacted' as const } : {}),
      },
    })
    return updated
  })
}

/** GET …/reply: where the reply goes, the templates of the lead's kind, and the replies so far. */
export async function handleReplyDraft(req: PayloadRequest): Promise<Response> {
  const found = await editableLead(req)
  if (found.response) return found.response
  const { lead } = found
  const kind = replyKindOf(lead.formName)
  const templates = Object.fromEntries(
    replyLanguages.map((language) => [language, replyTemplate(kind, language, lead)]),
  ) as Record<ReplyLanguage, ReplyText>
  return Response.json({
    to: customerEmailOf(lead.values),
    language: leadLanguage(lead, await allSites()),
    templates,
    replies: lead.replies ?? [],
  })
}

/** POST …/reply `{ subject, text }`: sent to the customer and kept on the lead. */
export async function handleReply(req: PayloadRequest, now = new Date()): Promise<Response> {
  const found = await editableLead(req)
  if (found.response) return found.response
  const { lead } = found
  const parsed = replyBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const to = customerEmailOf(lead.values)
  if (!to) return invalidRequest({ to: 'The customer left no e-mail address' })
  const domain = replyDomain()
  const replyTo = domain ? replyAddress(lead.id, domain) : lead.recipientEmail || req.user?.email || undefined
  try {
    await sendEmail(
      { to, toName: lead.customerName ?? undefined, replyTo, ...parsed.data },
      { leadId: lead.id },
    )
  } catch (error) {
    log.error({ err: error, code: 'LEAD_REPLY_FAILED', leadId: lead.id }, 'lead reply not sent')
    return Response.json({ error: 'The mail could not be sent', code: 'SendFailed' }, { status: 502 })
  }
  const updated = await logReply(
    req.payload,
    lead.id,
    {
      direction: 'out',
      at: now.toISOString(),
      by: req.user?.id as number,
      address: to,
      ...replyFields(parsed.data),
    },
    req.user,
  )
  log.info({ code: 'LEAD_REPLIED', leadId: lead.id }, 'lead replied')
  return Response.json({ state: updated.state, replies: updated.replies ?? [] })
}

const replyFields = ({ subject, text }: ReplyText) => ({ subject, message: text })

function sameSecret(given: string | null, secret: string) {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * POST /api/leads/inbound: a mail service passes on an answer sent to a lead's reply address
 * (header `x-lead-inbound-secret`). Off unless LEAD_INBOUND_SECRET and LEAD_REPLY_DOMAIN are set.
 */
export async function handleInbound(req: PayloadRequest, now = new Date()): Promise<Response> {
  const secret = process.env.LEAD_INBOUND_SECRET
  const domain = replyDomain()
  if (!secret || !domain) return notFound()
  if (!sameSecret(req.headers.get('x-lead-inbound-secret'), secret))
    return Response.json({ error: 'Not allowed' }, { status: 401 })
  const parsed = inboundBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const { to, from, subject, text } = parsed.data
  const leadId = leadOfReplyAddress(to, domain)
  const lead =
    leadId === null
      ? null
      : await req.payload.findByID({
          collection: 'leads',
          id: leadId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
  if (!lead) {
    log.info({ code: 'LEAD_INBOUND_UNKNOWN' }, 'inbound mail to no lead')
    return notFound()
  }
  await logReply(
    req.payload,
    lead.id,
    { direction: 'in', at: now.toISOString(), by: null, address: from, subject, message: text },
    null,
  )
  log.info({ code: 'LEAD_ANSWERED', leadId: lead.id }, 'customer answered a lead')
  return Response.json({ lead: lead.id })
}
