import { describe, expect, it } from 'vitest'
import { searchHref } from './search-href'

const origin = 'http://automotive-se.localhost:3000'

describe('searchHref', () => {
  it('adds keyphrase and keeps the current query parameters', () => {
    expect(searchHref('/kop-bil', '?utm_source=mail&car_brand=bmw', 'Volvo XC60', origin)).toBe(
      '/kop-bil?utm_source=mail&car_brand=bmw&keyphrase=Volvo+XC60',
    )
  })

  it("keeps the configured address's own parameters and replaces an old keyphrase", () => {
    expect(searchHref('/kop-bil?car_fuel=El', '?keyphrase=old&car_fuel=Diesel', 'kombi', origin)).toBe(
      '/kop-bil?car_fuel=El&keyphrase=kombi',
    )
  })

  it('leaves an address on another host absolute', () => {
    expect(searchHref('https://cars.example.com/search', '', 'bmw', origin)).toBe(
      'https://cars.example.com/search?keyphrase=bmw',
    )
  })
})
