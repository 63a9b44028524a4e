/**
 * The group admins' endpoints for one customer's data ("Retention" in docs/decisions.md):
 * GET /api/customer-data?email=&phone= answers the export as a JSON download, and
 * POST /api/customer-data/erase `{ email?, phone?, confirm: true }` erases it. Everyone else is
 * refused: 401 without a login, 403 for every other role.
 */
import 'server-only'
import { format } from 'date-fns'
import type { PayloadRequest } from 'payload'
import { z } from 'zod'
import { isGroupAdmin } from '@/cms/access/roles'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { countsOf, customerData, eraseCustomer } from './customer-data'

const identifiers = {
  email: z.email('Give a valid e-mail address').max(254).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()./-]{6,30}$/, 'Give a phone number: an optional plus, then digits')
    .refine((phone) => phone.replace(/\D/g, '').length >= 6, 'Give at least six digits')
    .optional(),
}
const oneIdentifier = (value: { email?: string; phone?: string }) => Boolean(value.email || value.phone)
const oneIdentifierMessage = {
  message: 'Give an e-mail address or a phone number',
  path: ['email'],
}

/** Empty query values count as not given: the admin's form sends both boxes. */
const given = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const exportQuery = z
  .object({ email: z.preprocess(given, identifiers.email), phone: z.preprocess(given, identifiers.phone) })
  .refine(oneIdentifier, oneIdentifierMessage)

export const eraseBody = z
  .object({
    email: z.preprocess(given, identifiers.email),
    phone: z.preprocess(given, identifiers.phone),
    confirm: z.literal(true, 'Confirm the erasure: it cannot be undone'),
  })
  .refine(oneIdentifier, oneIdentifierMessage)

function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ error: 'Log in' }, { status: 401 })
  if (!isGroupAdmin(req.user as never)) return Response.json({ error: 'Not allowed' }, { status: 403 })
  return null
}

/** GET /api/customer-data: everything found, as a file to download, and its counts in a header. */
export async function handleCustomerDataExport(req: PayloadRequest, now = new Date()): Promise<Response> {
  const refused = refusal(req)
  if (refused) return refused
  const parsed = exportQuery.safeParse(Object.fromEntries(req.searchParams ?? new URLSearchParams()))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const data = await customerData(req.payload, parsed.data)
  const body = { exportedAt: now.toISOString(), customer: parsed.data, counts: countsOf(data), ...data }
  req.payload.logger.info({ code: 'CUSTOMER_DATA_EXPORTED', by: req.user?.id, ...body.counts }, 'export')
  return Response.json(body, {
    headers: {
      'Content-Disposition': `attachment; filename="customer-data-${format(now, 'yyyy-MM-dd')}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** POST /api/customer-data/erase: erased, with the counts of what was. */
export async function handleCustomerDataErase(req: PayloadRequest, now = new Date()): Promise<Response> {
  const refused = refusal(req)
  if (refused) return refused
  const parsed = eraseBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return invalidRequest(fieldErrors(parsed.error.issues))
  const { email, phone } = parsed.data
  const erased = await eraseCustomer(req.payload, { email, phone }, now)
  return Response.json({ erased }, { headers: { 'Cache-Control': 'no-store' } })
}
