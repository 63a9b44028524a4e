/** POST /api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=: free dates at the station (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleTimeslotDays } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('tireHotel', (request: Request) => handleTimeslotDays(request))
