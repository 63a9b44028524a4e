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
 *
 * After an incremental import, the next version's segment takes the columns and sort orders over
 * and patches them in place (patch.ts): the earlier segment is retired at that moment, and a
 * search on it checks (`assertCurrent`) before it evaluates, so it never reads a half-patched or
 * newer column as its own version's.
 */
import type { CatalogDb, Row, Statement } from '../../db/types'
import type { IndexedField, IndexKind, SortOption } from '../../kinds'
import { indexMetaOf, indexMetaStatement, sameIndexVersion, type IndexMeta } from '../../registry'
import { columnFromPairs, float64s, ordinalOf, type Column, type ValueColumn } from './columns'
import { keepDocument, keptDocument, type StoredRecord } from './documents-cache'
import { deltaFrom, patchColumn, patchMatches, patchOrder, positionsIn, type Delta } from './patch'
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

/**
 * Up to this many changed rows, a keyphrase matched on the earlier version is matched again on
 * the changed rows alone; beyond it, on every row.
 */
const rematchedRowsAtMost = 1_000

export class Segment {
  private ids: Promise<Float64Array> | null = null
  private readonly columns = new Map<string, Promise<Column>>()
  private readonly orders = new Map<string, Promise<Int32Array>>()
  private readonly matchSets = new Map<string, Promise<Int32Array>>()
  /** What has loaded, by the same keys: what a later version can take over at once. */
  private readonly loaded = {
    ids: null as Float64Array | null,
    columns: new Map<string, Column>(),
    orders: new Map<string, Int32Array>(),
    matchSets: new Map<string, Int32Array>(),
  }
  /** The earlier version's match sets and what changed since, to match the changed rows alone. */
  private carried: { matchSets: Map<string, Int32Array>; delta: Delta } | null = null
  /** Set when a later version took this one's columns and sort orders over to patch them. */
  private retired = false
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

  /**
   * Throws StaleSegment if a later version has taken this one's columns over: called after a
   * search has everything it needs and before it reads any of it, with no wait in between.
   */
  assertCurrent(): void {
    if (this.retired)
      throw new StaleSegment(`Index ${this.meta.name} was patched while it was being searched`)
  }

  /** Loads once; a failed load is forgotten so that the next search tries again. */
  private once<T>(
    cache: Map<string, Promise<T>>,
    loaded: Map<string, T>,
    key: string,
    load: () => Promise<T>,
  ): Promise<T> {
    let promise = cache.get(key)
    if (!promise) {
      const started = load()
      promise = started
      cache.set(key, started)
      started.then(
        (value) => {
          if (cache.get(key) === started) loaded.set(key, value)
        },
        () => {
          if (cache.get(key) === started) cache.delete(key)
        },
      )
    }
    return promise
  }

  /** The rows' ids in ascending order: a row's position here is its ordinal in every column. */
  async rowIds(): Promise<Float64Array> {
    await this.ready
    if (!this.ids) {
      const loading = this.read([rowIdsStatement(this.source)]).then(([[row]]) => {
        const listed = parseArray(row?.ids)
        const ids = float64s(listed.length)
        listed.forEach((id, index) => (ids[index] = Number(id)))
        return ids.sort()
      })
      this.ids = loading
      loading.then(
        (ids) => this.ids === loading && (this.loaded.ids = ids),
        () => this.ids === loading && (this.ids = null),
      )
    }
    return this.ids
  }

  async size(): Promise<number> {
    return (await this.rowIds()).length
  }

  private async carryOver(previous: Segment): Promise<void> {
    await previous.ready
    const base = previous.loaded.ids
    if (!base || previous.retired) return
    const delta = await this.readDelta(base, previous.meta.version)
    if (!delta || previous.retired) return
    // From here to the end, no wait: the earlier segment is retired and its columns patched at once.
    previous.retired = true
    const kept = previous.loaded
    const orders = [...kept.orders].flatMap(([name, order]) => {
      const sort = this.kind.sorts.find((option) => option.name === name)
      const column = sort && kept.columns.get(sort.field)
      if (!sort || !column || column.list) return []
      const changed = [...delta.changed.keys()].filter((ordinal) => ordinal < delta.before)
      return [{ name, sort, order, positions: positionsIn(order, changed, column, sort.direction) }]
    })
    this.ids = Promise.resolve(delta.ids)
    this.loaded.ids = delta.ids
    const columns = new Map<string, Column>()
    for (const [name, column] of kept.columns) columns.set(name, patchColumn(column, delta))
    for (const [name, column] of columns) {
      this.columns.set(name, Promise.resolve(column))
      this.loaded.columns.set(name, column)
    }
    for (const { name, sort, order, positions } of orders) {
      const patched = patchOrder(
        order,
        positions,
        columns.get(sort.field) as ValueColumn,
        sort.direction,
        delta,
      )
      this.orders.set(name, Promise.resolve(patched))
      this.loaded.orders.set(name, patched)
    }
    const matchSets = new Map([...kept.matchSets].filter(([key]) => previous.matchSets.has(key)))
    if (matchSets.size && delta.changedIds.length <= rematchedRowsAtMost) this.carried = { matchSets, delta }
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
    return this.once(this.columns, this.loaded.columns, field.name, async () => {
      const ids = await this.rowIds()
      const [[row]] = await this.read([columnStatement(this.source, field)])
      return columnFromPairs(field, ids, parseArray(row?.ids), parseArray(row?.vals))
    })
  }

  /** The ordinals in the order of a sort option (sort-order.ts). */
  async order(sort: SortOption): Promise<Int32Array> {
    await this.ready
    return this.once(this.orders, this.loaded.orders, sort.name, async () => {
      const field = this.kind.indexed.get(sort.field)
      if (!field || field.type === 'keywords') throw new Error(`Cannot sort on ${sort.field}`)
      return sortOrder((await this.column(field)) as ValueColumn, sort.direction)
    })
  }

  /** Ordinals of the rows whose text matches every word as a prefix, ascending. */
  matches(terms: readonly string[]): Promise<Int32Array> {
    const key = terms.join(' ')
    const promise = this.once(this.matchSets, this.loaded.matchSets, key, async () => {
      const ids = await this.rowIds()
      // Matched on the earlier version: only the changed rows can match differently now.
      const carried = this.carried
      const previous = carried?.matchSets.get(key)
      carried?.matchSets.delete(key)
      const among = previous && carried ? carried.delta.changedIds : undefined
      const [[row]] =
        among?.length === 0
          ? [[null]]
          : await this.read([matchStatement(this.source, this.meta.language, terms, among)])
      const ordinals = parseArray(row?.ids)
        .map((id) => ordinalOf(ids, Number(id)))
        .filter((ordinal) => ordinal >= 0)
      if (previous && carried) {
        const changed = [...carried.delta.changed.keys()].sort((a, b) => a - b)
        return patchMatches(previous, changed, new Set(ordinals))
      }
      return Int32Array.from(ordinals).sort()
    })
    // Most recently used last; the oldest match sets go first.
    this.matchSets.delete(key)
    this.matchSets.set(key, promise)
    if (this.matchSets.size > matchSetsPerSegment) {
      const oldest = this.matchSets.keys().next().value as string
      this.matchSets.delete(oldest)
      this.loaded.matchSets.delete(oldest)
    }
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
