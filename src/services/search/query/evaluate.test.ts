import { describe, expect, it } from 'vitest'
import { kinds } from '../kinds'
import { compileQuery } from './compile'
import { evaluate, treeCounter } from './evaluate'
import { parseSearchRequest } from './schema'
import { listColumn, valueColumn, type Column, type ValueColumn } from './segment'

type Car = {
  car_brand: string
  car_model: string
  car_fuel: string
  car_body: string
  car_price: number | null
  car_equipment: string[]
}

const cars: Car[] = [
  {
    car_brand: 'Volvo',
    car_model: 'XC60',
    car_fuel: 'Diesel',
    car_body: 'SUV',
    car_price: 300,
    car_equipment: ['Navi'],
  },
  {
    car_brand: 'Volvo',
    car_model: 'V60',
    car_fuel: 'Petrol',
    car_body: 'SUV',
    car_price: 200,
    car_equipment: [],
  },
  {
    car_brand: 'BMW',
    car_model: 'X5',
    car_fuel: 'Diesel',
    car_body: 'Sedan',
    car_price: null,
    car_equipment: ['Navi', 'Navi'],
  },
  {
    car_brand: 'BMW',
    car_model: 'i4',
    car_fuel: 'Petrol',
    car_body: 'Sedan',
    car_price: 100,
    car_equipment: ['Hook'],
  },
]

function columns(): Map<string, Column> {
  const field = (name: string) => kinds.vehicles.indexed.get(name)!
  const out = new Map<string, Column>()
  for (const name of ['car_brand', 'car_model', 'car_fuel', 'car_body', 'car_price'] as const)
    out.set(
      name,
      valueColumn(
        field(name),
        cars.map((car) => car[name]),
      ),
    )
  out.set(
    'car_equipment',
    listColumn(
      field('car_equipment'),
      cars.map((car) => car.car_equipment),
    ),
  )
  return out
}

function run(body: object, order: number[] | null = null) {
  const query = compileQuery(parseSearchRequest({ index: 'vehicles_automotive-se', ...body }), kinds.vehicles)
  const result = evaluate(query, {
    size: cars.length,
    columns: columns(),
    candidates: null,
    order: order ? Int32Array.from(order) : null,
    resolutions: new Map([['car_price', 100]]),
  })
  const counts = (facet: number) =>
    Object.fromEntries(
      result.aggregates
        .filter((row) => row.f === facet)
        .map((row) => [row.values.filter((value) => value !== null).join('>'), row.count]),
    )
  return { ...result, counts }
}

describe('evaluate', () => {
  it("counts a row in a facet when it fails only that facet's own filters", () => {
    const result = run({
      filters: { car_fuel: ['Diesel'], car_body: ['SUV'] },
      facets: ['car_fuel', 'car_body'],
    })
    expect(result.total).toBe(1)
    expect(result.counts(1)).toEqual({ Diesel: 1, Petrol: 1 })
    expect(result.counts(2)).toEqual({ SUV: 1, Sedan: 1 })
  })

  it('lets a facet that owns two filters count rows failing both, and no other facet', () => {
    const result = run({
      filters: { car_brand: ['Volvo'], 'car_brand>car_model': ['Volvo>XC60'] },
      facets: ['car_brand>car_model', 'car_fuel'],
    })
    expect(result.total).toBe(1)
    expect(result.counts(1)).toEqual({ 'Volvo>XC60': 1, 'Volvo>V60': 1, 'BMW>X5': 1, 'BMW>i4': 1 })
    expect(result.counts(2)).toEqual({ Diesel: 1 })
  })

  it('keeps rows without a value under .neq, drops them from ranges and leaves them out of histograms', () => {
    expect(run({ filters: { 'car_price.neq': [300] } }).total).toBe(3)
    expect(run({ filters: { car_price: [0, 1000] } }).total).toBe(3)
    const histogram = run({ facets: ['car_price'] }).aggregates
    expect(histogram.reduce((sum, row) => sum + row.count, 0)).toBe(3)
  })

  it('counts a list value once per row, and filters on any listed value', () => {
    const result = run({ filters: { car_equipment: ['Navi', 'Hook'] }, facets: ['car_equipment'] })
    expect(result.total).toBe(3)
    expect(result.counts(1)).toEqual({ Navi: 2, Hook: 1 })
    expect(run({ filters: { 'car_equipment.neq': ['Navi'] } }).total).toBe(2)
  })

  it('takes the page from the sort order, after the offset, among the matches only', () => {
    const order = [3, 2, 1, 0]
    expect(run({ filters: { car_fuel: ['Petrol', 'Diesel'] }, limit: 2, offset: 1 }, order).page).toEqual([
      2, 1,
    ])
    expect(run({ filters: { car_fuel: ['Diesel'] }, limit: 5 }, order).page).toEqual([2, 0])
  })
})

describe('treeCounter', () => {
  it('counts the same combinations in its array and its map form', () => {
    const all = columns()
    const levels = [all.get('car_brand'), all.get('car_fuel')] as ValueColumn[]
    const count = (arrayLimit: number) => {
      const counter = treeCounter(levels, arrayLimit)
      cars.forEach((_, row) => counter.add(row))
      return counter.rows().sort((a, b) => a.values.join().localeCompare(b.values.join()))
    }
    expect(count(0)).toEqual(count(1 << 22))
    expect(count(0).map((row) => [...row.values, row.count])).toEqual([
      ['BMW', 'Diesel', 1],
      ['BMW', 'Petrol', 1],
      ['Volvo', 'Diesel', 1],
      ['Volvo', 'Petrol', 1],
    ])
  })
})
