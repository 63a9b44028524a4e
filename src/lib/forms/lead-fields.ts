/**
 * Field rules and choices of the spec 03 lead forms (sell-car, Norwegian service request), shared
 * by the browser islands and the leads service so both check the same thing. Pure.
 */

/** Spec 03 §5: an optional plus, then 6 to 20 digits or spaces (at least one digit). */
export const phonePattern = '(?=.*[0-9])\\+?[0-9 ]{6,20}'
/** An ordinary address shape with a top-level domain of at least 2 letters (spec 03 §5). */
export const emailPattern = '[^@\\s]+@[^@\\s]+\\.[A-Za-z]{2,}'

export const isPhone = (value: string) => new RegExp(`^(?:${phonePattern})$`).test(value.trim())
export const isEmail = (value: string) => new RegExp(`^(?:${emailPattern})$`).test(value.trim())

/** A mileage as typed: a whole number of at least 0 (spec 03 §5), or null. */
export function parseMileage(value: string): number | null {
  const trimmed = value.trim()
  if (!/^\d{1,9}$/.test(trimmed)) return null
  return Number(trimmed)
}

/** The sell-car form's option choice (spec 03 §3 "selected"). */
export const sellCarOptions = ['sell', 'tradeIn'] as const
export type SellCarOption = (typeof sellCarOptions)[number]

/** Spec 03 §3: the Norwegian form's 11 service types, in the spec's order and wording. */
export const carServiceTypes = [
  'Service',
  'Vinterklar-bil',
  'EU-kontroll',
  'Hjulskift',
  'Service eldre biler (5+)',
  'Reparasjon',
  'Lakk / karosseri',
  'Steinsprut / Ruteskift',
  'Aircondition service',
  'Bilskade',
  'Annet',
] as const

/** Spec 03 §3: the motorcycle variant's 3 types, as the spec writes them. */
export const motorcycleServiceTypes = [
  'Bestille service',
  'Bestile deler',
  'Annet, vennligst beskriv',
] as const

export const serviceTypesOf = (typeMC: boolean): readonly string[] =>
  typeMC ? motorcycleServiceTypes : carServiceTypes

/**
 * YYYY-MM-DD of an instant in a time zone, or in the visitor's own zone when none is given: read
 * from the date's local fields then, since a page's first Intl format costs the browser 35–70 ms
 * of main thread (`@/lib/i18n/lazy-format`) and the form reads today while it hydrates.
 */
export function isoDateIn(date: Date, timeZone?: string): string {
  if (timeZone === undefined) {
    const two = (value: number) => String(value).padStart(2, '0')
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
  }
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/**
 * The earliest desired date the server accepts: today where today began last (UTC-12). The
 * browser holds the visitor to today in their own zone; the server cannot know that zone, so it
 * refuses only what is yesterday everywhere.
 */
export const earliestDateAnywhere = (now: Date) => isoDateIn(now, 'Etc/GMT+12')

/** A real calendar day as YYYY-MM-DD (2026-02-30 is none). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
