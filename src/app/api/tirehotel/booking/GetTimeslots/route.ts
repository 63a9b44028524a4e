/** POST /api/tirehotel/booking/GetTimeslots?workshopIdentifier=: free start times of a day (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleTimeslots } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('tireHotel', (request: Request) => handleTimeslots(request))
