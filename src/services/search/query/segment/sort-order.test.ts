import { describe, expect, it } from 'vitest'
import type { IndexedField } from '../../kinds'
import { valueColumn } from './columns'
import { sortOrder } from './sort-order'

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
