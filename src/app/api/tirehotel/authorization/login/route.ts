/** POST /api/tirehotel/authorization/login?encryptedPhoneNumber=: sends a one-time code (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleLogin } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('tireHotelLogin', (request: Request) => handleLogin(request))
