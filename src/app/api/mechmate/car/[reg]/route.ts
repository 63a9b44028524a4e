/** GET /api/mechmate/car/{reg}: the booking flow's car lookup (src/services/workshop). */
import { decodeParam } from '@/lib/http/path'
import { withRateLimit } from '@/services/rate-limit'
import { handleCarLookup } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit(
  'workshop',
  async (_request: Request, context: { params: Promise<{ reg: string }> }) =>
    handleCarLookup(decodeParam((await context.params).reg)),
)
