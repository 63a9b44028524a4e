/** POST /api/tirehotel/booking/create?departmentIdentifier=: a wheel change within capacity (src/services/tire-hotel). */
import { withRateLimit } from '@/services/rate-limit'
import { handleCreate } from '@/services/tire-hotel/http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export const POST = withRateLimit('workshopBooking', (request: Request) => handleCreate(request))
