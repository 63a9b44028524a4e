/**
 * Duplicate leads shown as one ("Lead desk" in docs/decisions.md): a lead from the same customer
 * (e-mail address, or phone number) about the same car (or to the same form and dealer when it
 * names no car) within a day of an earlier one is a repeat of that one.
 */
import 'server-only'
import { derivedKey, hmacHex } from '@/lib/derived-keys'
import { canonicalPhone } from '@/services/tire-hotel/phone'

/** How long after a lead the same customer's lead about the same thing is a repeat of it. */
export const repeatWindowMs = 24 * 60 * 60 * 1000

const text = (values: Record<string, unknown>, key: string) =>
  typeof values[key] === 'string' || typeof values[key] === 'number' ? String(values[key]).trim() : ''

/** What the lead is about: its car, else its form and the dealer the visitor chose. */
export function aboutOf(formName: string, values: Record<string, unknown>): string {
  const car = text(values, 'car_id')
  if (car) return `car:${car}`
  const params = typeof values.params === 'object' && values.params !== null ? values.params : {}
  const dealer = text(values, 'dealerId') || text(params as Record<string, unknown>, 'dealer')
  return `form:${formName}|${dealer}`
}

export type RepeatKeys = { about: string; emailKey: string | null; phoneKey: string | null }

const key = () => derivedKey('leads', 'lead repeat key')

/**
 * Keys of the customer and what they asked about: keyed hashes, so the columns neither show the
 * customer's address or number nor find one customer's leads about other things.
 */
export function repeatKeys(formName: string, values: Record<string, unknown>): RepeatKeys {
  const about = aboutOf(formName, values)
  const email = (text(values, 'email') || text(values, 'customerEmail')).toLowerCase()
  const phone = text(values, 'phone') || text(values, 'customerPhone')
  const digits = phone.replace(/\D/g, '')
  return {
    about,
    emailKey: email ? hmacHex(key(), about, 'email', email).slice(0, 32) : null,
    phoneKey: digits.length >= 6 ? hmacHex(key(), about, 'phone', canonicalPhone(phone)).slice(0, 32) : null,
  }
}
