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
