import { describe, expect, it } from 'vitest'
import type { IndexedField } from '../../kinds'
import { valueColumn } from './columns'
import { mergeOrder, sortOrder } from './sort-order'

const text: IndexedField = { name: 'car_model', type: 'keyword', range: false }
const number: IndexedField = { name: 'car_price', type: 'number', range: true }

describe('sortOrder', () => {
  it('sorts numbers numerically, rows without a value last, equal values by ordinal', () => {
    const column = valueColumn(number, [20, null, 100, 9, 20])
    expect([...sortOrder(column, 'asc')]).toEqual([3, 0, 4, 2, 1])
    expect([...sortOrder(column, 'desc')]).toEqual([2, 0, 4, 3, 1])
  })

  it('sorts text by code unit (capitals before small letters, accents after), rows without a value last', () => {
    const column = valueColumn(text, ['b', 'Z', null, 'é', 'a', 'b'])
    expect([...sortOrder(column, 'asc')]).toEqual([1, 4, 0, 5, 3, 2])
    expect([...sortOrder(column, 'desc')]).toEqual([3, 0, 5, 4, 1, 2])
  })
})

describe('mergeOrder', () => {
  it('places changed and added text rows where a fresh sort would: code-unit order, no value last', () => {
    const before = valueColumn(text, ['b', 'Z', null, 'é', 'a'])
    const previous = sortOrder(before, 'asc')
    // Row 0 loses its value, row 2 gains one, row 5 is added.
    const after = valueColumn(text, [null, 'Z', 'c', 'é', 'a', 'B'])
    const merged = mergeOrder(previous, [0, 2, 5], after, 'asc')
    expect([...merged]).toEqual([5, 1, 4, 2, 3, 0])
    expect([...merged]).toEqual([...sortOrder(after, 'asc')])
  })

  it('keeps the order of unchanged rows and merges changed numbers in, descending too', () => {
    const before = valueColumn(number, [10, 20, 30, 40])
    const after = valueColumn(number, [10, 35, 30, 40, 5, null])
    const merged = mergeOrder(sortOrder(before, 'desc'), [1, 4, 5], after, 'desc')
    expect([...merged]).toEqual([3, 1, 2, 0, 4, 5])
  })
})
