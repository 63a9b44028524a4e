import { describe, expect, it } from 'vitest'
import type { IndexedField } from '../../kinds'
import { listColumn, valueColumn, type ListColumn, type ValueColumn } from './columns'
import { deltaFrom, patchColumn, patchOrder, type ChangedRows } from './patch'
import { sortOrder } from './sort-order'

const brand: IndexedField = { name: 'car_brand', type: 'keyword', range: false }
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
  Array.from({ length: column.starts.length - 1 }, (_, row) =>
    [...column.codes.subarray(column.starts[row], column.starts[row + 1])].map(
      (code) => column.values[code - 1],
    ),
  )

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
    const patched = patchColumn(brands, delta) as ValueColumn
    const fresh = valueColumn(brand, ['Volvo', 'Audi', 'Kia', null])
    expect(decoded(patched)).toEqual(decoded(fresh))
    expect([...patchOrder(sortOrder(brands, 'asc'), patched, 'asc', delta)]).toEqual([
      ...sortOrder(fresh, 'asc'),
    ])

    const lists = listColumn(equipment, [['Towbar'], ['Navi'], []])
    const patchedLists = patchColumn(lists, delta) as ListColumn
    expect(decodedLists(patchedLists)).toEqual([['Towbar'], [], [], ['Navi']])
  })
})
