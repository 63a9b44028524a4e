import 'server-only'
import { payloadClient } from '@/services/content/payload'
import type { Delivery, EmailMessage, EmailOrigin } from './types'

/** The local default: the message is kept in the `outbox` collection, where editors read it. */
export async function storeInOutbox(message: EmailMessage, origin: EmailOrigin): Promise<Delivery> {
  const payload = await payloadClient()
  const entry = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    data: { channel: 'email', ...message, lead: origin.leadId },
  })
  return { via: 'outbox', outboxId: entry.id }
}
