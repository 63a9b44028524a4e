/** /api/alerts/manage: every alert of the signed link's address (GET), and changes or erasure (POST). */
import { readJsonBody } from '@/lib/http/json'
import { listAlerts, manageAlerts } from '@/services/alerts'
import { withRateLimit } from '@/services/rate-limit'
import { alertResponse } from '../respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('alertsManage', async (request: Request) =>
  alertResponse(await listAlerts(new URL(request.url).searchParams.get('token') ?? '')),
)

export const POST = withRateLimit('alertsManage', async (request: Request) => {
  const body = await readJsonBody(request, { maxBytes: 2_000 })
  if (!body.ok) return body.response
  return alertResponse(await manageAlerts(body.value))
})
