/** /api/alerts/unsubscribe: RFC 8058 one-click POST and the page's button; a GET opens the site's page. */
import { alertPagePaths, unsubscribe } from '@/services/alerts'
import { withRateLimit } from '@/services/rate-limit'
import { alertResponse, backTo, pageBase, postedFields, toPage } from '../respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('alertsManage', async (request: Request) =>
  toPage(request, alertPagePaths.unsubscribe),
)

export const POST = withRateLimit('alertsManage', async (request: Request) => {
  const { token, form } = await postedFields(request)
  const result = await unsubscribe(token)
  const base = pageBase(form)
  if (base === null) return alertResponse(result)
  return backTo(`${base}${alertPagePaths.unsubscribe}`, {
    token,
    ...(result.status === 200 ? { done: 'unsubscribed' } : { failed: String(result.status) }),
  })
})
