/**
 * Swedish registration numbers (spec 03 §5 Service booking flow): three letters then two digits and
 * a digit or a letter ("ABC 123", "ABC 12A"), the forms the Transport Agency issues. I, Q and V are
 * never used, nor Å, Ä and Ö; a final letter is never O. Spaces and case do not matter to a
 * visitor.
 */
const plate = /^[A-HJ-PR-UW-Z]{3}\d{2}[\dA-HJ-NPR-UW-Z]$/

/** The plate as stored and compared: upper case without spaces or hyphens, or null if no plate. */
export function normaliseRegistration(input: string): string | null {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase()
  return plate.test(compact) ? compact : null
}

/** "ABC123" → ["ABC", "123"]: how the booking summary shows a plate (spec 03 §2.2). */
export const plateParts = (registration: string): [string, string] => [
  registration.slice(0, 3),
  registration.slice(3),
]
