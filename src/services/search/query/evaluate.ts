/**
 * Filters, disjunctive facet counts and the page of one search, computed over a segment's
 * columns in a single pass over the candidate rows (all rows, or the keyphrase's matches).
 *
 * Disjunctive facets count, per facet, the rows that meet every filter except the facet's own.
 * A row that fails no filter counts everywhere and is a match; a row that fails only filters
 * some facet owns counts in that facet alone. Histograms count on a fine grid (`resolutions`)
 * that facets.ts merges into even buckets, so bucket counts are exact. Pure.
 */
import type { CompiledQuery, ColumnValue, FacetSpec, FilterGroup } from './compile'
import type { AggregateRow } from './facets'
import type { Column, ListColumn, ValueColumn } from './segment'

export type Columns = ReadonlyMap<string, Column>

export type Evaluation = {
  total: number
  /** Facet counts: row.f is the facet's position + 1. */
  aggregates: AggregateRow[]
  /** Ordinals of the requested page, in order. */
  page: number[]
}

type Test = (row: number) => boolean
type Counter = { add: (row: number) => void; rows: () => AggregateRow[] }

const owns = (facet: FacetSpec, group: FilterGroup) =>
  group.mode !== 'neq' && group.levels.some((level) => facet.levels.some((own) => own.name === level.name))

function marked(column: Column, values: readonly ColumnValue[]): Uint8Array {
  const marks = new Uint8Array(column.values.length + 1)
  for (const value of values) {
    const code = column.code.get(column.list ? String(value) : value)
    if (code) marks[code] = 1
  }
  return marks
}

function anyMarked(column: ListColumn, marks: Uint8Array, row: number): boolean {
  for (let index = column.starts[row]; index < column.ends[row]; index++)
    if (marks[column.codes[index]]) return true
  return false
}

function filterTest(group: FilterGroup, columns: Columns): Test {
  const first = columns.get(group.levels[0].name) as Column
  if (group.mode === 'range') {
    const numbers = (first as ValueColumn).numbers as Float64Array
    const [low, high] = group.range
    return (row) => numbers[row] >= low && numbers[row] <= high
  }
  if (group.mode === 'neq') {
    const marks = marked(first, group.values)
    if (first.list) return (row) => !anyMarked(first, marks, row)
    const codes = first.codes
    return (row) => marks[codes[row]] === 0
  }
  const marks = marked(
    first,
    group.paths.filter((path) => path.length === 1).map((path) => path[0]),
  )
  const single: Test = first.list
    ? (row) => anyMarked(first, marks, row)
    : (
        (codes) => (row: number) =>
          marks[codes[row]] === 1
      )(first.codes)
  const longer = group.paths
    .filter((path) => path.length > 1)
    .map((path) =>
      path.map((value, level) => {
        const column = columns.get(group.levels[level].name) as ValueColumn
        return { codes: column.codes, code: column.code.get(value) ?? -1 }
      }),
    )
  if (!longer.length) return single
  return (row) => single(row) || longer.some((path) => path.every((level) => level.codes[row] === level.code))
}

function valueOf(column: Column, code: number): string | null {
  return code === 0 ? null : String(column.values[code - 1])
}

/**
 * Counts rows per combination of level values (one level for plain fields): in an array indexed
 * by the combined codes while that stays small, else in a map keyed by them.
 */
export function treeCounter(levels: ValueColumn[], arrayLimit = 1 << 22): Counter {
  const radices = levels.map((column) => column.values.length + 1)
  const cells = radices.reduce((product, radix) => product * radix, 1)
  const codes = levels.map((column) => column.codes)
  const valuesOf = (codesOfRow: readonly number[]) =>
    codesOfRow.map((code, level) => valueOf(levels[level], code))
  const rowOf = (codesOfRow: readonly number[], count: number): AggregateRow => ({
    f: 0,
    values: valuesOf(codesOfRow),
    count,
    lo: null,
    hi: null,
  })
  if (cells <= arrayLimit) {
    const counts = new Int32Array(cells)
    const [only] = codes
    const keyOf =
      codes.length === 1
        ? (row: number) => only[row]
        : (row: number) => codes.reduce((key, column, level) => key * radices[level] + column[row], 0)
    const decode = (key: number) => {
      const codesOfRow: number[] = []
      for (let level = levels.length - 1; level >= 0; level--) {
        codesOfRow[level] = key % radices[level]
        key = Math.floor(key / radices[level])
      }
      return codesOfRow
    }
    return {
      add: (row) => counts[keyOf(row)]++,
      rows: () =>
        [...counts.keys()].filter((key) => counts[key] > 0).map((key) => rowOf(decode(key), counts[key])),
    }
  }
  const counts = new Map<string, { codes: number[]; count: number }>()
  return {
    add: (row) => {
      const codesOfRow = codes.map((column) => column[row])
      const key = codesOfRow.join(',')
      const entry = counts.get(key)
      if (entry) entry.count++
      else counts.set(key, { codes: codesOfRow, count: 1 })
    },
    rows: () => [...counts.values()].map((entry) => rowOf(entry.codes, entry.count)),
  }
}

