/**
 * An owner for a lead in one click ("Lead desk" in docs/decisions.md): "Assign to me", or "Next in
 * turn" among the lead's dealer's staff, the one whose latest lead was given longest ago first.
 * The endpoint POST /api/leads/{id}/assign (src/cms/collections/Leads.ts).
 */
import 'server-only'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import type { Lead, User } from '@/cms/payload-types'
import { dealerIdsOf, isGroupAdmin, roleOf } from '@/cms/access'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { inLeadTransaction } from './lock'
import { editableLead } from './editable'

const assignBody = z.object({ to: z.enum(['me', 'next'], 'Choose me or next') })

/** Who may own a lead of this dealer: a group admin, or one of the dealer's staff. */
export const mayOwn = (user: User, dealer: string | null | undefined) =>
  isGroupAdmin(user) ||
  (roleOf(user) === 'dealerStaff' && Boolean(dealer) && dealerIdsOf(user).includes(dealer!))

type Turn = { id: number; lastAssignedAt: string }

/**
 * The staff member whose turn it is: the one never given a lead, or given their latest longest
 * ago; ties go to the longest-standing user (lowest id).
 */
export function nextInTurn(staff: Turn[]): number | null {
  const [first] = [...staff].sort((a, b) => a.lastAssignedAt.localeCompare(b.lastAssignedAt) || a.id - b.id)
  return first?.id ?? null
}

async function dealerStaff(payload: Payload, dealer: string, req: Partial<PayloadRequest>): Promise<Turn[]> {
  // Dealer staff are few: read them all and keep the dealer's, whatever the database's list queries.
  const users = await payload.find({
    collection: 'users',
    where: { role: { equals: 'dealerStaff' } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const staff = users.docs.filter((user) => dealerIdsOf(user).includes(dealer))
  return Promise.all(
    staff.map(async (user) => {
      const latest = await payload.find({
        collection: 'leads',
        where: { owner: { equals: user.id }, assignedAt: { exists: true } },
        sort: '-assignedAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      })
      return { id: user.id, lastAssignedAt: latest.docs[0]?.assignedAt ?? '' }
    }),
  )
}

const conflict = (code: string) => Response.json({ error: code, code }, { status: 409 })

/** POST …/assign `{ to: 'me' | 'next' }`: the lead with its new owner, or 409 with why not. */
export async function handleAssign(req: PayloadRequest): Promise<Response> {
  const found = await editableLead(req)
  if (found.response) return found.response
  const parsed = assignBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const { lead } = found
  const user = req.user as unknown as User
  if (parsed.data.to === 'me') {
    if (!mayOwn(user, lead.dealer)) return conflict('NotStaff')
    return Response.json({ owner: (await assign(req, lead, user.id)).owner })
  }
  if (!lead.dealer) return conflict('NoStaff')
  // One turn at a time per dealer, so two leads given at once go to two people.
  const owner = await inLeadTransaction(req.payload, `turn:${lead.dealer}`, async (transaction) => {
    const next = nextInTurn(await dealerStaff(req.payload, lead.dealer!, transaction))
    return next === null ? null : (await assign(req, lead, next, transaction)).owner
  })
  return owner === null ? conflict('NoStaff') : Response.json({ owner })
}

async function assign(req: PayloadRequest, lead: Lead, owner: number, transaction?: Partial<PayloadRequest>) {
  return req.payload.update({
    collection: 'leads',
    id: lead.id,
    data: { owner },
    depth: 0,
    overrideAccess: true,
    user: req.user ?? undefined,
    ...(transaction ? { req: transaction } : {}),
  })
}
