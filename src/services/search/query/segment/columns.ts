/**
 * Column encoding: an index's values held the way a search engine keeps doc values, so that
 * filters and facet counts compare small integers instead of strings. Every value gets a
 * dictionary code (0 = no value); numbers also keep their value for ranges and histograms; list
 * fields (equipment, brands…) keep each row's codes back to back. Pure: the segment loads the
 * values, this module only encodes them.
 */
import type { IndexedField } from '../../kinds'
import type { ColumnValue } from '../compile'

/** A column: every row's value as a dictionary code, 0 for no value. */
export type ValueColumn = {
  list: false
  field: IndexedField
  codes: Int32Array
  /** The value of code c is values[c - 1]. */
  values: ColumnValue[]
  code: ReadonlyMap<ColumnValue, number>
  /** Number columns: every row's value, NaN for none, and the smallest and largest value. */
  numbers: Float64Array | null
  min: number | null
  max: number | null
}

/** A list field (equipment, brands…): row r's codes are codes[starts[r]] up to codes[starts[r + 1]]. */
export type ListColumn = {
  list: true
  field: IndexedField
  starts: Int32Array
  codes: Int32Array
  values: ColumnValue[]
  code: ReadonlyMap<ColumnValue, number>
}

export type Column = ValueColumn | ListColumn

/**
 * Dictionary-encodes values; `null` gets code 0. Starts as a copy of `base`, if given, so that a
 * patched column keeps the codes its unchanged rows already have.
 */
class Dictionary {
  readonly values: ColumnValue[]
  readonly code: Map<ColumnValue, number>
  constructor(base?: { values: ColumnValue[]; code: ReadonlyMap<ColumnValue, number> }) {
    this.values = base ? base.values.slice() : []
    this.code = new Map(base?.code)
  }
  encode(value: ColumnValue): number {
    let code = this.code.get(value)
    if (code === undefined) {
      this.values.push(value)
      this.code.set(value, (code = this.values.length))
    }
    return code
  }
}

/**
 * A column of `size` rows: `base`'s values (if any), with the rows `changeOf` gives a value for
 * (null for none) set to it; undefined leaves a row as it was. One function for a fresh load and
 * for a patch, so both encode alike.
 */
export function buildValues(
  field: IndexedField,
  size: number,
  base: ValueColumn | null,
  changeOf: (ordinal: number) => unknown,
): ValueColumn {
  const dictionary = new Dictionary(base ?? undefined)
  const codes = new Int32Array(size)
  if (base) codes.set(base.codes)
  const numbers =
    field.type === 'number' || field.type === 'boolean' ? new Float64Array(size).fill(NaN) : null
  if (numbers && base?.numbers) numbers.set(base.numbers)
  for (let ordinal = 0; ordinal < size; ordinal++) {
    const raw = changeOf(ordinal)
    if (raw === undefined) continue
    if (raw === null) {
      codes[ordinal] = 0
      if (numbers) numbers[ordinal] = NaN
      continue
    }
    const value = numbers ? Number(raw) : String(raw)
    codes[ordinal] = dictionary.encode(value)
    if (numbers) numbers[ordinal] = value as number
  }
  let min = Infinity
  let max = -Infinity
  if (numbers)
    for (const value of numbers) {
      if (value < min) min = value
      if (value > max) max = value
    }
  const found = min <= max
  return {
    list: false,
    field,
    codes,
    values: dictionary.values,
    code: dictionary.code,
    numbers,
    min: found ? min : null,
    max: found ? max : null,
  }
}

/** Like buildValues, for lists; a value listed twice for one row counts once. */
export function buildList(
  field: IndexedField,
  size: number,
  base: ListColumn | null,
  changeOf: (ordinal: number) => readonly unknown[] | undefined,
): ListColumn {
  const dictionary = new Dictionary(base ?? undefined)
  const starts = new Int32Array(size + 1)
  const codes: number[] = []
  const baseRows = base ? base.starts.length - 1 : 0
  for (let ordinal = 0; ordinal < size; ordinal++) {
    const change = changeOf(ordinal)
    if (change === undefined) {
      if (base && ordinal < baseRows)
        for (let index = base.starts[ordinal]; index < base.starts[ordinal + 1]; index++)
          codes.push(base.codes[index])
    } else {
      const own = new Set<number>()
      for (const value of change)
        if (value !== null && value !== undefined) own.add(dictionary.encode(String(value)))
      codes.push(...own)
    }
    starts[ordinal + 1] = codes.length
  }
  return {
    list: true,
    field,
    starts,
    codes: Int32Array.from(codes),
    values: dictionary.values,
    code: dictionary.code,
  }
}

/** A column from every row's value (null or undefined for none). Booleans become 1 and 0. */
export function valueColumn(field: IndexedField, rows: readonly unknown[]): ValueColumn {
  return buildValues(field, rows.length, null, (ordinal) => rows[ordinal] ?? null)
}

/** A list column from every row's values. */
export function listColumn(field: IndexedField, rows: readonly (readonly unknown[])[]): ListColumn {
  return buildList(field, rows.length, null, (ordinal) => rows[ordinal])
}

/**
 * Ordinal of a row id among a segment's ids (ascending), or -1 if the row is not there. A row's
 * ordinal is its position in every column.
 */
export function ordinalOf(ids: Float64Array, id: number): number {
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (ids[middle] < id) low = middle + 1
    else if (ids[middle] > id) high = middle - 1
    else return middle
  }
  return -1
}

/**
 * A column from the (id, value) pairs the database returned, in any order: each value lands on
 * its row's ordinal, rows the database did not name have no value, ids not in `ids` are ignored.
 */
export function columnFromPairs(
  field: IndexedField,
  ids: Float64Array,
  rowIds: readonly unknown[],
  values: readonly unknown[],
): Column {
  if (field.type === 'keywords') {
    const byOrdinal: unknown[][] = Array.from({ length: ids.length }, () => [])
    rowIds.forEach((id, index) => {
      const ordinal = ordinalOf(ids, Number(id))
      if (ordinal >= 0) byOrdinal[ordinal].push(values[index])
    })
    return listColumn(field, byOrdinal)
  }
  const byOrdinal: unknown[] = new Array(ids.length).fill(null)
  rowIds.forEach((id, index) => {
    const ordinal = ordinalOf(ids, Number(id))
    if (ordinal >= 0) byOrdinal[ordinal] = values[index]
  })
  return valueColumn(field, byOrdinal)
}
