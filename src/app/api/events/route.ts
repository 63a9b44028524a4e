import { parseJsonBody } from '@/lib/http/json'
import { recordEvent, trackingEventSchema } from '@/services/tracking/events'

export async function POST(request: Request) {
  const parsed = await parseJsonBody(request, trackingEventSchema)
  if (!parsed.ok) return parsed.response
  await recordEvent(parsed.value)
  return new Response(null, { status: 204 })
}
