/**
 * Header values of a message, made safe whatever a form put into them: no line breaks or other
 * control characters (a CR/LF would start a header of the sender's choosing), a recipient that
 * is one plain e-mail address or no message at all, and a Reply-To that is not one plain e-mail
 * address left out rather than passed on.
 */
import { z } from 'zod'
import type { EmailMessage } from './types'

const controlCharacters = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g
const address = z.email().max(254)

export function headerValue(value: string): string {
  return value.replace(controlCharacters, ' ').trim()
}

const headerName = /^[A-Za-z][A-Za-z0-9-]{0,60}$/

/** Extra headers with a plain name and a one-line value; any other is left out. */
function extraHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => headerName.test(name))
      .map(([name, value]) => [name, headerValue(value)]),
  )
}

export function safeHeaders(message: EmailMessage): EmailMessage {
  const to = headerValue(message.to)
  if (!address.safeParse(to).success) throw new Error(`Not one e-mail address: "${to.slice(0, 100)}"`)
  const replyTo = message.replyTo === undefined ? undefined : headerValue(message.replyTo)
  return {
    ...message,
    to,
    toName: message.toName === undefined ? undefined : headerValue(message.toName),
    subject: headerValue(message.subject),
    replyTo: replyTo && address.safeParse(replyTo).success ? replyTo : undefined,
    headers: message.headers && extraHeaders(message.headers),
  }
}
