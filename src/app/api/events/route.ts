import { parseJsonBody } from '@/lib/http/json'
import { withRateLimit } from '@/services/rate-limit'
import { recordEvent, trackingEventSchema } from '@/services/tracking/events'

/**
 * JSON only: a cross-site form or a `text/plain` beacon from another site's page cannot write
 * events from a visitor's browser (JSON needs a CORS preflight, which this route never grants).
 */
export const POST = withRateLimit('events', async (request: Request) => {
  const parsed = await parseJsonBody(request, trackingEventSchema, {
    maxBytes: 4096,
    requireJsonContentType: true,
  })
  if (!parsed.ok) return parsed.response
  await recordEvent(parsed.value)
  return new Response(null, { status: 204 })
})
