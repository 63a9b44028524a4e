/** GET /api/mechmate/timeslots/from/{reg}/{departmentId}/{date}/?serviceOfferings=: free times (src/services/workshop). */
import { decodeParam } from '@/lib/http/path'
import { withRateLimit } from '@/services/rate-limit'
import { handleTimeslots } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Params = { reg: string; departmentId: string; date: string }

export const GET = withRateLimit(
  'workshop',
  async (request: Request, context: { params: Promise<Params> }) => {
    const params = await context.params
    return handleTimeslots(
      decodeParam(params.reg),
      { departmentId: decodeParam(params.departmentId), date: decodeParam(params.date) },
      new URL(request.url).searchParams,
    )
  },
)
