/**
 * Column encoding: an index's values held the way a search engine keeps doc values, so that
 * filters and facet counts compare small integers instead of strings. Every value gets a
 * dictionary code (0 = no value); numbers also keep their value for ranges and histograms; list
 * fields (equipment, brands…) keep each row's codes in one array. The segment loads the values,
 * this module only encodes them; patch.ts changes a column in place after an import.
 */
import type { IndexedField } from '../../kinds'
import type { ColumnValue } from '../compile'

/**
 * A column: every row's value as a dictionary code, 0 for no value. The dictionary (`values`,
 * `code`) only grows: a patch appends the values it brings and leaves unused ones in place.
 */
export type ValueColumn = {
  list: false
  field: IndexedField
  codes: Int32Array
  /** The value of code c is values[c - 1]. */
  values: ColumnValue[]
  code: Map<ColumnValue, number>
  /** Number columns: every row's value, NaN for none, and the smallest and largest value. */
  numbers: Float64Array | null
  min: number | null
  max: number | null
}

/**
 * A list field (equipment, brands…): row r's codes are codes[starts[r]] up to codes[ends[r]].
 * A patch rewrites a changed row's codes where they were when they fit and after the others
 * when they do not; `unused` counts the codes no row points at any more (patch.ts).
 */
export type ListColumn = {
  list: true
  field: IndexedField
  starts: Int32Array
  ends: Int32Array
  codes: Int32Array
  unused: number
  values: ColumnValue[]
  code: Map<ColumnValue, number>
}

export type Column = ValueColumn | ListColumn

/**
 * Typed arrays with room for a sixteenth more rows than they hold, so that the rows later
 * imports add seldom copy a whole column (patch.ts grows them within their buffer).
 */
const withRoom = (size: number) => size + (size >> 4) + 16
export const int32s = (size: number) => new Int32Array(withRoom(size)).subarray(0, size)
export const float64s = (size: number) => new Float64Array(withRoom(size)).subarray(0, size)

/** The dictionary code of a value, appending it to the column's dictionary if it is new. */
export function encode(
  column: { values: ColumnValue[]; code: Map<ColumnValue, number> },
  value: ColumnValue,
) {
  let code = column.code.get(value)
  if (code === undefined) {
    column.values.push(value)
    column.code.set(value, (code = column.values.length))
  }
  return code
}

/** A number column's smallest and largest value, null for none. */
export function rangeOf(numbers: Float64Array): { min: number | null; max: number | null } {
  let min = Infinity
  let max = -Infinity
  for (let row = 0; row < numbers.length; row++) {
    const value = numbers[row]
    if (value < min) min = value
    if (value > max) max = value
  }
  return min <= max ? { min, max } : { min: null, max: null }
}

/** The value a number column keeps for a raw value: booleans become 1 and 0. */
export const numberOf = (raw: unknown) => Number(raw)

/** A column of `size` rows, row r's value `valueOf(r)` (null or undefined for none). */
export function buildValues(
  field: IndexedField,
  size: number,
  valueOf: (ordinal: number) => unknown,
): ValueColumn {
  const codes = int32s(size)
  const numbers = field.type === 'number' || field.type === 'boolean' ? float64s(size).fill(NaN) : null
  const column: ValueColumn = {
    list: false,
    field,
    codes,
    values: [],
    code: new Map(),
    numbers,
    min: null,
    max: null,
  }
  for (let ordinal = 0; ordinal < size; ordinal++) {
    const raw = valueOf(ordinal)
    if (raw === null || raw === undefined) continue
    const value = numbers ? numberOf(raw) : String(raw)
    codes[ordinal] = encode(column, value)
    if (numbers) numbers[ordinal] = value as number
  }
  return numbers ? { ...column, ...rangeOf(numbers) } : column
}

/** The distinct codes of a row's listed values, in the order first listed. */
export function listCodes(
  column: { values: ColumnValue[]; code: Map<ColumnValue, number> },
  listed: readonly unknown[],
): number[] {
  const own = new Set<number>()
  for (const value of listed)
    if (value !== null && value !== undefined) own.add(encode(column, String(value)))
  return [...own]
}

/** Like buildValues, for lists; a value listed twice for one row counts once. */
export function buildList(
  field: IndexedField,
  size: number,
  listOf: (ordinal: number) => readonly unknown[],
): ListColumn {
  const dictionary = { values: [] as ColumnValue[], code: new Map<ColumnValue, number>() }
  const starts = int32s(size)
  const ends = int32s(size)
  const codes: number[] = []
  for (let ordinal = 0; ordinal < size; ordinal++) {
    starts[ordinal] = codes.length
    for (const code of listCodes(dictionary, listOf(ordinal))) codes.push(code)
    ends[ordinal] = codes.length
  }
  const packed = int32s(codes.length)
  packed.set(codes)
  return { list: true, field, starts, ends, codes: packed, unused: 0, ...dictionary }
}

/** A column from every row's value (null or undefined for none). Booleans become 1 and 0. */
export function valueColumn(field: IndexedField, rows: readonly unknown[]): ValueColumn {
  return buildValues(field, rows.length, (ordinal) => rows[ordinal])
}

/** A list column from every row's values. */
export function listColumn(field: IndexedField, rows: readonly (readonly unknown[])[]): ListColumn {
  return buildList(field, rows.length, (ordinal) => rows[ordinal])
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
