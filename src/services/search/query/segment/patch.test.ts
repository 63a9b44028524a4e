import { describe, expect, it } from 'vitest'
import { seeded } from '@/seed/catalog/random'
import type { IndexedField, SortOption } from '../../kinds'
import { listColumn, valueColumn, type Column, type ListColumn, type ValueColumn } from './columns'
import {
  deltaFrom,
  patchColumn,
  patchMatches,
  patchOrder,
  positionsIn,
  type ChangedRows,
  type Delta,
} from './patch'
import { sortOrder } from './sort-order'

const brand: IndexedField = { name: 'car_brand', type: 'keyword', range: false }
const price: IndexedField = { name: 'car_price', type: 'number', range: true }
const equipment: IndexedField = { name: 'car_equipment', type: 'keywords', range: false }

const base = Float64Array.from([1, 2, 3])
const noLists = { ids: [], fields: [], values: [] }
const changes = (rows: Partial<ChangedRows>): ChangedRows => ({
  count: 3,
  ids: [],
  values: new Map(),
  listed: noLists,
  ...rows,
})

/** The values of a column, decoded, so that a patched and a fresh column compare by content. */
const decoded = (column: ValueColumn) =>
  [...column.codes].map((code) => (code ? column.values[code - 1] : null))
const decodedLists = (column: ListColumn) =>
  Array.from({ length: column.starts.length }, (_, row) =>
    [...column.codes.subarray(column.starts[row], column.ends[row])]
      .map((code) => column.values[code - 1])
      .sort(),
  )

/** What a process does on an import: find the changed rows in each order, patch columns, then orders. */
function patchAll(
  columns: Column[],
  orders: { order: Int32Array; field: number; direction: SortOption['direction'] }[],
  delta: Delta,
) {
  const changed = [...delta.changed.keys()].filter((ordinal) => ordinal < delta.before)
  const positions = orders.map(({ order, field, direction }) =>
    positionsIn(order, changed, columns[field] as ValueColumn, direction),
  )
  const patched = columns.map((column) => patchColumn(column, delta))
  return {
    columns: patched,
    orders: orders.map(({ order, field, direction }, index) => ({
      order: patchOrder(order, positions[index], patched[field] as ValueColumn, direction, delta),
      field,
      direction,
    })),
  }
}

describe('deltaFrom', () => {
  it('appends new rows after the old ones and maps each changed row to its delta row', () => {
    const delta = deltaFrom(
      base,
      changes({
        count: 5,
        ids: [5, 2, 4],
        listed: {
          ids: [5, 2, 5],
          fields: ['car_equipment', 'car_equipment', 'car_equipment'],
          values: ['Navi', 'Towbar', 'Towbar'],
        },
      }),
    )
    expect([...(delta?.ids ?? [])]).toEqual([1, 2, 3, 4, 5])
    expect([...base]).toEqual([1, 2, 3]) // the earlier version's ids stay as they were
    expect([...(delta?.changed ?? [])]).toEqual([
      [4, 0],
      [1, 1],
      [3, 2],
    ])
    expect([...(delta?.lists.get('car_equipment') ?? [])]).toEqual([
      [4, ['Navi', 'Towbar']],
      [1, ['Towbar']],
    ])
  })

  it('is no patch when rows went away or a new row comes before an old one', () => {
    expect(deltaFrom(base, changes({ count: 2, ids: [1] }))).toBeNull()
    expect(deltaFrom(Float64Array.from([1, 5]), changes({ count: 3, ids: [3] }))).toBeNull()
  })
})

describe('patchColumn and patchOrder', () => {
  const delta = deltaFrom(
    base,
    changes({
      count: 4,
      ids: [2, 4],
      values: new Map([['car_brand', ['Audi', null]]]),
      listed: { ids: [4], fields: ['car_equipment'], values: ['Navi'] },
    }),
  )!

  it('answer as a fresh load of the new version does', () => {
    const brands = valueColumn(brand, ['Volvo', 'BMW', 'Kia'])
    const lists = listColumn(equipment, [['Towbar'], ['Navi'], []])
    const { columns, orders } = patchAll(
      [brands, lists],
      [{ order: sortOrder(brands, 'asc'), field: 0, direction: 'asc' }],
      delta,
    )
    const fresh = valueColumn(brand, ['Volvo', 'Audi', 'Kia', null])
    expect(decoded(columns[0] as ValueColumn)).toEqual(decoded(fresh))
    expect([...orders[0].order]).toEqual([...sortOrder(fresh, 'asc')])
    expect(decodedLists(columns[1] as ListColumn)).toEqual([['Towbar'], [], [], ['Navi']])
  })

  it('places changed and added text rows where a fresh sort would: code-unit order, no value last', () => {
    const text: IndexedField = { name: 'car_model', type: 'keyword', range: false }
    const before = valueColumn(text, ['b', 'Z', null, 'é', 'a'])
    // Row 0 loses its value, row 2 gains one, row 5 is added.
    const textDelta = deltaFrom(
      Float64Array.from([1, 2, 3, 4, 5]),
      changes({ count: 6, ids: [1, 3, 6], values: new Map([['car_model', [null, 'c', 'B']]]) }),
    )!
    const { orders } = patchAll(
      [before],
      [{ order: sortOrder(before, 'asc'), field: 0, direction: 'asc' }],
      textDelta,
    )
    expect([...orders[0].order]).toEqual([5, 1, 4, 2, 3, 0])
  })
})

