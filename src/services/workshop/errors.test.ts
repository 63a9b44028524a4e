import { describe, expect, it } from 'vitest'
import { errorResult, workshopErrorText } from './errors'

describe('workshop error texts (spec 03 §8)', () => {
  it('gives each code its text, the brand filled in', () => {
    expect(workshopErrorText('InvalidReg')).toBe(
      'Ogiltigt registreringsnummer, kontrollera att registreringsnumret är korrekt',
    )
    expect(workshopErrorText('Fordon hittades inte')).toBe(workshopErrorText('VehicleNotFound'))
    expect(workshopErrorText('BrandNotSupported,Saab')).toBe(
      'Vi kan inte erbjuda service för bilar av märket Saab.',
    )
    expect(workshopErrorText('TimeslotNotAvailable')).toBe(
      'Tiden är inte tillgänglig, vänligen välj en annan tid',
    )
    expect(workshopErrorText('Whatever')).toBe('Något gick fel, försök igen')
  })
  it('answers as an Error Result list', () => {
    expect(errorResult('VehicleNotFound')).toEqual({
      'Error Result': [
        {
          code: 'VehicleNotFound',
          message: 'Fordonet hittades inte, kontrollera att registreringsnumret är korrekt',
        },
      ],
    })
  })
})
