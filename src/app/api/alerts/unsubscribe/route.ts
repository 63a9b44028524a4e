/** /api/alerts/unsubscribe: RFC 8058 one-click POST, and the mail's link (GET shows the button). */
import { unsubscribe } from '@/services/alerts'
import { withRateLimit } from '@/services/rate-limit'
import { alertResponse, confirmPage, postedToken } from '../respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('alertsManage', async (request: Request) =>
  confirmPage(
    'Unsubscribe / Avsluta',
    '/api/alerts/unsubscribe',
    new URL(request.url).searchParams.get('token') ?? '',
  ),
)

export const POST = withRateLimit('alertsManage', async (request: Request) =>
  alertResponse(await unsubscribe(await postedToken(request))),
)
