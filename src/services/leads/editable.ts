/** The lead an endpoint works on, found with the user's own update access ("Lead desk"). */
import 'server-only'
import type { PayloadRequest, Where } from 'payload'
import type { Lead } from '@/cms/payload-types'

export const notFound = () => Response.json({ error: 'Not found' }, { status: 404 })

/** The lead, if the user may edit it; else the response that says why not. */
export async function editableLead(
  req: PayloadRequest,
): Promise<{ lead: Lead; response?: never } | { response: Response }> {
  if (!req.user) return { response: Response.json({ error: 'Log in' }, { status: 401 }) }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return { response: notFound() }
  const access = await req.payload.collections.leads.config.access.update({ req, id })
  if (access === false) return { response: Response.json({ error: 'Not allowed' }, { status: 403 }) }
  const where: Where = access === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, access] }
  const found = await req.payload.find({
    collection: 'leads',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs[0] ? { lead: found.docs[0] } : { response: notFound() }
}
