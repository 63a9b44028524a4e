import { describe, expect, it } from 'vitest'
import { flowStep } from '../service-booking/tracking'
import { brandPathSegment, hasBrandAnswer, unsupportedBrand } from './brand'

describe('the authorised-workshop check', () => {
  it('puts hyphens for spaces in the path', () => {
    expect(brandPathSegment('Land Rover')).toBe('Land-Rover')
    expect(brandPathSegment(' Alfa  Romeo ')).toBe('Alfa-Romeo')
    expect(brandPathSegment('Volvo')).toBe('Volvo')
  })

  it('counts only a 200 with hasBrand true as yes', () => {
    expect(hasBrandAnswer(200, { hasBrand: true })).toBe(true)
    expect(hasBrandAnswer(200, { hasBrand: false })).toBe(false)
    expect(hasBrandAnswer(503, { hasBrand: true })).toBe(false)
    expect(hasBrandAnswer(200, null)).toBe(false)
    expect(hasBrandAnswer(200, { hasBrand: 'yes' })).toBe(false)
  })

  it('reads the brand of a BrandNotSupported answer', () => {
    expect(unsupportedBrand('BrandNotSupported,Saab')).toBe('Saab')
    expect(unsupportedBrand('VehicleNotFound')).toBeNull()
  })

  it('reports the mechanic-mate states as flow steps 1 to 6, the service flow as before', () => {
    expect([0, 1, 2, 3, 4, 5].map((state) => flowStep(state, 'mechmate'))).toEqual([1, 2, 3, 4, 5, 6])
    expect([0, 2, 3, 4, 5].map((state) => flowStep(state))).toEqual([1, 2, 3, 4, 5])
  })
})
