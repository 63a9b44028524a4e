import { describe, expect, it } from 'vitest'
import { carFromQuery, paramsFromQuery, parseStoredKits, serializeStoredKits } from './store'

const car = { manufacturer: 'Volvo', model: 'XC60', year: '2020–2022' }

describe('the kits store', () => {
  it('keeps only params and carQuery, never a cart', () => {
    const written = serializeStoredKits({
      params: { user: 'u1' },
      carQuery: { filters: { manufacturer: ['Volvo'], model: ['XC60'], type_manf_year: ['2020–2022'] } },
      cart: [{ kitId: 'K1' }],
    } as never)
    expect(JSON.parse(written)).toEqual({
      params: { user: 'u1' },
      carQuery: { filters: { manufacturer: ['Volvo'], model: ['XC60'], type_manf_year: ['2020–2022'] } },
    })
    expect(parseStoredKits(written)).toEqual(JSON.parse(written))
  })

  it('drops what it does not know or cannot read', () => {
    expect(
      parseStoredKits('{"params":{"user":"u","evil":"x","dealer":7},"carQuery":{"filters":{}}}'),
    ).toEqual({
      params: { user: 'u' },
      carQuery: null,
    })
    expect(parseStoredKits('not json')).toEqual({ params: {}, carQuery: null })
    expect(parseStoredKits(null)).toEqual({ params: {}, carQuery: null })
  })

  it('reads the six params from the URL query', () => {
    const query = new URLSearchParams(
      'user=u-1&dealer=se-1&unit=U&auto=1&transactionId=t-9&packageIds=1,2&other=x&unit2=y',
    )
    expect(paramsFromQuery(query)).toEqual({
      user: 'u-1',
      dealer: 'se-1',
      unit: 'U',
      auto: '1',
      transactionId: 't-9',
      packageIds: '1,2',
    })
  })

  it('reads the car the vehicle selector links with, only when it is whole', () => {
    const href = '/service/tillbehor?manufacturer=Volvo&model=XC60&type_manf_year=2020%E2%80%932022'
    expect(carFromQuery(new URL(href, 'http://x').searchParams)).toEqual(car)
    expect(carFromQuery(new URLSearchParams('manufacturer=Volvo&model=XC60'))).toBeNull()
  })
})
