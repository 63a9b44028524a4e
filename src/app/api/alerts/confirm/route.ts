/** /api/alerts/confirm: the opt-in (POST); a GET opens the site's confirm page. */
import { alertPagePaths, confirmAlert } from '@/services/alerts'
import { withRateLimit } from '@/services/rate-limit'
import { alertResponse, backTo, pageBase, postedFields, toPage } from '../respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('alertsManage', async (request: Request) =>
  toPage(request, alertPagePaths.confirm),
)

export const POST = withRateLimit('alertsManage', async (request: Request) => {
  const { token, form } = await postedFields(request)
  const result = await confirmAlert(token)
  const base = pageBase(form)
  if (base === null) return alertResponse(result)
  // Confirmed: the page of every alert of the address, which says so.
  const body = result.body as { manageToken?: string }
  return result.status === 200 && body.manageToken
    ? backTo(`${base}${alertPagePaths.manage}`, { token: body.manageToken, done: 'confirmed' })
    : backTo(`${base}${alertPagePaths.confirm}`, { token, failed: String(result.status) })
})
