/** GET /api/mechmate/departments/closestAvailable: the nearest workshops with free times, as server-sent events (src/services/workshop). */
import { withRateLimit } from '@/services/rate-limit'
import { handleClosestAvailable } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('workshop', (request: Request) => handleClosestAvailable(request))
