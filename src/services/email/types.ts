export type EmailMessage = {
  to: string
  toName?: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  /** Files sent with the message, e.g. a booking's calendar invitation (text/calendar). */
  attachments?: EmailAttachment[]
  /** Further headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alert mails. */
  headers?: Record<string, string>
}

export type EmailAttachment = { filename: string; contentType: string; content: string }

/** What became of a message: handed to the SMTP server, or kept in the outbox collection. */
export type Delivery = { via: 'smtp'; messageId: string } | { via: 'outbox'; outboxId: number }

/** Where a message came from, so the outbox can link back to it. */
export type EmailOrigin = { leadId?: number }
