/** POST /api/workshop/bokning/{id}/{token}: the customer moves or cancels a booking (src/services/workshop/change-http.ts). */
import { withRateLimit } from '@/services/rate-limit'
import { handleBookingChange } from '@/services/workshop/change-http'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string; token: string }> }

export const POST = withRateLimit('workshopBooking', async (request: Request, context: Context) => {
  const { id, token } = await context.params
  return handleBookingChange(request, { confirmationId: id, token })
})
