/** Registration plates in each market's own format; a British plate tells the car's age. */
import type { MarketCode } from './markets'
import type { Random } from './random'

/**
 * The DVLA's age identifier: March to August of a year is the year's last two digits ("24"),
 * September to February the same plus 50 ("74" from September 2024 to February 2025).
 */
export function ukAgeIdentifier(firstRegistration: Date): string {
  const year = firstRegistration.getUTCFullYear()
  const month = firstRegistration.getUTCMonth() + 1
  if (month >= 3 && month <= 8) return String(year % 100).padStart(2, '0')
  return String(((month <= 2 ? year - 1 : year) % 100) + 50)
}

/** The first letter of a British plate names the region of the DVLA office that issued it. */
const ukRegionLetter: Record<string, string> = {
  London: 'L',
  Manchester: 'M',
  Birmingham: 'B',
  Leeds: 'Y',
  Sheffield: 'Y',
  Bristol: 'W',
  Nottingham: 'F',
  Leicester: 'F',
  Southampton: 'H',
  'Newcastle upon Tyne': 'N',
}

// I and Q are never used on British plates; Sweden leaves out I, Q, V, Å, Ä and Ö.
const ukLetters = 'ABCDEFGHJKLMNOPRSTUVWXYZ'
const nordicLetters = 'ABCDEFGHJKLMNOPRSTUWXYZ'

/** A plate of a car first registered on a day, sold by a dealer in a town; new cars have none. */
export function registrationPlate(
  random: Random,
  market: MarketCode,
  firstRegistration: Date,
  town: string,
): string {
  const letter = (letters: string) => letters[random.int(0, letters.length - 1)]
  const letters = (count: number, from = nordicLetters) =>
    Array.from({ length: count }, () => letter(from)).join('')
  if (market === 'UK')
    return `${ukRegionLetter[town] ?? 'L'}${letter('ABCDEFGHJKLMNOPRSTUVWXY')}${ukAgeIdentifier(firstRegistration)} ${letters(3, ukLetters)}`
  if (market === 'NO') return `${letters(2)} ${random.int(10000, 99999)}`
  if (market === 'FI') return `${letters(3)}-${random.int(100, 999)}`
  if (market === 'SK') return `BA${random.int(100, 999)}${letters(2)}`
  return `${letters(3)} ${random.int(10, 99)}${letter(nordicLetters)}`
}
