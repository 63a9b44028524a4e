import 'server-only'
import { createTransport } from 'nodemailer'
import { processSingleton } from '@/lib/server/process-singleton'
import type { Delivery, EmailMessage } from './types'

type Transport = ReturnType<typeof createTransport>

/** One pooled transport per URL for the process. */
const transports = processSingleton('smtpTransports', () => new Map<string, Transport>())

function transportFor(url: string): Transport {
  let transport = transports.get(url)
  if (!transport) {
    // A visitor waits for the answer: an unreachable server must fail fast, not hang the form.
    // Settings in the URL's query (e.g. ?connectionTimeout=5000) override these.
    transport = createTransport({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      url,
    })
    transports.set(url, transport)
  }
  return transport
}

export async function sendBySmtp(url: string, from: string, message: EmailMessage): Promise<Delivery> {
  const info = await transportFor(url).sendMail({
    from,
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    headers: message.headers,
  })
  return { via: 'smtp', messageId: info.messageId }
}
