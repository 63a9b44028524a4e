import { describe, expect, it } from 'vitest'
import { inGivenOrder, parseIdList, parsePredefinedQuery, teaserRequest } from './query'

describe('car teasers query', () => {
  it('reads a comma list of ids, at most 100, without repeats', () => {
    expect(parseIdList(' 3, 1,,2 ,3')).toEqual(['3', '1', '2'])
    expect(parseIdList(Array.from({ length: 150 }, (_, i) => i).join(','))).toHaveLength(100)
    expect(parseIdList(null)).toEqual([])
  })

  it('asks for the ids when there are any, else the predefined query', () => {
    expect(teaserRequest({ carIds: '9,4', predefinedQuery: 'car_brand=Volvo' })).toEqual({
      kind: 'ids',
      ids: ['9', '4'],
      filters: { car_id: ['9', '4'] },
      limit: 2,
    })
    expect(
      teaserRequest({ predefinedQuery: '?car_brand=Volvo&car_fuel=El|Hybrid', numberOfCars: 4 }),
    ).toEqual({
      kind: 'query',
      filters: { car_brand: ['Volvo'], car_fuel: ['El', 'Hybrid'] },
      limit: 4,
      sort_name: 'car_publishdate_desc',
    })
  })

  it('counts 8 by default and takes only declared sorts', () => {
    expect(teaserRequest({ sort: 'car_price_asc' })).toMatchObject({ limit: 8, sort_name: 'car_price_asc' })
    expect(teaserRequest({ sort: 'drop table', numberOfCars: 0 })).toMatchObject({
      limit: 8,
      sort_name: 'car_publishdate_desc',
    })
  })

  it('keeps repeated filter names together', () => {
    expect(parsePredefinedQuery('car_brand=Volvo&car_brand=BMW')).toEqual({ car_brand: ['Volvo', 'BMW'] })
  })

  it('orders the cars as the ids were given and leaves out the missing', () => {
    const cars = [{ car_id: '1' }, { car_id: '2' }, { car_id: '3' }]
    expect(inGivenOrder(['3', 'x', '1'], cars)).toEqual([{ car_id: '3' }, { car_id: '1' }])
  })
})
