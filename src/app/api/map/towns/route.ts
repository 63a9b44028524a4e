/** GET /api/map/towns: the names the offline base map shows for a view (src/services/map). */
import { townsResponse } from '@/services/map/http'
import { withRateLimit } from '@/services/rate-limit'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('files', async (request: Request) =>
  townsResponse(new URL(request.url).searchParams),
)
