import 'server-only'
import { payloadClient } from '@/services/content/payload'
import type { Delivery, EmailMessage, EmailOrigin } from './types'

/** The local default: the message is kept in the `outbox` collection, where editors read it. */
export async function storeInOutbox(message: EmailMessage, origin: EmailOrigin): Promise<Delivery> {
  // The outbox keeps what a reader sees; extra headers (List-Unsubscribe) are the SMTP server's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { headers, ...shown } = message
  const payload = await payloadClient()
  const entry = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    data: { channel: 'email', ...shown, lead: origin.leadId },
  })
  return { via: 'outbox', outboxId: entry.id }
}
