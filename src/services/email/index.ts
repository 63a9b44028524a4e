/**
 * The e-mail adapter (ARCHITECTURE: third parties behind adapters with a working local default).
 * SMTP_URL set → the message goes to that SMTP server (nodemailer); unset → the outbox collection.
 */
import 'server-only'
import { safeHeaders } from './headers'
import { storeInOutbox } from './outbox'
import { sendBySmtp } from './smtp'
import type { Delivery, EmailMessage, EmailOrigin } from './types'

export type { Delivery, EmailMessage, EmailOrigin } from './types'

const defaultSender = 'no-reply@localhost'

/** Sends one message; throws when the SMTP server refuses it or cannot be reached. */
export function sendEmail(message: EmailMessage, origin: EmailOrigin = {}): Promise<Delivery> {
  const safe = safeHeaders(message)
  const smtpUrl = process.env.SMTP_URL
  if (smtpUrl) return sendBySmtp(smtpUrl, process.env.SMTP_FROM || defaultSender, safe)
  return storeInOutbox(safe, origin)
}
