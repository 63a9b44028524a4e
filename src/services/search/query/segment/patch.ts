/**
 * Patching from deltas: after an incremental import, the columns, sort orders and keyphrase
 * matches a process holds are carried over to the new version by changing only the changed rows,
 * instead of being loaded, copied or sorted again. The columns and sort orders are changed in
 * place: the segment that hands them over is retired first, so no search reads them as its own
 * version's again (segment.ts). A change that is not a patch (rows removed, new rows not after
 * the old ones) gives no delta, and the new version loads afresh.
 */
import type { SortOption } from '../../kinds'
import {
  encode,
  listCodes,
  numberOf,
  ordinalOf,
  rangeOf,
  type Column,
  type ListColumn,
  type ValueColumn,
} from './columns'
import { comparator } from './sort-order'

/** The rows an incremental import changed since a segment's version, to patch its columns with. */
export type Delta = {
  /** The new version's row ids, ascending: the old ones, then the added ones. */
  ids: Float64Array
  /** Row count of the earlier version. */
  before: number
  /** Delta row index of each changed ordinal. */
  changed: Map<number, number>
  /** The changed rows' ids, in delta row order. */
  changedIds: readonly number[]
  /** Per value field, the changed rows' values in delta row order. */
  values: Map<string, unknown[]>
  /** Per list field, the listed values of each changed ordinal that has any. */
  lists: Map<string, Map<number, unknown[]>>
}

/** What the database says changed since a version (see deltaStatements). */
export type ChangedRows = {
  /** Row count of the new version. */
  count: number
  /** The changed (updated or added) rows' ids. */
  ids: readonly number[]
  /** Per value field, the changed rows' values in the order of `ids`. */
  values: Map<string, unknown[]>
  /** One entry per listed value of a changed row. */
  listed: { ids: readonly unknown[]; fields: readonly unknown[]; values: readonly unknown[] }
}

/**
 * `array` with `size` elements, the old ones kept: a longer view of the same buffer when it has
 * room (elements past the old length belong to no version yet), else a copy with a quarter more
 * room, so that rows added one import at a time copy a column only now and then.
 */
export function grown<T extends Int32Array | Float64Array>(array: T, size: number): T {
  if (size === array.length) return array
  const room = array.buffer.byteLength / array.BYTES_PER_ELEMENT - array.byteOffset / array.BYTES_PER_ELEMENT
  const Typed = array.constructor as { new (buffer: ArrayBufferLike, offset: number, length: number): T }
  if (size <= room) return new Typed(array.buffer, array.byteOffset, size)
  const capacity = size + (size >> 2) + 16
  const next = new Typed(new ArrayBuffer(capacity * array.BYTES_PER_ELEMENT), 0, capacity)
  next.set(array.subarray(0, Math.min(size, array.length)))
  return next.subarray(0, size) as T
}

/**
 * The delta from a version whose row ids were `base` (ascending); null when the change is not a
 * patch: rows were removed, or new rows do not come after the old ones.
 */
export function deltaFrom(base: Float64Array, changedRows: ChangedRows): Delta | null {
  const added = changedRows.ids.filter((id) => ordinalOf(base, id) < 0).sort((a, b) => a - b)
  if (added.length && base.length && added[0] < base[base.length - 1]) return null
  if (changedRows.count !== base.length + added.length) return null
  const ids = grown(base, base.length + added.length)
  ids.set(added, base.length)
  const changed = new Map(changedRows.ids.map((id, index) => [ordinalOf(ids, id), index]))
  const lists = new Map<string, Map<number, unknown[]>>()
  const { listed } = changedRows
  listed.ids.forEach((id, index) => {
    const field = String(listed.fields[index])
    const ordinal = ordinalOf(ids, Number(id))
    if (!lists.has(field)) lists.set(field, new Map())
    const rows = lists.get(field) as Map<number, unknown[]>
    if (!rows.has(ordinal)) rows.set(ordinal, [])
    rows.get(ordinal)?.push(listed.values[index])
  })
  return {
    ids,
    before: base.length,
    changed,
    changedIds: changedRows.ids,
    values: changedRows.values,
    lists,
  }
}

/**
 * A column of the earlier version, with the delta's rows set to their new values: its arrays
 * changed in place (grown for added rows), new values appended to its dictionary.
 */
export function patchColumn(column: Column, delta: Delta): Column {
  return column.list ? patchList(column, delta) : patchValues(column, delta)
}

function patchValues(column: ValueColumn, delta: Delta): ValueColumn {
  const size = delta.ids.length
  const codes = grown(column.codes, size)
  const numbers = column.numbers && grown(column.numbers, size)
  const changed = delta.values.get(column.field.name)
  let { min, max } = column
  // A row that held the smallest or largest value changed: the range is measured again.
  let remeasure = false
  for (const [ordinal, index] of delta.changed) {
    const raw = changed?.[index]
    const value = raw === null || raw === undefined ? null : numbers ? numberOf(raw) : String(raw)
    codes[ordinal] = value === null ? 0 : encode(column, value)
    if (!numbers) continue
    const next = value === null ? NaN : (value as number)
    if (ordinal < delta.before && (numbers[ordinal] === min || numbers[ordinal] === max)) remeasure = true
    numbers[ordinal] = next
    if (next < (min ?? Infinity)) min = next
    if (next > (max ?? -Infinity)) max = next
  }
  if (numbers && remeasure) ({ min, max } = rangeOf(numbers))
  return { ...column, codes, numbers, min, max }
}

