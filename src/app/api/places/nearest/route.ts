/** GET /api/places/nearest: the booking flows' places from the built-in gazetteer (src/services/places). */
import { withRateLimit } from '@/services/rate-limit'
import { handleNearest } from '@/services/places/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('workshop', (request: Request) =>
  handleNearest(new URL(request.url).searchParams),
)
