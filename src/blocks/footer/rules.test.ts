import { describe, expect, it } from 'vitest'
import { copyableValue, splitContacts } from './contact-text'
import { brandListUrl, columnSpan, stockedOnly, visibleBrands } from './rules'

describe('visibleBrands', () => {
  const brands = [{ name: 'Volvo', logoUrl: '/-/media/volvo.png' }, { name: 'Kia' }]
  it('drops brands without a logo', () => {
    expect(visibleBrands(true, 'Our brands', brands).map((brand) => brand.name)).toEqual(['Volvo'])
  })
  it('shows nothing without ShowBrands, a heading or a brand with a logo', () => {
    expect(visibleBrands(false, 'Our brands', brands)).toEqual([])
    expect(visibleBrands(true, ' ', brands)).toEqual([])
    expect(visibleBrands(true, 'Our brands', [{ name: 'Kia' }])).toEqual([])
  })
})

describe('stockedOnly', () => {
  const stocked = new Map([
    ['skoda', 'Škoda'],
    ['bmw', 'BMW'],
  ])
  it("leaves out brands without cars and links the others by the catalog's spelling", () => {
    const brands = [{ name: 'Skoda' }, { name: 'MINI' }, { name: 'bmw' }, { name: 'smart' }]
    expect(stockedOnly(brands, stocked).map((brand) => brand.name)).toEqual(['Škoda', 'BMW'])
  })
  it('keeps every brand when the catalog did not answer', () => {
    expect(stockedOnly([{ name: 'MINI' }], null)).toEqual([{ name: 'MINI' }])
  })
})

describe('brandListUrl', () => {
  it('adds car_brand to the car list path, keeping its own query', () => {
    expect(brandListUrl('/kop-bil', 'Volvo')).toBe('/kop-bil?car_brand=Volvo')
    expect(brandListUrl('/buy-car?car_fuel=Electric', 'Mercedes-Benz')).toBe(
      '/buy-car?car_fuel=Electric&car_brand=Mercedes-Benz',
    )
  })
})

describe('columnSpan', () => {
  it('spans two tracks for two or fewer columns', () => {
    expect(columnSpan(1)).toBe(2)
    expect(columnSpan(2)).toBe(2)
    expect(columnSpan(3)).toBe(1)
  })
})

describe('splitContacts', () => {
  it('finds e-mail addresses and phone numbers in text', () => {
    expect(splitContacts('Mail kundservice@example.se or call +46 8 123 45 67.')).toEqual([
      { kind: 'text', text: 'Mail ' },
      { kind: 'email', text: 'kundservice@example.se', href: 'mailto:kundservice@example.se' },
      { kind: 'text', text: ' or call ' },
      { kind: 'phone', text: '+46 8 123 45 67', href: 'tel:+4681234567' },
      { kind: 'text', text: '.' },
    ])
  })
  it('leaves other text alone', () => {
    expect(splitContacts('Open weekdays 9–18')).toEqual([{ kind: 'text', text: 'Open weekdays 9–18' }])
  })
})

describe('copyableValue', () => {
  it('copies the address of mailto: and tel: links only', () => {
    expect(copyableValue('mailto:info@example.com?subject=Hi')).toBe('info@example.com')
    expect(copyableValue('tel:+4681234567')).toBe('+4681234567')
    expect(copyableValue('/kontakt')).toBeNull()
  })
})
