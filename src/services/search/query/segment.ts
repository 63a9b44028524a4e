/**
 * One version of an index as the engine reads it: its rows' indexed values held as columns, the
 * way a search engine keeps doc values. Filters, facet counts and sort order are computed over
 * these columns (evaluate.ts); the database stays the only store, matches the keyphrase (FTS5 or
 * tsvector, with the index's stemmer) and serves the documents.
 *
 * A segment belongs to one version of its index. It loads a column the first time a search
 * needs it, and every read it makes checks, on the same snapshot, that the index is still at that
 * version; if an import has changed it, the read throws StaleSegment and the search starts again
 * on a new segment. So a search never mixes two versions, and an import is seen at once.
 */
import type { CatalogDb, Dialect, Row, Statement } from '../db/types'
import type { IndexedField, IndexKind, SortOption } from '../kinds'
import type { IndexMeta } from '../registry'
import type { ColumnValue } from './compile'
import { scopeToken, sqliteMatchQuery } from './text'

export class StaleSegment extends Error {}

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

const quote = (name: string) => `"${name}"`
const jsonArray = (dialect: Dialect, expression: string) =>
  dialect === 'sqlite' ? `json_group_array(${expression})` : `json_agg(${expression})`

/** SQLite returns the JSON array as text, PostgreSQL's driver parses it; no rows is NULL there. */
function parseArray(value: unknown): unknown[] {
  if (value === null || value === undefined) return []
  return (typeof value === 'string' ? JSON.parse(value) : value) as unknown[]
}

/** Dictionary-encodes values; `null` gets code 0. */
class Dictionary {
  readonly values: ColumnValue[] = []
  readonly code = new Map<ColumnValue, number>()
  encode(value: ColumnValue): number {
    let code = this.code.get(value)
    if (code === undefined) {
      this.values.push(value)
      this.code.set(value, (code = this.values.length))
    }
    return code
  }
}

