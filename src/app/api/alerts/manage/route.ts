/**
 * /api/alerts/manage: every alert of the signed link's address (GET), and changes or erasure
 * (POST, JSON or the manage page's forms, which are sent back to the page).
 */
import { readJsonBody } from '@/lib/http/json'
import { alertPagePaths, listAlerts, manageAlerts } from '@/services/alerts'
import { withRateLimit } from '@/services/rate-limit'
import { alertResponse, backTo, pageBase, postedFields } from '../respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('alertsManage', async (request: Request) =>
  alertResponse(await listAlerts(new URL(request.url).searchParams.get('token') ?? '')),
)

/** A form's fields as the JSON body: the alert's id is a number. */
function formBody(form: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = Object.fromEntries([...form].filter(([name]) => name !== 'pages'))
  if (typeof body.alertId === 'string') body.alertId = Number(body.alertId)
  return body
}

export const POST = withRateLimit('alertsManage', async (request: Request) => {
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    const body = await readJsonBody(request, { maxBytes: 2_000 })
    if (!body.ok) return body.response
    return alertResponse(await manageAlerts(body.value))
  }
  const { token, form } = await postedFields(request)
  const base = pageBase(form)
  if (base === null || !form) return Response.json({ error: 'Invalid request' }, { status: 400 })
  const action = form.get('action') ?? ''
  const result = await manageAlerts(formBody(form))
  const page = `${base}${alertPagePaths.manage}`
  return backTo(page, {
    token,
    ...(result.status === 200 ? { done: action } : { failed: String(result.status) }),
  })
})
