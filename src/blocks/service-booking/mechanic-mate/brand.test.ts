import { describe, expect, it } from 'vitest'
import { flowStep } from '../tracking'
import {
  brandItemFor,
  brandListMax,
  brandPathSegment,
  hasBrandAnswer,
  listedBrands,
  refusalText,
  unsupportedBrand,
} from './brand'

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

  it('lists exactly the brands the check says yes to, less those linked above, with their logos', () => {
    const authorised = ['BMW', 'Land Rover', 'Porsche', 'Škoda', 'Volvo', 'Fiat Professional']
    const logos = [
      { name: 'Volvo', logoUrl: '/volvo.png' },
      { name: 'Skoda', logoUrl: '/skoda.png' },
      { name: 'Toyota', logoUrl: '/toyota.png' },
      { name: 'Land-Rover', logoUrl: '/land-rover.png' },
    ]
    expect(listedBrands(authorised, logos, ['BMW', 'Mercedes-Benz', 'Porsche', 'Iveco'])).toEqual([
      { name: 'Volvo', logoUrl: '/volvo.png' },
      { name: 'Škoda', logoUrl: '/skoda.png' },
      { name: 'Land Rover', logoUrl: '/land-rover.png' },
      { name: 'Fiat Professional', logoUrl: null },
    ])
    const many = Array.from({ length: 40 }, (_, index) => `Brand ${index}`)
    expect(listedBrands(many, [], [])).toHaveLength(brandListMax)
  })

  it('finds a brand’s logo however its name is written', () => {
    const logos = [{ name: 'Skoda' }, { name: 'Land Rover' }]
    expect(brandItemFor(logos, 'Škoda')).toBe(logos[0])
    expect(brandItemFor(logos, 'land-rover')).toBe(logos[1])
    expect(brandItemFor(logos, 'Saab')).toBeUndefined()
  })

  it('points an unserviced brand to the link at the top only where the page has one for it', () => {
    expect(refusalText('BrandNotSupported,Saab')).toBe(
      'Vi kan inte erbjuda service för bilar av märket Saab.',
    )
    expect(refusalText('BrandNotSupported,Saab', ['BMW', 'Porsche'])).not.toMatch(/länken/)
    expect(refusalText('BrandNotSupported,BMW', ['BMW', 'Porsche'])).toBe(
      'Vi kan inte erbjuda service för bilar av märket BMW. Service, däckbyte och verkstad för det här märket bokar du via länken högst upp på sidan.',
    )
    expect(refusalText('VehicleNotFound', ['BMW'])).toMatch(/^Fordonet hittades inte/)
  })
})
