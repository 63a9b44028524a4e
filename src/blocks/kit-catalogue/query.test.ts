import { describe, expect, it } from 'vitest'
import { kitPageSize, kitsRequest, kitVehicleTypesRequest, toKit, typeIdsOf } from './query'

describe('the kits request', () => {
  it('asks for page n of 24 with the facets, the filters, the keyphrase and the car', () => {
    const request = kitsRequest(
      'kits_carstore-se',
      {
        filters: { 'kitCategory>kitSubCategory>kitSubSubCategory': ['Hjul'], retailPrice: ['100', '500'] },
        keyphrase: 'krok',
        typeIds: ['40001', '40002'],
      },
      2,
    )
    expect(request).toMatchObject({
      index: 'kits_carstore-se',
      limit: kitPageSize,
      offset: 48,
      keyphrase: 'krok',
      filters: {
        'kitCategory>kitSubCategory>kitSubSubCategory': ['Hjul'],
        retailPrice: [100, 500],
        type_id: ['40001', '40002'],
      },
    })
    expect(kitPageSize).toBe(24)
    expect(request.facets).toHaveLength(3)
  })

  it('sends no car filter without a car, and no empty keyphrase', () => {
    const request = kitsRequest('kits_x', { filters: {}, keyphrase: '', typeIds: [] }, 0)
    expect(request.filters).toEqual({})
    expect(request.keyphrase).toBeUndefined()
    expect(request.offset).toBe(0)
  })
})

describe('the kit vehicles', () => {
  it("ask for one car's type ids with the chooser's facet, limit 100", () => {
    expect(
      kitVehicleTypesRequest('kitvehicles_x', { manufacturer: 'Volvo', model: 'XC60', year: '2020–2022' }),
    ).toEqual({
      index: 'kitvehicles_x',
      fields: ['type_id'],
      facets: ['manufacturer>model>type_manf_year'],
      filters: { manufacturer: ['Volvo'], model: ['XC60'], type_manf_year: ['2020–2022'] },
      limit: 100,
    })
    expect(typeIdsOf([{ type_id: '1' }, { type_id: 2 }, {}])).toEqual(['1', '2'])
  })
})

describe('a kit record', () => {
  it('is read with its first image, category path and parts; one without an id is dropped', () => {
    expect(
      toKit({
        kitId: 'K1',
        name: 'Lastnät',
        images: [{ urls: { original: '/l.webp', thumbnail: '/s.webp' } }, { urls: { original: '/x' } }],
        retailPrice: 45,
        currency: 'EUR',
        kitCategory: 'Interiör',
        kitSubCategory: 'Förvaring',
        parts: [{ partNo: 'P-1', name: 'Nät', quantity: 2 }],
      }),
    ).toMatchObject({
      kitId: 'K1',
      image: { original: '/l.webp', thumbnail: '/s.webp' },
      categories: ['Interiör', 'Förvaring'],
      parts: [{ partNo: 'P-1', name: 'Nät', quantity: 2 }],
      retailPrice: 45,
    })
    expect(toKit({ name: 'no id' })).toBeNull()
  })
})
