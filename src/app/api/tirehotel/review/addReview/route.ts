/** POST /api/tirehotel/review/addReview: a star rating stored for staff (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleReview } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('tireHotel', (request: Request) => handleReview(request))
