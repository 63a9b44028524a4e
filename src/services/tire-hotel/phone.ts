/** Phone numbers of agreements: one form for counting, and the form a visitor is shown. */

/** +46701234567 for "070-123 45 67", "+46 70 123 45 67" and "0046701234567" alike. */
export function canonicalPhone(phone: string): string {
  const compact = phone.replace(/[^\d+]/g, '')
  if (compact.startsWith('+')) return compact
  if (compact.startsWith('00')) return `+${compact.slice(2)}`
  if (compact.startsWith('0')) return `+46${compact.slice(1)}`
  return `+${compact}`
}

/** Digits shown of an obfuscated number (spec 03 §7 search: "only the last digits"). */
export const shownDigits = 2

/** "070-123 45 67" → "********67": every digit but the last two hidden, nothing else kept. */
export function obfuscatePhone(phone: string): string {
  const digits = canonicalPhone(phone).replace(/\D/g, '')
  const national = digits.startsWith('46') ? `0${digits.slice(2)}` : digits
  return '*'.repeat(Math.max(0, national.length - shownDigits)) + national.slice(-shownDigits)
}

/**
 * Mobile numbers of each market in canonical form (decisions: "One-time codes to mobiles only"):
 * Sweden's 070, 072, 073, 076 and 079 series with seven digits after them; Norway's eight digits
 * from 4 or 9; Finland's 04x and 050 series; Slovakia's 09xx; Britain's 07.
 */
const mobilePatterns = {
  SE: /^\+467[02369]\d{7}$/,
  NO: /^\+47[49]\d{7}$/,
  FI: /^\+358(4\d|50)\d{5,8}$/,
  SK: /^\+4219\d{8}$/,
  UK: /^\+447\d{9}$/,
} as const

export type PhoneMarket = keyof typeof mobilePatterns

/** The number in canonical form when it is a mobile number of the market, else null: no text goes to it. */
export function mobileNumberOf(phone: string, market: PhoneMarket): string | null {
  const canonical = canonicalPhone(phone)
  return mobilePatterns[market].test(canonical) ? canonical : null
}
