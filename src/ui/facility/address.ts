/**
 * A dealer's address as its country writes it. The UK puts the town before the postcode
 * ("29 Church Street, London SE1 7PB"); Sweden, Norway, Finland and Slovakia put the postcode first
 * ("Storgatan 1, 111 20 Stockholm"). British postcodes are the only ones of our markets that begin
 * with letters, so the postcode tells the order without the site at hand.
 */
const britishPostcode = /^[A-Z]{1,2}\d/i

type Parts = { street?: string | null; zip?: string | null; city?: string | null }

/** "111 20 Stockholm", "London SE1 7PB". */
export function townLine({ zip, city }: Parts): string {
  const parts = zip && britishPostcode.test(zip) ? [city, zip] : [zip, city]
  return parts.filter(Boolean).join(' ')
}

/** "Storgatan 1, 111 20 Stockholm", "29 Church Street, London SE1 7PB". */
export const addressLine = (parts: Parts): string =>
  [parts.street, townLine(parts)].filter(Boolean).join(', ')