function patchList(column: ListColumn, delta: Delta): ListColumn {
  const size = delta.ids.length
  const starts = grown(column.starts, size)
  const ends = grown(column.ends, size)
  const lists = delta.lists.get(column.field.name)
  let { codes, unused } = column
  for (const ordinal of delta.changed.keys()) {
    const own = listCodes(column, lists?.get(ordinal) ?? [])
    const room = ordinal < delta.before ? ends[ordinal] - starts[ordinal] : 0
    unused += room - own.length
    if (ordinal < delta.before && own.length <= room) {
      codes.set(own, starts[ordinal])
      ends[ordinal] = starts[ordinal] + own.length
      continue
    }
    // Too long for its old place: after every other row's codes.
    unused += own.length
    const at = codes.length
    codes = grown(codes, at + own.length)
    codes.set(own, at)
    starts[ordinal] = at
    ends[ordinal] = at + own.length
  }
  const patched = { ...column, starts, ends, codes, unused }
  return unused > codes.length / 2 ? compacted(patched) : patched
}

/** A list column without the codes no row points at (copied: only once many have piled up). */
function compacted(column: ListColumn): ListColumn {
  const size = column.starts.length
  let total = 0
  for (let row = 0; row < size; row++) total += column.ends[row] - column.starts[row]
  const codes = new Int32Array(total + (total >> 4) + 16).subarray(0, total)
  const starts = new Int32Array(size + (size >> 4) + 16).subarray(0, size)
  const ends = new Int32Array(size + (size >> 4) + 16).subarray(0, size)
  let at = 0
  for (let row = 0; row < size; row++) {
    starts[row] = at
    for (let index = column.starts[row]; index < column.ends[row]; index++) codes[at++] = column.codes[index]
    ends[row] = at
  }
  return { ...column, starts, ends, codes, unused: 0 }
}

/** Where a sort option's order has each of `ordinals`: a binary search under `column`'s values. */
export function positionsIn(
  order: Int32Array,
  ordinals: readonly number[],
  column: ValueColumn,
  direction: SortOption['direction'],
): number[] {
  const compare = comparator(column, direction, false)
  return ordinals.map((ordinal) => {
    let low = 0
    let high = order.length - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const sign = compare(order[middle], ordinal)
      if (sign < 0) low = middle + 1
      else if (sign > 0) high = middle - 1
      else return middle
    }
    throw new Error(`Row ${ordinal} is not where its sort order says`)
  })
}

/**
 * A sort order of the earlier version, changed in place: the changed rows taken out at
 * `positions` (positionsIn, before the column was patched) and put back where `column`, patched,
 * sorts them, the added rows with them; the rows between move by one copy per changed row.
 */
export function patchOrder(
  order: Int32Array,
  positions: readonly number[],
  column: ValueColumn,
  direction: SortOption['direction'],
  delta: Delta,
): Int32Array {
  const out = grown(order, delta.ids.length)
  // Take the changed rows out, closing each gap.
  const removed = [...positions].sort((a, b) => a - b)
  let kept = order.length
  if (removed.length) {
    let at = removed[0]
    removed.forEach((position, index) => {
      const next = index + 1 < removed.length ? removed[index + 1] : order.length
      out.copyWithin(at, position + 1, next)
      at += next - position - 1
    })
    kept = at
  }
  // Put them back, from the last: each one after the kept rows that sort before it.
  const compare = comparator(column, direction, false)
  const moved = [...delta.changed.keys()].sort(compare)
  let end = out.length
  for (let index = moved.length - 1; index >= 0; index--) {
    const row = moved[index]
    let low = 0
    let high = kept
    while (low < high) {
      const middle = (low + high) >> 1
      if (compare(out[middle], row) < 0) low = middle + 1
      else high = middle
    }
    out.copyWithin(end - (kept - low), low, kept)
    end -= kept - low
    kept = low
    out[--end] = row
  }
  return out
}

/**
 * A keyphrase's matches (ascending ordinals) of the earlier version, with the changed rows
 * (`changed`, ascending) taken out and those of them that match now (`matched`) put back.
 */
export function patchMatches(
  previous: Int32Array,
  changed: readonly number[],
  matched: ReadonlySet<number>,
): Int32Array {
  const out = new Int32Array(previous.length + matched.size)
  let from = 0
  let at = 0
  for (const ordinal of changed) {
    let low = from
    let high = previous.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (previous[middle] < ordinal) low = middle + 1
      else high = middle
    }
    out.set(previous.subarray(from, low), at)
    at += low - from
    from = low < previous.length && previous[low] === ordinal ? low + 1 : low
    if (matched.has(ordinal)) out[at++] = ordinal
  }
  out.set(previous.subarray(from), at)
  return out.subarray(0, at + previous.length - from)
}
