/**
 * What the answer of POST /api/alerts means to the form ("Saved searches: form"): sent, a refused
 * address (its message), too many requests, or a failure. Pure.
 */
import * as z from 'zod/mini'

const refusal = z.object({ fields: z.optional(z.record(z.string(), z.string())) })

export type SaveOutcome = 'sent' | 'invalidEmail' | 'limit' | 'tooMany' | 'failed'

/** A plausible address: what the browser's own check of `type="email"` asks, roughly. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

export function saveOutcome(status: number, body: unknown, email: string): SaveOutcome {
  if (status === 202) return 'sent'
  if (status === 429) return 'tooMany'
  const parsed = refusal.safeParse(body)
  if (status === 400 && parsed.success && parsed.data.fields?.email)
    // A well-formed address refused is one that holds as many alerts as it may.
    return looksLikeEmail(email) ? 'limit' : 'invalidEmail'
  return 'failed'
}
