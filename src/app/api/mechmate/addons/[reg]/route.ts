/** GET /api/mechmate/addons/{reg}?lat&lng: the booking flow's addons for the car (src/services/workshop). */
import { decodeParam } from '@/lib/http/path'
import { withRateLimit } from '@/services/rate-limit'
import { handleServices } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit(
  'workshop',
  async (request: Request, context: { params: Promise<{ reg: string }> }) =>
    handleServices(decodeParam((await context.params).reg), 'addon', new URL(request.url).searchParams),
)