describe('patching, round after round', () => {
  const brands = ['Volvo', 'BMW', 'Kia', 'Audi', 'Saab', 'Tesla']
  const kit = ['Navi', 'Towbar', 'Heated seats', 'Sunroof', 'Camera', 'Alarm', 'Hook']
  const { next: random } = seeded(7)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
  const carOf = () => ({
    brand: random() < 0.1 ? null : pick(brands),
    price: random() < 0.1 ? null : Math.round(random() * 50) * 1000,
    equipment: kit.filter(() => random() < 0.3),
  })

  it('gives what a fresh load of each version gives: values, ranges, lists, sort orders and matches', () => {
    let cars = Array.from({ length: 200 }, carOf)
    let ids: Float64Array = Float64Array.from(cars, (_, index) => index + 1)
    const freshColumns = () => [
      valueColumn(
        brand,
        cars.map((car) => car.brand),
      ),
      valueColumn(
        price,
        cars.map((car) => car.price),
      ),
      listColumn(
        equipment,
        cars.map((car) => car.equipment),
      ),
    ]
    const matching = () =>
      Int32Array.from(cars.flatMap((car, ordinal) => (car.brand === 'Kia' ? [ordinal] : [])))
    let columns = freshColumns()
    let orders = (['asc', 'desc'] as const).flatMap((direction) =>
      [0, 1].map((field) => ({
        field,
        direction,
        order: sortOrder(columns[field] as ValueColumn, direction),
      })),
    )
    let matches: Int32Array = matching()
    for (let round = 0; round < 40; round++) {
      // Some rows change, the extreme prices among them now and then; some rows are added.
      const changedIds = new Set<number>()
      const count = Math.floor(random() * (round % 5 === 0 ? 60 : 4)) + 1
      for (let at = 0; at < count; at++) changedIds.add(Math.floor(random() * cars.length) + 1)
      const added = Math.floor(random() * 3)
      for (let at = 1; at <= added; at++) changedIds.add(cars.length + at)
      cars = [...cars, ...Array.from({ length: added }, carOf)]
      const changedList = [...changedIds]
      for (const id of changedList) cars[id - 1] = carOf()
      const rows = changedList.map((id) => cars[id - 1])
      const delta = deltaFrom(ids, {
        count: cars.length,
        ids: changedList,
        values: new Map<string, unknown[]>([
          ['car_brand', rows.map((car) => car.brand)],
          ['car_price', rows.map((car) => car.price)],
        ]),
        listed: {
          ids: rows.flatMap((car, index) => car.equipment.map(() => changedList[index])),
          fields: rows.flatMap((car) => car.equipment.map(() => 'car_equipment')),
          values: rows.flatMap((car) => car.equipment),
        },
      })!
      ;({ columns, orders } = patchAll(columns, orders, delta))
      ids = delta.ids
      matches = patchMatches(
        matches,
        [...delta.changed.keys()].sort((a, b) => a - b),
        new Set([...delta.changed.keys()].filter((ordinal) => cars[ordinal].brand === 'Kia')),
      )

      const fresh = freshColumns()
      expect([...ids]).toEqual(cars.map((_, index) => index + 1))
      expect(decoded(columns[0] as ValueColumn)).toEqual(decoded(fresh[0] as ValueColumn))
      expect(decoded(columns[1] as ValueColumn)).toEqual(decoded(fresh[1] as ValueColumn))
      const { min, max, numbers } = columns[1] as ValueColumn
      expect({ min, max, numbers: [...(numbers ?? [])] }).toEqual({
        min: (fresh[1] as ValueColumn).min,
        max: (fresh[1] as ValueColumn).max,
        numbers: [...((fresh[1] as ValueColumn).numbers ?? [])],
      })
      expect(decodedLists(columns[2] as ListColumn)).toEqual(decodedLists(fresh[2] as ListColumn))
      for (const { field, direction, order } of orders)
        expect([...order]).toEqual([...sortOrder(fresh[field] as ValueColumn, direction)])
      expect([...matches]).toEqual([...matching()])
    }
  })
})
