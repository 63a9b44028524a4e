import { describe, expect, it } from 'vitest'
import { importRecords, kinds, searchOrThrow, type SavedQuery } from '..'
import { fixtureCars, vehicles, withFreshCatalog } from '../test-fixtures'
import { compileSavedQuery, matchableCar } from './match'

// A saved search must mean what the car list means with the same filters and keyphrase: each
// query below picks the same fixture cars car by car as the search engine does, on the database
// under test.
withFreshCatalog(() => importRecords(vehicles, fixtureCars))

const queries: SavedQuery[] = [
  { filters: { car_brand: ['Volvo'] } },
  { filters: { 'car_brand>car_model': ['Volvo>XC60', 'Škoda'] } },
  { filters: { car_price: [100_000, 350_000] } },
  { filters: { 'car_fuel.neq': ['Diesel'] } },
  { filters: { car_equipment: ['Dragkrok'] } },
  { filters: { caroftheweek: [true] } },
  { filters: { car_body: ['SUV'], car_mileage: [0, 15_000], car_site_city: ['Stockholm', 'Göteborg'] } },
  { keyphrase: 'skoda' },
  { keyphrase: 'volvo navi' },
  { keyphrase: 'tonsberg' },
  { filters: { car_body: ['Kombi'] }, keyphrase: 'diesel' },
  { filters: {} },
]

describe('a saved search tested car by car', () => {
  it.each(queries.map((query) => [JSON.stringify(query), query] as const))(
    '%s matches the cars the search finds',
    async (_name, query) => {
      const found = await searchOrThrow({ index: vehicles, ...query, fields: ['car_id'], limit: 100 })
      const expected = found.content.map((car) => String(car.car_id)).sort()
      const saved = compileSavedQuery(kinds.vehicles, vehicles, query)
      const matched = fixtureCars
        .filter((car) => saved.test(matchableCar(kinds.vehicles, car)))
        .map((car) => car.car_id)
        .sort()
      expect(matched).toEqual(expected)
    },
  )

  it('refuses a filter the index does not have, as the search does', () => {
    expect(() => compileSavedQuery(kinds.vehicles, vehicles, { filters: { car_wings: ['2'] } })).toThrow(
      /Unknown field "car_wings"/,
    )
  })
})
