/** POST /api/mechmate/book: a workshop booking within capacity (src/services/workshop). */
import { withRateLimit } from '@/services/rate-limit'
import { handleBook } from '@/services/workshop/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('workshopBooking', (request: Request) => handleBook(request))