/** A column from every row's value (null or undefined for none). Booleans become 1 and 0. */
export function valueColumn(field: IndexedField, rows: readonly unknown[]): ValueColumn {
  const dictionary = new Dictionary()
  const codes = new Int32Array(rows.length)
  const isNumber = field.type === 'number' || field.type === 'boolean'
  const numbers = isNumber ? new Float64Array(rows.length).fill(NaN) : null
  let min = Infinity
  let max = -Infinity
  rows.forEach((raw, ordinal) => {
    if (raw === null || raw === undefined) return
    const value = isNumber ? Number(raw) : String(raw)
    codes[ordinal] = dictionary.encode(value)
    if (typeof value === 'number' && numbers) {
      numbers[ordinal] = value
      min = Math.min(min, value)
      max = Math.max(max, value)
    }
  })
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

/** A list column from every row's values; a value listed twice for one row counts once. */
export function listColumn(field: IndexedField, rows: readonly (readonly unknown[])[]): ListColumn {
  const dictionary = new Dictionary()
  const starts = new Int32Array(rows.length + 1)
  const codes: number[] = []
  rows.forEach((values, ordinal) => {
    const own = new Set<number>()
    for (const value of values)
      if (value !== null && value !== undefined) own.add(dictionary.encode(String(value)))
    codes.push(...own)
    starts[ordinal + 1] = codes.length
  })
  return {
    list: true,
    field,
    starts,
    codes: Int32Array.from(codes),
    values: dictionary.values,
    code: dictionary.code,
  }
}

const matchSetsPerSegment = 64

export class Segment {
  private ids: Promise<Float64Array> | null = null
  private readonly columns = new Map<string, Promise<Column>>()
  private readonly orders = new Map<string, Promise<Int32Array>>()
  private readonly matchSets = new Map<string, Promise<Int32Array>>()

  constructor(
    readonly db: CatalogDb,
    readonly kind: IndexKind,
    readonly meta: IndexMeta,
  ) {}

  /** Statements on one snapshot, after checking that the index is still at this segment's version. */
  private async read(statements: Statement[]): Promise<Row[][]> {
    const [[current], ...results] = await this.db.readAll([
      {
        sql: 'SELECT version, part, updated_at FROM catalog_indexes WHERE name = ?',
        params: [this.meta.name],
      },
      ...statements,
    ])
    if (
      !current ||
      Number(current.version) !== this.meta.version ||
      String(current.part) !== this.meta.part ||
      String(current.updated_at) !== this.meta.updatedAt
    )
      throw new StaleSegment(`Index ${this.meta.name} changed while it was being searched`)
    return results
  }

  /** Loads once; a failed load is forgotten so that the next search tries again. */
  private once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let promise = cache.get(key)
    if (!promise) {
      promise = load()
      cache.set(key, promise)
      promise.catch(() => cache.delete(key))
    }
    return promise
  }

  /** The rows' ids in ascending order: a row's position here is its ordinal in every column. */
  rowIds(): Promise<Float64Array> {
    this.ids ??= this.read([
      {
        sql: `SELECT ${jsonArray(this.db.dialect, 'id')} AS ids FROM ${this.kind.table} WHERE part = ?`,
        params: [this.meta.part],
      },
    ]).then(([[row]]) => Float64Array.from(parseArray(row?.ids), Number).sort())
    this.ids.catch(() => (this.ids = null))
    return this.ids
  }

  async size(): Promise<number> {
    return (await this.rowIds()).length
  }

  /** Ordinal of a row id, or -1 if the row is not in this segment. */
  private static ordinalOf(ids: Float64Array, id: number): number {
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

  column(field: IndexedField): Promise<Column> {
    return this.once(this.columns, field.name, () =>
      field.type === 'keywords' ? this.loadList(field) : this.loadValues(field),
    )
  }

  private async loadValues(field: IndexedField): Promise<ValueColumn> {
    const ids = await this.rowIds()
    const [[row]] = await this.read([
      {
        sql: `SELECT ${jsonArray(this.db.dialect, 'id')} AS ids, ${jsonArray(this.db.dialect, quote(field.name))} AS vals FROM ${this.kind.table} WHERE part = ?`,
        params: [this.meta.part],
      },
    ])
    const rowIds = parseArray(row?.ids)
    const values = parseArray(row?.vals)
    const byOrdinal: unknown[] = new Array(ids.length).fill(null)
    for (let index = 0; index < rowIds.length; index++) {
      const ordinal = Segment.ordinalOf(ids, Number(rowIds[index]))
      if (ordinal >= 0) byOrdinal[ordinal] = values[index]
    }
    return valueColumn(field, byOrdinal)
  }

  private async loadList(field: IndexedField): Promise<ListColumn> {
    const ids = await this.rowIds()
    const [[row]] = await this.read([
      {
        sql: `SELECT ${jsonArray(this.db.dialect, 'x.id')} AS ids, ${jsonArray(this.db.dialect, 'x.value')} AS vals FROM ${this.kind.table}_values x WHERE x.field = ? AND x.id IN (SELECT id FROM ${this.kind.table} WHERE part = ?)`,
        params: [field.name, this.meta.part],
      },
    ])
    const rowIds = parseArray(row?.ids)
    const values = parseArray(row?.vals)
    const byOrdinal: unknown[][] = Array.from({ length: ids.length }, () => [])
    for (let index = 0; index < rowIds.length; index++) {
      const ordinal = Segment.ordinalOf(ids, Number(rowIds[index]))
      if (ordinal >= 0) byOrdinal[ordinal].push(values[index])
    }
    return listColumn(field, byOrdinal)
  }

  /**
   * The ordinals in the order of a sort option: by value (numbers numerically, text and dates by
   * code unit, as SQLite's default collation), rows without a value last, ties by id.
   */
  order(sort: SortOption): Promise<Int32Array> {
    return this.once(this.orders, sort.name, async () => {
      const field = this.kind.indexed.get(sort.field)
      if (!field || field.type === 'keywords') throw new Error(`Cannot sort on ${sort.field}`)
      const column = (await this.column(field)) as ValueColumn
      const rank = column.numbers ?? ranks(column)
      const sign = sort.direction === 'asc' ? 1 : -1
      return Int32Array.from({ length: rank.length }, (_, ordinal) => ordinal).sort((a, b) => {
        const x = rank[a]
        const y = rank[b]
        if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a - b : 1) : -1
        return x === y ? a - b : x < y ? -sign : sign
      })
    })
  }

  /** Ordinals of the rows whose text matches every word as a prefix, ascending. */
  matches(terms: readonly string[]): Promise<Int32Array> {
    const key = terms.join(' ')
    const promise = this.once(this.matchSets, key, async () => {
      const ids = await this.rowIds()
      const [[row]] = await this.read([this.matchStatement(terms)])
      const ordinals = parseArray(row?.ids)
        .map((id) => Segment.ordinalOf(ids, Number(id)))
        .filter((ordinal) => ordinal >= 0)
      return Int32Array.from(ordinals).sort()
    })
    // Most recently used last; the oldest match sets go first.
    this.matchSets.delete(key)
    this.matchSets.set(key, promise)
    if (this.matchSets.size > matchSetsPerSegment)
      this.matchSets.delete(this.matchSets.keys().next().value as string)
    return promise
  }

  /**
   * PostgreSQL matches each word both stemmed in the index's language and as typed, so "bilar"
   * finds "bil" and a half-typed word still finds its whole word.
   */
  private matchStatement(terms: readonly string[]): Statement {
    const table = `${this.kind.table}_text`
    const scope = scopeToken(this.meta.part)
    if (this.db.dialect === 'sqlite') {
      return {
        sql: `SELECT json_group_array(rowid) AS ids FROM ${table} WHERE ${table} MATCH ?`,
        params: [sqliteMatchQuery(terms, scope)],
      }
    }
    const words = terms
      .map(() => `(to_tsquery(CAST(? AS regconfig), ?) || to_tsquery('simple', ?))`)
      .join(' && ')
    return {
      sql: `SELECT json_agg(t.id) AS ids FROM ${table} t WHERE t.search @@ (to_tsquery('simple', ?) && ${words})`,
      params: [scope, ...terms.flatMap((term) => [this.meta.language, `${term}:*`, `${term}:*`])],
    }
  }

  /** The stored records of the given ordinals, in that order. */
  async documents(ordinals: readonly number[]): Promise<unknown[]> {
    if (!ordinals.length) return []
    const ids = await this.rowIds()
    const wanted = ordinals.map((ordinal) => ids[ordinal])
    const [rows] = await this.read([
      {
        sql: `SELECT id, doc FROM ${this.kind.table}_docs WHERE id IN (${wanted.map(() => '?').join(', ')})`,
        params: wanted,
      },
    ])
    const byId = new Map(rows.map((row) => [Number(row.id), row.doc]))
    return wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []))
  }
}

