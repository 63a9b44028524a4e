/** POST /api/tirehotel/authorization/validate?authToken=&otpToken=: the session and vehicles (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleValidate } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('tireHotelValidate', (request: Request) => handleValidate(request))
