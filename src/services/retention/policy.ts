/**
 * What the retention service keeps and blanks ("Retention" in docs/decisions.md): the group's
 * period, and the pure rules for finding one customer's data whatever form it was typed in.
 */
import { TZDate } from '@date-fns/tz'
import { format, subMonths } from 'date-fns'
import { canonicalPhone } from '@/services/tire-hotel/phone'

export const defaultRetentionMonths = 24

/** The months customer data is kept: CUSTOMER_DATA_RETENTION_MONTHS (1–240), else 24. */
export function retentionMonths(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.CUSTOMER_DATA_RETENTION_MONTHS)
  return env.CUSTOMER_DATA_RETENTION_MONTHS &&
    Number.isInteger(configured) &&
    configured >= 1 &&
    configured <= 240
    ? configured
    : defaultRetentionMonths
}

/**
 * Records from before these moments have outlived the period: `at` for arrivals (leads, form
 * answers, messages), `day` ('yyyy-MM-dd' in the workshops' `timeZone`) for appointments.
 */
export function retentionCutoff(now: Date, timeZone: string, months = retentionMonths()) {
  return {
    at: subMonths(now, months),
    day: format(subMonths(new TZDate(now.getTime(), timeZone), months), 'yyyy-MM-dd'),
  }
}

/** An address a page was sent from, without its query and fragment, which may carry a person's data. */
export function withoutQuery(url: string | null | undefined): string | null {
  if (!url) return url ?? null
  const cut = url.search(/[?#]/)
  return cut === -1 ? url : url.slice(0, cut)
}

export type CustomerKey = { email?: string; phone?: string }

const phoneLike = /^[\d\s+()./-]+$/
const digitsIn = (text: string) => text.replace(/\D/g, '').length

/** A phone number in one form for comparing ("+46 70…", "070-…", "0046 70…" alike), or null. */
export function comparablePhone(text: string): string | null {
  const trimmed = text.trim()
  if (!phoneLike.test(trimmed) || digitsIn(trimmed) < 6) return null
  return canonicalPhone(trimmed)
}

/**
 * Whether a stored value (a text, or a record of them at any depth) names the customer: an
 * e-mail address equal to theirs in any case, or a phone number equal to theirs in any format.
 */
export function namesCustomer(key: CustomerKey): (value: unknown) => boolean {
  const email = key.email?.trim().toLowerCase() || null
  const phone = key.phone ? comparablePhone(key.phone) : null
  const visit = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') {
      if (email !== null && value.trim().toLowerCase() === email) return true
      return phone !== null && comparablePhone(value) === phone
    }
    if (depth > 8 || typeof value !== 'object' || value === null) return false
    return Object.values(value).some((inner) => visit(inner, depth + 1))
  }
  return (value) => visit(value, 0)
}

/** Whether a message's text mentions the customer's e-mail address. */
export function mentionsEmail(key: CustomerKey): (text: string | null | undefined) => boolean {
  const email = key.email?.trim().toLowerCase() || null
  return (text) => email !== null && typeof text === 'string' && text.toLowerCase().includes(email)
}
