/**
 * The booking flow's error codes and their Swedish texts (spec 03 §8 "Lookup and booking"). An
 * endpoint answers a failure as an "Error Result" list, first entry first, so the flow shows
 * the same text whichever call failed.
 */
export type WorkshopErrorCode =
  | 'InvalidReg'
  | 'VehicleNotFound'
  | `BrandNotSupported,${string}`
  | 'TimeslotNotAvailable'
  | 'TooManyOpenBookings'
  | 'ServerError'

export type ErrorResult = { 'Error Result': Array<{ code: WorkshopErrorCode; message: string }> }

/** The text a visitor reads for a code; unknown codes read as the server error. */
export function workshopErrorText(code: string): string {
  if (code === 'InvalidReg')
    return 'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt'
  if (code === 'VehicleNotFound' || code === 'Fordon hittades inte')
    return 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt'
  if (code.includes('BrandNotSupported,'))
    return `Vi kan inte erbjuda service för bilar av märket ${code.slice(code.indexOf(',') + 1)}.`
  if (code === 'TimeslotNotAvailable') return 'Tiden är inte tillgänglig, vänligen välj en annan tid'
  if (code === 'TooManyOpenBookings')
    return 'Bilen eller e-postadressen har redan flera bokade besök. Kontakta verkstaden för att boka fler.'
  return 'Något gick fel, försök igen'
}

export const errorResult = (code: WorkshopErrorCode): ErrorResult => ({
  'Error Result': [{ code, message: workshopErrorText(code) }],
})
