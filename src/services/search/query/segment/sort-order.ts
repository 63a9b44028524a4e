/**
 * Sort orders: a sort option's permutation of a segment's ordinals, built once per segment and,
 * after an incremental import, patched with the changed rows instead of sorted again (patch.ts). Numbers sort
 * numerically, text and dates by code unit (SQLite's default collation, so both databases agree),
 * rows without a value last, ties by ordinal, which is import order (ids ascend). Pure.
 */
import type { SortOption } from '../../kinds'
import { int32s, type ValueColumn } from './columns'

type Compare = (a: number, b: number) => number

/** Text and date columns sort by each value's rank among the column's values. */
function ranks(column: ValueColumn): Float64Array {
  const sorted = column.values
    .map((value, index) => ({ text: String(value), code: index + 1 }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
  const rankOfCode = new Float64Array(column.values.length + 1).fill(NaN)
  sorted.forEach((entry, rank) => (rankOfCode[entry.code] = rank))
  return Float64Array.from(column.codes, (code) => rankOfCode[code])
}

/**
 * Sort order of two ordinals: by value, rows without a value last, ties by ordinal (id). Text
 * compares through `ranks` when a whole column is sorted, and directly when only a few rows
 * are placed in an order (ranking every value would cost more than placing them).
 */
export function comparator(
  column: ValueColumn,
  direction: SortOption['direction'],
  ranked: boolean,
): Compare {
  const sign = direction === 'asc' ? 1 : -1
  const rank = column.numbers ?? (ranked ? ranks(column) : null)
  if (rank)
    return (a, b) => {
      const x = rank[a]
      const y = rank[b]
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a - b : 1) : -1
      return x === y ? a - b : x < y ? -sign : sign
    }
  const { codes, values } = column
  return (a, b) => {
    if (codes[a] === 0 || codes[b] === 0) return codes[a] === 0 ? (codes[b] === 0 ? a - b : 1) : -1
    const x = String(values[codes[a] - 1])
    const y = String(values[codes[b] - 1])
    return x === y ? a - b : x < y ? -sign : sign
  }
}

/** Every ordinal of the column, in the order of the sort direction. */
export function sortOrder(column: ValueColumn, direction: SortOption['direction']): Int32Array {
  const ordinals = int32s(column.codes.length)
  for (let ordinal = 0; ordinal < ordinals.length; ordinal++) ordinals[ordinal] = ordinal
  return ordinals.sort(comparator(column, direction, true))
}
