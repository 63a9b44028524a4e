import { describe, expect, it } from 'vitest'
import { compileSavedQuery, kinds, matchableCar, type SavedQuery } from '@/services/search'
import { fixtureCars, vehicles } from '@/services/search/test-fixtures'
import { alertCompiler } from './alert-checks'
import { alertsMatching, buildAlertIndex, type AlertIndex } from './alert-index'

const cars = fixtureCars.map((car) => matchableCar(kinds.vehicles, car))

function indexOf(queries: readonly SavedQuery[]) {
  const compiler = alertCompiler(kinds.vehicles, vehicles)
  const alerts = queries.map((query, id) => ({ id, alert: compiler.compile(query) }))
  return { alerts, index: buildAlertIndex(compiler, alerts) }
}

/** What testing every alert with the search's own compiled query finds. */
const everyAlertMatching = (queries: readonly SavedQuery[], car: (typeof cars)[number]) =>
  queries.flatMap((query, id) =>
    compileSavedQuery(kinds.vehicles, vehicles, query, { checked: true }).test(car) ? [id] : [],
  )

/** The cars that reached the alert at `position`, i.e. were tested against it. */
function reachedBy(index: AlertIndex, position: number) {
  return cars.filter((car) => {
    alertsMatching(index, car)
    return index.seen[position] === index.cars
  })
}

describe('the alerts indexed by a filter value', () => {
  const queries: SavedQuery[] = [
    { filters: { car_brand: ['Volvo'] } },
    { filters: { car_brand: ['Volvo', 'BMW'], car_body: ['SUV'] } },
    { filters: { 'car_brand>car_model': ['Škoda>Kodiaq'] } },
    { filters: { car_equipment: ['Navigation'], car_price: [0, 420_000] } },
    { filters: { car_price: [0, 200_000] } },
    { filters: { 'car_fuel.neq': ['El'] } },
    { keyphrase: 'göteborg' },
    { keyphrase: '' },
    { filters: { car_brand: ['Volvo'] }, keyphrase: 'KODIAQ!' },
    {},
    // A parent and one of its children select the child; paths of two depths are anchored on the first level.
    { filters: { 'car_brand>car_model': ['Volvo', 'Volvo>XC60'] } },
    { filters: { 'car_brand>car_model': ['Škoda', 'Volvo>XC60'], car_mileage: [0, 50_000] } },
    // A range written backwards, as text, or with one end only as wide as the catalogue.
    { filters: { car_price: [500_000, 100_000] } },
    { filters: { car_price: ['0', '300000'] } },
    { filters: { car_year: [2020, 2030], car_body: [] } },
    { filters: { caroftheweek: [true] } },
    { filters: { car_equipment: ['Navigation', 'Dragkrok'], car_fuel: ['El', 'Diesel'] } },
    { filters: { ' car_brand > car_model ': ['Volvo > XC60'] }, keyphrase: 'xc' },
  ]

  it('finds for each car exactly the alerts that testing every alert finds', () => {
    const { index } = indexOf(queries)
    for (const car of cars)
      expect(
        alertsMatching(index, car).sort((a, b) => a - b),
        car.key,
      ).toEqual(everyAlertMatching(queries, car))
  })

  it('finds the same as testing every alert for a thousand drawn saved searches', () => {
    let seed = 7
    const random = () => ((seed = (seed * 48_271) % 2_147_483_647) - 1) / 2_147_483_646
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
    const drawn = Array.from({ length: 1000 }, (): SavedQuery => {
      const car = pick(fixtureCars)
      const filters: NonNullable<SavedQuery['filters']> = {}
      if (random() < 0.5) filters['car_brand>car_model'] = [`${car.car_brand}>${car.car_model}`]
      else if (random() < 0.5) filters.car_brand = [car.car_brand, pick(fixtureCars).car_brand]
      if (random() < 0.7) filters.car_price = [Math.round(random() * 100_000), Math.round(random() * 500_000)]
      if (random() < 0.3) filters.car_mileage = [0, Math.round(random() * 150_000)]
      if (random() < 0.3) filters.car_body = [pick(fixtureCars).car_body]
      if (random() < 0.2) filters.car_equipment = [pick(['Navigation', 'Dragkrok', 'Panoramatak'])]
      if (random() < 0.1) filters['car_fuel.neq'] = [pick(fixtureCars).car_fuel]
      return { filters, keyphrase: random() < 0.1 ? pick(fixtureCars).car_site_city : null }
    })
    const { index } = indexOf(drawn)
    for (const car of cars)
      expect(
        alertsMatching(index, car).sort((a, b) => a - b),
        car.key,
      ).toEqual(everyAlertMatching(drawn, car))
  })

  it('refuses what the search refuses', () => {
    const compiler = alertCompiler(kinds.vehicles, vehicles)
    for (const query of [
      { filters: { car_no_such_field: ['4'] } },
      { filters: { car_price: [0] } },
      { filters: { 'car_brand>car_model': ['Volvo>XC60>T8>AWD'] } },
    ] as SavedQuery[])
      expect(() => compiler.compile(query), JSON.stringify(query)).toThrow()
  })

  it('tests an alert with a value filter only against cars holding one of its values', () => {
    const { index } = indexOf([{ filters: { car_brand: ['Volvo'] } }])
    expect(reachedBy(index, 0)).toHaveLength(fixtureCars.filter((car) => car.car_brand === 'Volvo').length)
  })

  it('tests an alert with a price range only against cars not dearer than its upper end', () => {
    const { index } = indexOf([
      { filters: { car_price: [0, 200_000] } },
      { filters: { car_mileage: [0, 1] } },
    ])
    expect(reachedBy(index, 0).map((car) => car.key)).toEqual(
      fixtureCars.filter((car) => car.car_price <= 200_000).map((car) => car.car_id),
    )
    expect(reachedBy(index, 1)).toHaveLength(cars.length)
  })
})
