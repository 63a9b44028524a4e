import 'server-only'
import { z } from 'zod'
import { payloadClient } from '@/services/content/payload'

export const trackingEventSchema = z.object({
  event: z.enum(['page_view']),
  channel: z.literal('WEB'),
  pageName: z.string().min(1).max(300),
  language: z.string().min(2).max(10),
  variantId: z.string().max(100).default(''),
  site: z.string().min(1).max(100),
  path: z.string().min(1).max(2000),
})

export type TrackingEvent = z.infer<typeof trackingEventSchema>

/** Stores one event. The endpoint acts for the system, not for a visitor, hence overrideAccess. */
export async function recordEvent(event: TrackingEvent): Promise<void> {
  const payload = await payloadClient()
  await payload.create({ collection: 'tracking-events', data: event, overrideAccess: true })
}
