/** GET /api/mechmate/services/{reg}?lat&lng: the booking flow's services for the car (src/services/workshop). */
import { decodeParam } from '@/lib/http/path'
import { withRateLimit } from '@/services/rate-limit'
import { handleServices } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit(
  'workshop',
  async (request: Request, context: { params: Promise<{ reg: string }> }) =>
    handleServices(decodeParam((await context.params).reg), 'service', new URL(request.url).searchParams),
)
