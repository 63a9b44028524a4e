/** /api/alerts/confirm: the opt-in link (GET shows the button, POST confirms). */
import { confirmAlert } from '@/services/alerts'
import { withRateLimit } from '@/services/rate-limit'
import { alertResponse, confirmPage, postedToken } from '../respond'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('alertsManage', async (request: Request) =>
  confirmPage(
    'Confirm / Bekräfta',
    '/api/alerts/confirm',
    new URL(request.url).searchParams.get('token') ?? '',
  ),
)

export const POST = withRateLimit('alertsManage', async (request: Request) =>
  alertResponse(await confirmAlert(await postedToken(request))),
)
