/**
 * One version of an index as the engine reads it: its rows' indexed values held as columns
 * (columns.ts), the way a search engine keeps doc values. Filters, facet counts and sort order are
 * computed over these columns (evaluate.ts); the database stays the only store, matches the
 * keyphrase (FTS5 or tsvector, with the index's stemmer) and serves the documents.
 *
 * A segment belongs to one version of its index. It loads a column the first time a search
 * needs it, and every read it makes checks, on the same snapshot, that the index is still at that
 * version; if an import has changed it, the read throws StaleSegment and the search starts again
 * on a new segment. So a search never mixes two versions, and an import is seen at once.
 */
import type { CatalogDb, Row, Statement } from '../../db/types'
import type { IndexedField, IndexKind, SortOption } from '../../kinds'
import { indexMetaOf, indexMetaStatement, sameIndexVersion, type IndexMeta } from '../../registry'
import { columnFromPairs, ordinalOf, type Column, type ValueColumn } from './columns'
import { keepDocument, keptDocument, type StoredRecord } from './documents-cache'
import { deltaFrom, patchColumn, patchOrder, type Delta } from './patch'
import { sortOrder } from './sort-order'
import {
  columnStatement,
  deltaStatements,
  documentsStatement,
  matchStatement,
  parseArray,
  rowIdsStatement,
  type Source,
} from './sql'

export class StaleSegment extends Error {}

/** Keyphrase match sets kept per segment: a user typing asks for many prefixes in a row. */
const matchSetsPerSegment = 64

export class Segment {
  private ids: Promise<Float64Array> | null = null
  private readonly columns = new Map<string, Promise<Column>>()
  private readonly orders = new Map<string, Promise<Int32Array>>()
  private readonly matchSets = new Map<string, Promise<Int32Array>>()
  /** Settles once the columns carried over from the previous version are patched (or not). */
  private readonly ready: Promise<void>
  private readonly source: Source
  /** Where this version's parsed records are kept (documents-cache.ts), before the row id. */
  private readonly documentKey: string

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
    this.source = { dialect: db.dialect, kind, part: meta.part }
    // The version's identity, not the segment's: Next.js may load this module once per route
    // bundle, and the records of one version are the same whichever copy read them.
    this.documentKey = `${db.url}|${meta.name}|${meta.part}|${meta.version}|${meta.updatedAt}|`
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
    this.ids ??= this.read([rowIdsStatement(this.source)]).then(([[row]]) =>
      Float64Array.from(parseArray(row?.ids), Number).sort(),
    )
    this.ids.catch(() => (this.ids = null))
    return this.ids
  }

  async size(): Promise<number> {
    return (await this.rowIds()).length
  }

  private async carryOver(previous: Segment): Promise<void> {
    if (!previous.ids) return
    const delta = await this.readDelta(await previous.ids, previous.meta.version)
    if (!delta) return
    this.ids = Promise.resolve(delta.ids)
    const patchedColumns = new Map<string, Column>()
    for (const [name, promise] of previous.columns) {
      const column = await promise.catch(() => null)
      if (!column) continue
      const patched = patchColumn(column, delta)
      this.columns.set(name, Promise.resolve(patched))
      patchedColumns.set(name, patched)
    }
    for (const [name, promise] of previous.orders) {
      const order = await promise.catch(() => null)
      const sort = this.kind.sorts.find((option) => option.name === name)
      const column = sort && patchedColumns.get(sort.field)
      if (!order || !sort || !column || column.list) continue
      this.orders.set(name, Promise.resolve(patchOrder(order, column, sort.direction, delta)))
    }
  }

  /** The rows changed since an earlier version, read with this version's row count. */
  private async readDelta(base: Float64Array, sinceVersion: number): Promise<Delta | null> {
    const valueFields = [...this.kind.indexed.values()].filter((field) => field.type !== 'keywords')
    const [[counted], [row], [listRow]] = await this.read(
      deltaStatements(this.source, sinceVersion, valueFields),
    )
    return deltaFrom(base, {
      count: Number(counted?.n),
      ids: parseArray(row?.ids).map(Number),
      values: new Map(valueFields.map((field, index) => [field.name, parseArray(row?.[`c${index}`])])),
      listed: {
        ids: parseArray(listRow?.ids),
        fields: parseArray(listRow?.fields),
        values: parseArray(listRow?.vals),
      },
    })
  }

  async column(field: IndexedField): Promise<Column> {
    await this.ready
    return this.once(this.columns, field.name, async () => {
      const ids = await this.rowIds()
      const [[row]] = await this.read([columnStatement(this.source, field)])
      return columnFromPairs(field, ids, parseArray(row?.ids), parseArray(row?.vals))
    })
  }

  /** The ordinals in the order of a sort option (sort-order.ts). */
  async order(sort: SortOption): Promise<Int32Array> {
    await this.ready
    return this.once(this.orders, sort.name, async () => {
      const field = this.kind.indexed.get(sort.field)
      if (!field || field.type === 'keywords') throw new Error(`Cannot sort on ${sort.field}`)
      return sortOrder((await this.column(field)) as ValueColumn, sort.direction)
    })
  }

  /** Ordinals of the rows whose text matches every word as a prefix, ascending. */
  matches(terms: readonly string[]): Promise<Int32Array> {
    const key = terms.join(' ')
    const promise = this.once(this.matchSets, key, async () => {
      const ids = await this.rowIds()
      const [[row]] = await this.read([matchStatement(this.source, this.meta.language, terms)])
      const ordinals = parseArray(row?.ids)
        .map((id) => ordinalOf(ids, Number(id)))
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
   * The stored records of the given ordinals, in that order, parsed and frozen. Records this
   * version has already served come from the process's cache without a read: they cannot have
   * changed, and a search that started on this version finishes on it.
   */
  async documents(ordinals: readonly number[]): Promise<StoredRecord[]> {
    if (!ordinals.length) return []
    const ids = await this.rowIds()
    const wanted = ordinals.map((ordinal) => ids[ordinal])
    const found = new Map<number, StoredRecord>()
    for (const id of wanted) {
      const kept = keptDocument(this.documentKey + id)
      if (kept) found.set(id, kept)
    }
    const missing = wanted.filter((id) => !found.has(id))
    if (missing.length) {
      const [rows] = await this.read([documentsStatement(this.kind, missing)])
      for (const row of rows)
        found.set(Number(row.id), keepDocument(this.documentKey + Number(row.id), row.doc))
    }
    return wanted.flatMap((id): StoredRecord[] => {
      const record = found.get(id)
      return record ? [record] : []
    })
  }
}
