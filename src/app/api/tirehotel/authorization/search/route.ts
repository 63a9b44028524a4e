/** GET /api/tirehotel/authorization/search?regNo=: the customer object, or 404 (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleSearch } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const GET = withRateLimit('tireHotelSearch', (request: Request) => handleSearch(request))