/** Text and date columns sort by each value's rank among the column's values. */
function ranks(column: ValueColumn): Float64Array {
  const sorted = column.values
    .map((value, index) => ({ text: String(value), code: index + 1 }))
    .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
  const rankOfCode = new Float64Array(column.values.length + 1).fill(NaN)
  sorted.forEach((entry, rank) => (rankOfCode[entry.code] = rank))
  return Float64Array.from(column.codes, (code) => rankOfCode[code])
}

const maxSegments = 256
const state = globalThis as typeof globalThis & { __catalogSegments?: Map<string, Segment> }
const segments = (state.__catalogSegments ??= new Map())

/** The segment of an index at the version `meta` describes; the most recently used are kept. */
export function segmentFor(db: CatalogDb, kind: IndexKind, meta: IndexMeta): Segment {
  const key = `${db.url}|${meta.name}`
  let segment = segments.get(key)
  segments.delete(key)
  if (
    !segment ||
    segment.db !== db ||
    segment.meta.version !== meta.version ||
    segment.meta.part !== meta.part ||
    segment.meta.updatedAt !== meta.updatedAt
  )
    segment = new Segment(db, kind, meta)
  segments.set(key, segment)
  if (segments.size > maxSegments) segments.delete(segments.keys().next().value as string)
  return segment
}

export function clearSegments(): void {
  segments.clear()
}
