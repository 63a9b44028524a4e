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
import { indexMetaOf, indexMetaStatement, sameIndexVersion, type IndexMeta } from '../registry'
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

/** Dictionary-encodes values; `null` gets code 0. Starts as a copy of `base`, if given. */
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
 * (null for none) set to it; undefined leaves a row as it was.
 */
function buildValues(
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
function buildList(
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

/** The rows an incremental import changed since a segment's version, to patch its columns with. */
type Delta = {
  ids: Float64Array
  /** Delta row index of each changed ordinal. */
  changed: Map<number, number>
  values: Map<string, unknown[]>
  lists: Map<string, Map<number, unknown[]>>
}

const matchSetsPerSegment = 64

export class Segment {
  private ids: Promise<Float64Array> | null = null
  private readonly columns = new Map<string, Promise<Column>>()
  private readonly orders = new Map<string, Promise<Int32Array>>()
  private readonly matchSets = new Map<string, Promise<Int32Array>>()
  /** Settles once the columns carried over from the previous version are patched (or not). */
  private readonly ready: Promise<void>

  /**
   * With `previous` (the segment of an earlier version of the same generation), the columns and
   * sort orders it had loaded are carried over, patched with the rows changed since; anything
   * that cannot be patched is loaded afresh.
   */
  constructor(
    readonly db: CatalogDb,
    readonly kind: IndexKind,
    readonly meta: IndexMeta,
    previous?: Segment,
  ) {
    this.ready = previous ? this.carryOver(previous).catch(() => undefined) : Promise.resolve()
  }

  /** Statements on one snapshot, after checking that the index is still at this segment's version. */
  private async read(statements: Statement[]): Promise<Row[][]> {
    const [[current], ...results] = await this.db.readAll([indexMetaStatement(this.meta.name), ...statements])
    if (!sameIndexVersion(indexMetaOf(current), this.meta))
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
  async rowIds(): Promise<Float64Array> {
    await this.ready
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

  private async carryOver(previous: Segment): Promise<void> {
    if (!previous.ids) return
    const delta = await this.readDelta(await previous.ids, previous.meta.version)
    if (!delta) return
    this.ids = Promise.resolve(delta.ids)
    const size = delta.ids.length
    const patchedColumns = new Map<string, Column>()
    for (const [name, promise] of previous.columns) {
      const column = await promise.catch(() => null)
      if (!column) continue
      const patched: Column = column.list
        ? buildList(column.field, size, column, (ordinal) =>
            delta.changed.has(ordinal) ? (delta.lists.get(name)?.get(ordinal) ?? []) : undefined,
          )
        : buildValues(column.field, size, column, (ordinal) => {
            const index = delta.changed.get(ordinal)
            return index === undefined ? undefined : (delta.values.get(name)?.[index] ?? null)
          })
      this.columns.set(name, Promise.resolve(patched))
      patchedColumns.set(name, patched)
    }
    for (const [name, promise] of previous.orders) {
      const order = await promise.catch(() => null)
      const sort = this.kind.sorts.find((option) => option.name === name)
      const column = sort && patchedColumns.get(sort.field)
      if (!order || !sort || !column || column.list) continue
      const compare = comparator(column, sort.direction, false)
      this.orders.set(name, Promise.resolve(mergeOrder(order, [...delta.changed.keys()], size, compare)))
    }
  }

  /**
   * The rows changed since an earlier version, read with this version's row count. Null when
   * the change is not a patch: rows were removed, or new rows do not come after the old ones.
   */
  private async readDelta(base: Float64Array, sinceVersion: number): Promise<Delta | null> {
    const fields = [...this.kind.indexed.values()]
    const valueFields = fields.filter((field) => field.type !== 'keywords')
    const table = this.kind.table
    const since = [this.meta.part, sinceVersion]
    const json = (expression: string) => jsonArray(this.db.dialect, expression)
    const [[counted], [row], [listRow]] = await this.read([
      { sql: `SELECT count(*) AS n FROM ${table} WHERE part = ?`, params: [this.meta.part] },
      {
        sql: `SELECT ${json('id')} AS ids, ${valueFields.map((field, index) => `${json(quote(field.name))} AS c${index}`).join(', ')} FROM ${table} WHERE part = ? AND changed > ?`,
        params: since,
      },
      {
        sql: `SELECT ${json('x.id')} AS ids, ${json('x.field')} AS fields, ${json('x.value')} AS vals FROM ${table}_values x WHERE x.id IN (SELECT id FROM ${table} WHERE part = ? AND changed > ?)`,
        params: since,
      },
    ])
    const changedIds = parseArray(row?.ids).map(Number)
    const added = changedIds.filter((id) => Segment.ordinalOf(base, id) < 0).sort((a, b) => a - b)
    if (added.length && base.length && added[0] < base[base.length - 1]) return null
    if (Number(counted?.n) !== base.length + added.length) return null
    const ids = new Float64Array(base.length + added.length)
    ids.set(base)
    ids.set(added, base.length)
    const changed = new Map(changedIds.map((id, index) => [Segment.ordinalOf(ids, id), index]))
    const values = new Map(valueFields.map((field, index) => [field.name, parseArray(row?.[`c${index}`])]))
    const lists = new Map<string, Map<number, unknown[]>>()
    const listIds = parseArray(listRow?.ids)
    const listFields = parseArray(listRow?.fields)
    const listValues = parseArray(listRow?.vals)
    listIds.forEach((id, index) => {
      const field = String(listFields[index])
      const ordinal = Segment.ordinalOf(ids, Number(id))
      if (!lists.has(field)) lists.set(field, new Map())
      const rows = lists.get(field) as Map<number, unknown[]>
      if (!rows.has(ordinal)) rows.set(ordinal, [])
      rows.get(ordinal)?.push(listValues[index])
    })
    return { ids, changed, values, lists }
  }

  async column(field: IndexedField): Promise<Column> {
    await this.ready
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
    return buildValues(field, ids.length, null, (ordinal) => byOrdinal[ordinal])
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
    return buildList(field, ids.length, null, (ordinal) => byOrdinal[ordinal])
  }

  /**
   * The ordinals in the order of a sort option: by value (numbers numerically, text and dates by
   * code unit, as SQLite's default collation), rows without a value last, ties by id.
   */
  async order(sort: SortOption): Promise<Int32Array> {
    await this.ready
    return this.once(this.orders, sort.name, async () => {
      const field = this.kind.indexed.get(sort.field)
      if (!field || field.type === 'keywords') throw new Error(`Cannot sort on ${sort.field}`)
      const column = (await this.column(field)) as ValueColumn
      const ordinals = Int32Array.from({ length: column.codes.length }, (_, ordinal) => ordinal)
      return ordinals.sort(comparator(column, sort.direction, true))
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

/**
 * Sort order of two ordinals: by value, rows without a value last, ties by ordinal (id). Text
 * compares through `ranks` when a whole column is sorted, and directly when only a few rows
 * are merged into an order (ranking every value would cost more than the merge).
 */
function comparator(column: ValueColumn, direction: SortOption['direction'], ranked: boolean) {
  const sign = direction === 'asc' ? 1 : -1
  const rank = column.numbers ?? (ranked ? ranks(column) : null)
  if (rank)
    return (a: number, b: number) => {
      const x = rank[a]
      const y = rank[b]
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a - b : 1) : -1
      return x === y ? a - b : x < y ? -sign : sign
    }
  const { codes, values } = column
  return (a: number, b: number) => {
    if (codes[a] === 0 || codes[b] === 0) return codes[a] === 0 ? (codes[b] === 0 ? a - b : 1) : -1
    const x = String(values[codes[a] - 1])
    const y = String(values[codes[b] - 1])
    return x === y ? a - b : x < y ? -sign : sign
  }
}

/** A sort order after some rows changed: the others keep their order, the changed ones are merged in. */
function mergeOrder(
  previous: Int32Array,
  changed: readonly number[],
  size: number,
  compare: (a: number, b: number) => number,
): Int32Array {
  const isChanged = new Uint8Array(size)
  for (const ordinal of changed) isChanged[ordinal] = 1
  const moved = Int32Array.from(changed).sort(compare)
  const out = new Int32Array(size)
  let from = 0
  let next = 0
  for (let position = 0; position < size; position++) {
    while (from < previous.length && isChanged[previous[from]]) from++
    const takeKept =
      from < previous.length && (next >= moved.length || compare(previous[from], moved[next]) < 0)
    out[position] = takeKept ? previous[from++] : moved[next++]
  }
  return out
}

const maxSegments = 256
const state = globalThis as typeof globalThis & { __catalogSegments?: Map<string, Segment> }
const segments = (state.__catalogSegments ??= new Map())

/**
 * The segment of an index at the version `meta` describes; the most recently used are kept. A
 * later version of the same generation starts from the one before (incremental imports).
 */
export function segmentFor(db: CatalogDb, kind: IndexKind, meta: IndexMeta): Segment {
  const key = `${db.url}|${meta.name}`
  let segment = segments.get(key)
  segments.delete(key)
  const same = segment?.db === db && sameIndexVersion(segment.meta, meta)
  if (!same) {
    const earlier =
      segment?.db === db && segment.meta.part === meta.part && segment.meta.version < meta.version
    segment = new Segment(db, kind, meta, earlier ? segment : undefined)
  }
  segments.set(key, segment as Segment)
  if (segments.size > maxSegments) segments.delete(segments.keys().next().value as string)
  return segment
}
