/** GET /api/mechmate/prices/{reg}/{mileage}/{departmentId}?serviceOfferings=: a workshop's prices (src/services/workshop). */
import { decodeParam } from '@/lib/http/path'
import { withRateLimit } from '@/services/rate-limit'
import { handlePrices } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Params = { reg: string; mileage: string; departmentId: string }

export const GET = withRateLimit(
  'workshop',
  async (request: Request, context: { params: Promise<Params> }) => {
    const params = await context.params
    return handlePrices(
      decodeParam(params.reg),
      { mileage: decodeParam(params.mileage), departmentId: decodeParam(params.departmentId) },
      new URL(request.url).searchParams,
    )
  },
)
