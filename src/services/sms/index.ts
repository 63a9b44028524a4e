/**
 * The text-message adapter (ARCHITECTURE: third parties behind adapters with a working local
 * default). SMS_GATEWAY_URL set → the message is POSTed as JSON `{ to, text, sender }` to that
 * HTTP gateway (with `Authorization: Bearer SMS_GATEWAY_TOKEN` when set); unset → it is kept in
 * the admin's Outbox collection, channel sms, where the demo's testers read one-time codes.
 */
import 'server-only'
import { payloadClient } from '@/services/content/payload'

export type SmsMessage = { to: string; text: string; subject: string }

export type SmsDelivery = { via: 'gateway' } | { via: 'outbox'; outboxId: number }

const gatewayTimeoutMs = 10_000

async function sendByGateway(url: string, message: SmsMessage): Promise<SmsDelivery> {
  const token = process.env.SMS_GATEWAY_TOKEN
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ to: message.to, text: message.text, sender: process.env.SMS_SENDER || undefined }),
    signal: AbortSignal.timeout(gatewayTimeoutMs),
  })
  if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`)
  return { via: 'gateway' }
}

async function storeInOutbox(message: SmsMessage): Promise<SmsDelivery> {
  const payload = await payloadClient()
  const entry = await payload.create({
    collection: 'outbox',
    overrideAccess: true,
    data: { channel: 'sms', to: message.to, subject: message.subject, text: message.text },
  })
  return { via: 'outbox', outboxId: entry.id }
}

/** Sends one text message; throws when the gateway refuses it or cannot be reached. */
export function sendSms(message: SmsMessage): Promise<SmsDelivery> {
  const url = process.env.SMS_GATEWAY_URL
  return url ? sendByGateway(url, message) : storeInOutbox(message)
}
