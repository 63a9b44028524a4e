/** The HTTP edge of POST /api/forms/comhub: bad input is 4xx with a readable body, never a 500. */
import 'server-only'
import { readJsonBody } from '@/lib/http/json'
import { logger } from '@/lib/log/logger'
import { requestClient } from '@/services/rate-limit'
import { submitLead } from './submit'

/** Twice the largest lead a form kind stores (car contact: 32 kB of values). */
export const maxBodyBytes = 64_000

export async function handleLeadRequest(request: Request): Promise<Response> {
  const body = await readJsonBody(request, { maxBytes: maxBodyBytes, requireJsonContentType: true })
  if (!body.ok) return body.response
  try {
    const { status, body: answer } = await submitLead(body.value, requestClient(request.headers))
    return Response.json(answer, { status })
  } catch (error) {
    // Storage is down: the visitor's form retries (spec 02 §7: 3 attempts) and then says so.
    logger.error({ err: error, code: 'LEAD_NOT_STORED' }, 'lead could not be stored')
    return Response.json({ error: 'The form could not be received, please try again later' }, { status: 503 })
  }
}
