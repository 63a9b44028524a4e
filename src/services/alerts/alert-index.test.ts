import { describe, expect, it } from 'vitest'
import { compileSavedQuery, kinds, matchableCar, type SavedQuery } from '@/services/search'
import { fixtureCars, vehicles } from '@/services/search/test-fixtures'
import { alertsMatching, buildAlertIndex } from './alert-index'

const compile = (query: SavedQuery) => compileSavedQuery(kinds.vehicles, vehicles, query)
const cars = fixtureCars.map((car) => matchableCar(kinds.vehicles, car))

describe('the alerts indexed by a filter value', () => {
  const queries: SavedQuery[] = [
    { filters: { car_brand: ['Volvo'] } },
    { filters: { car_brand: ['Volvo', 'BMW'], car_body: ['SUV'] } },
    { filters: { 'car_brand>car_model': ['Škoda>Kodiaq'] } },
    { filters: { car_equipment: ['Navigation'], car_price: [0, 420_000] } },
    { filters: { car_price: [0, 200_000] } },
    { filters: { 'car_fuel.neq': ['El'] } },
    { keyphrase: 'göteborg' },
    {},
  ]
  const alerts = queries.map((query, id) => ({ id, query: compile(query) }))
  const index = buildAlertIndex(alerts)

  it('finds for each car exactly the alerts that testing every alert finds', () => {
    for (const car of cars) {
      const everyAlert = alerts.filter((alert) => alert.query.test(car)).map((alert) => alert.id)
      expect(alertsMatching(index, car).sort(), car.key).toEqual(everyAlert)
    }
  })

  it('tests an alert with a value filter only against cars holding one of its values', () => {
    let tested = 0
    const volvo = compile({ filters: { car_brand: ['Volvo'] } })
    const counting = buildAlertIndex([
      { id: 1, query: { ...volvo, test: (car) => (tested++, volvo.test(car)) } },
    ])
    for (const car of cars) alertsMatching(counting, car)
    expect(tested).toBe(fixtureCars.filter((car) => car.car_brand === 'Volvo').length)
  })
})
