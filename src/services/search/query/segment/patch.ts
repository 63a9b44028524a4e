/**
 * Patching from deltas: after an incremental import, the columns and sort orders a process has
 * loaded are carried over to the new version with only the changed rows re-encoded, instead of
 * being loaded and sorted again. A change that is not a patch (rows removed, new rows not after
 * the old ones) gives no delta, and the new version loads afresh. Pure.
 */
import type { SortOption } from '../../kinds'
import { buildList, buildValues, ordinalOf, type Column, type ValueColumn } from './columns'
import { mergeOrder } from './sort-order'

/** The rows an incremental import changed since a segment's version, to patch its columns with. */
export type Delta = {
  /** The new version's row ids, ascending: the old ones, then the added ones. */
  ids: Float64Array
  /** Delta row index of each changed ordinal. */
  changed: Map<number, number>
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
 * The delta from a version whose row ids were `base` (ascending); null when the change is not a
 * patch: rows were removed, or new rows do not come after the old ones.
 */
export function deltaFrom(base: Float64Array, changedRows: ChangedRows): Delta | null {
  const added = changedRows.ids.filter((id) => ordinalOf(base, id) < 0).sort((a, b) => a - b)
  if (added.length && base.length && added[0] < base[base.length - 1]) return null
  if (changedRows.count !== base.length + added.length) return null
  const ids = new Float64Array(base.length + added.length)
  ids.set(base)
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
  return { ids, changed, values: changedRows.values, lists }
}

/** A column of the earlier version, with the delta's rows set to their new values. */
export function patchColumn(column: Column, delta: Delta): Column {
  const size = delta.ids.length
  const name = column.field.name
  if (column.list)
    return buildList(column.field, size, column, (ordinal) =>
      delta.changed.has(ordinal) ? (delta.lists.get(name)?.get(ordinal) ?? []) : undefined,
    )
  return buildValues(column.field, size, column, (ordinal) => {
    const index = delta.changed.get(ordinal)
    return index === undefined ? undefined : (delta.values.get(name)?.[index] ?? null)
  })
}

/** A sort order of the earlier version, with the delta's rows moved to where `column` (patched) puts them. */
export function patchOrder(
  order: Int32Array,
  column: ValueColumn,
  direction: SortOption['direction'],
  delta: Delta,
): Int32Array {
  return mergeOrder(order, [...delta.changed.keys()], column, direction)
}