function listCounter(column: ListColumn): Counter {
  const counts = new Int32Array(column.values.length + 1)
  return {
    add: (row) => {
      for (let index = column.starts[row]; index < column.ends[row]; index++) counts[column.codes[index]]++
    },
    rows: () =>
      column.values.flatMap((value, index) =>
        counts[index + 1] > 0
          ? [{ f: 0, values: [String(value)], count: counts[index + 1], lo: null, hi: null }]
          : [],
      ),
  }
}

/** Counts on the fine grid: cell n holds values in [n·resolution, (n+1)·resolution). */
function histogramCounter(column: ValueColumn, resolution: number): Counter {
  const numbers = column.numbers as Float64Array
  const first = Math.floor((column.min ?? 0) / resolution)
  const size = Math.max(0, Math.floor((column.max ?? 0) / resolution) - first + 1)
  const counts = new Int32Array(size)
  const lows = new Float64Array(size).fill(Infinity)
  const highs = new Float64Array(size).fill(-Infinity)
  return {
    add: (row) => {
      const value = numbers[row]
      if (Number.isNaN(value)) return
      const cell = Math.floor(value / resolution) - first
      counts[cell]++
      if (value < lows[cell]) lows[cell] = value
      if (value > highs[cell]) highs[cell] = value
    },
    rows: () =>
      [...counts.keys()]
        .filter((cell) => counts[cell] > 0)
        .map((cell) => ({
          f: 0,
          values: [String(cell + first)],
          count: counts[cell],
          lo: lows[cell],
          hi: highs[cell],
        })),
  }
}

function facetCounter(facet: FacetSpec, columns: Columns, resolutions: ReadonlyMap<string, number>): Counter {
  const levels = facet.levels.map((level) => columns.get(level.name) as Column)
  const [first] = levels
  if (facet.histogram) return histogramCounter(first as ValueColumn, resolutions.get(first.field.name) ?? 1)
  if (first.list) return listCounter(first)
  return treeCounter(levels as ValueColumn[])
}

/**
 * `candidates`: the keyphrase's matches (ascending ordinals), or null for every row.
 * `order`: every ordinal in the sort order; needed only when the query asks for a page.
 */
export function evaluate(
  query: CompiledQuery,
  input: {
    size: number
    columns: Columns
    candidates: Int32Array | null
    order: Int32Array | null
    resolutions: ReadonlyMap<string, number>
  },
): Evaluation {
  const { size, columns, candidates, order, resolutions } = input
  const tests = query.filters.map((group) => filterTest(group, columns))
  // Filters no facet owns must hold for every counted row; the others are checked per facet.
  const owned = query.filters.map((group) => query.facets.some((facet) => owns(facet, group)))
  const fixed = tests.filter((_, index) => !owned[index])
  const flagged = tests.filter((_, index) => owned[index])
  const flaggedGroups = query.filters.filter((_, index) => owned[index])
  const counters = query.facets.map((facet) => facetCounter(facet, columns, resolutions))
  const ownership = query.facets.map((facet) => flaggedGroups.map((group) => owns(facet, group)))
  const failed = new Int32Array(flagged.length)
  const matched = order ? new Uint8Array(size) : null
  let total = 0

  const visit = (row: number) => {
    for (let index = 0; index < fixed.length; index++) if (!fixed[index](row)) return
    let failures = 0
    for (let index = 0; index < flagged.length; index++) if (!flagged[index](row)) failed[failures++] = index
    if (failures === 0) {
      total++
      if (matched) matched[row] = 1
      for (let index = 0; index < counters.length; index++) counters[index].add(row)
      return
    }
    for (let index = 0; index < counters.length; index++) {
      const own = ownership[index]
      let counts = true
      for (let failure = 0; failure < failures && counts; failure++) counts = own[failed[failure]]
      if (counts) counters[index].add(row)
    }
  }
  if (candidates) for (let index = 0; index < candidates.length; index++) visit(candidates[index])
  else for (let row = 0; row < size; row++) visit(row)

  const page: number[] = []
  if (order && matched && query.limit > 0) {
    let skip = query.offset
    for (let index = 0; index < order.length && page.length < query.limit; index++) {
      const row = order[index]
      if (!matched[row]) continue
      if (skip > 0) skip--
      else page.push(row)
    }
  }
  return {
    total,
    aggregates: counters.flatMap((counter, index) => counter.rows().map((row) => ({ ...row, f: index + 1 }))),
    page,
  }
}
