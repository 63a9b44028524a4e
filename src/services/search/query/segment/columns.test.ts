import { describe, expect, it } from 'vitest'
import type { IndexedField } from '../../kinds'
import { columnFromPairs, listColumn, ordinalOf, valueColumn, type ListColumn } from './columns'

const field = (name: string, type: IndexedField['type']): IndexedField => ({ name, type, range: false })
const brand = field('car_brand', 'keyword')
const price = field('car_price', 'number')
const equipment = field('car_equipment', 'keywords')

/** Row r's values of a list column, decoded. */
const listed = (column: ListColumn, row: number) =>
  [...column.codes.subarray(column.starts[row], column.ends[row])].map((code) => column.values[code - 1])

describe('valueColumn', () => {
  it('gives equal values one code and rows without a value code 0', () => {
    const column = valueColumn(brand, ['Volvo', 'BMW', null, 'Volvo', undefined])
    expect([...column.codes]).toEqual([1, 2, 0, 1, 0])
    expect(column.values).toEqual(['Volvo', 'BMW'])
    expect(column.code.get('BMW')).toBe(2)
    expect(column.numbers).toBeNull()
  })

  it('keeps numbers, NaN for none, with the smallest and largest value', () => {
    const column = valueColumn(price, [300, null, '120', 300])
    expect([...(column.numbers ?? [])]).toEqual([300, NaN, 120, 300])
    expect([column.min, column.max]).toEqual([120, 300])
    expect([...column.codes]).toEqual([1, 0, 2, 1])
  })

  it('turns booleans into 1 and 0, and has no range without values', () => {
    expect([...(valueColumn(field('car_is_used', 'boolean'), [true, false]).numbers ?? [])]).toEqual([1, 0])
    expect(valueColumn(price, [null, null])).toMatchObject({ min: null, max: null })
  })
})

describe('listColumn', () => {
  it("keeps each row's values back to back, a value listed twice once", () => {
    const column = listColumn(equipment, [['Navi', 'Navi', 'Towbar'], [], [null, 'Towbar']])
    expect([listed(column, 0), listed(column, 1), listed(column, 2)]).toEqual([
      ['Navi', 'Towbar'],
      [],
      ['Towbar'],
    ])
    expect(column.values).toEqual(['Navi', 'Towbar'])
  })
})

describe('columnFromPairs', () => {
  const ids = Float64Array.from([10, 20, 30])

  it('places values on their rows, in any order, ignoring unknown ids', () => {
    const column = columnFromPairs(price, ids, [30, 99, 10], [3, 9, 1])
    expect(column.list).toBe(false)
    expect(column.list ? null : [...(column.numbers ?? [])]).toEqual([1, NaN, 3])
  })

  it('collects the values of a list field per row', () => {
    const column = columnFromPairs(equipment, ids, [20, 10, 20], ['Navi', 'Towbar', 'Towbar']) as ListColumn
    expect([listed(column, 0), listed(column, 1), listed(column, 2)]).toEqual([
      ['Towbar'],
      ['Navi', 'Towbar'],
      [],
    ])
  })
})

describe('ordinalOf', () => {
  it("finds a row's position among ascending ids, -1 when absent", () => {
    const ids = Float64Array.from([2, 5, 9, 14])
    expect([2, 5, 9, 14, 1, 6, 20].map((id) => ordinalOf(ids, id))).toEqual([0, 1, 2, 3, -1, -1, -1])
  })
})
