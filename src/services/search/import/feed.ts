/**
 * Imports NDJSON feeds. Records go in batches, each batch one transaction; a line that is not
 * JSON or not a valid record is reported with its line number and skipped. By default records are
 * upserted into the live index. With `replace`, they are written into the next generation of the
 * index, which becomes the one searches read in a single update: searches see the old index
 * until the new one is complete, never an empty one. The replaced generation is deleted at the
 * start of the next import of that index rather than at once, so a search that looked up the
 * generation just before the switch still finds all of its rows.
 */
import fs from 'node:fs'
import readline from 'node:readline'
import { catalogDb } from '../db/connection'
import type { CatalogDb } from '../db/types'
import { parseIndexName } from '../index-names'
import { log } from '../log'
import { bumpVersion, ensureIndex, partName } from '../registry'
import { recordChanges, recordRemovals } from './changes'
import { prepareRecord, type PreparedRecord } from './prepare'
import { deleteOtherParts, writeBatch } from './write'

export type ImportProgress = {
  lines: number
  imported: number
  skipped: number
  bytes: number
  totalBytes: number | null
  /** Cars new to the index, re-priced, of another status or removed (catalog_changes). */
  changed: number
}
export type LineError = { line: number; message: string }
export type ImportReport = {
  index: string
  lines: number
  imported: number
  skipped: number
  /** Cars new, re-priced, of another status or removed, for the alerts' matching pass. */
  changed: number
  errors: LineError[]
  replaced: boolean
  durationMs: number
}
export type ImportOptions = {
  replace?: boolean
  batchSize?: number
  onProgress?: (progress: ImportProgress) => void
  db?: CatalogDb
}

/** One line (or generated record) of a feed. */
export type FeedItem = { line: number; bytes: number; text?: string; record?: unknown }

const maxReportedErrors = 1000

export async function importItems(
  index: string,
  items: AsyncIterable<FeedItem> | Iterable<FeedItem>,
  options: ImportOptions & { totalBytes?: number } = {},
): Promise<ImportReport> {
  const started = performance.now()
  const target = parseIndexName(index)
  if (!target)
    throw new Error(`Invalid index name "${index}": expected <vehicles|sites|kits|kitvehicles>_<site name>`)
  const db = options.db ?? (await catalogDb())
  const meta = await ensureIndex(db, index)
  const replace = options.replace === true
  const part = replace ? partName(index, meta.generation + 1) : meta.part
  await db.transaction((tx) => deleteOtherParts(tx, db.dialect, target.kind, index, [meta.part]))

  const progress: ImportProgress = {
    lines: 0,
    imported: 0,
    skipped: 0,
    bytes: 0,
    totalBytes: options.totalBytes ?? null,
    changed: 0,
  }
  const errors: LineError[] = []
  let batch: PreparedRecord[] = []
  const flush = async () => {
    if (!batch.length) return
    const records = batch
    batch = []
    await db.transaction(async (tx) => {
      // A full import's rows become visible all at once, with the new generation.
      const changed = replace ? 0 : await bumpVersion(tx, index)
      // Compared with the live generation before it is overwritten (an upsert writes into it).
      progress.changed += await recordChanges(
        tx,
        target.kind,
        index,
        meta.part,
        records,
        new Date().toISOString(),
      )
      await writeBatch(tx, db.dialect, target.kind, part, meta.language, records, changed)
    })
    progress.imported += records.length
    options.onProgress?.({ ...progress })
  }

  for await (const item of items) {
    progress.lines = item.line
    progress.bytes += item.bytes
    try {
      const record = item.text !== undefined ? JSON.parse(item.text) : item.record
      batch.push(prepareRecord(target.kind, record))
    } catch (error) {
      progress.skipped++
      const message =
        error instanceof SyntaxError ? `malformed JSON: ${error.message}` : (error as Error).message
      if (errors.length < maxReportedErrors) errors.push({ line: item.line, message })
    }
    if (batch.length >= (options.batchSize ?? 1000)) await flush()
  }
  await flush()

  if (replace) {
    await db.transaction(async (tx) => {
      // Sold or taken off the feed: told to the car's watchers ("Saved searches: watched cars").
      progress.changed += await recordRemovals(
        tx,
        target.kind,
        index,
        meta.part,
        part,
        new Date().toISOString(),
      )
      await tx.query(
        'UPDATE catalog_indexes SET generation = ?, part = ?, version = version + 1, updated_at = ? WHERE name = ?',
        [meta.generation + 1, part, new Date().toISOString(), index],
      )
    })
  }
  // A full import changes the data's shape wholesale; PostgreSQL plans from fresh statistics.
  if (replace && db.dialect === 'postgres')
    await db.query(`ANALYZE ${target.kind.table}, ${target.kind.table}_text, ${target.kind.table}_values`)
  options.onProgress?.({ ...progress })
  if (progress.skipped) log.warn({ index, skipped: progress.skipped, first: errors[0] }, 'feed lines skipped')
  return {
    index,
    lines: progress.lines,
    imported: progress.imported,
    skipped: progress.skipped,
    changed: progress.changed,
    errors,
    replaced: replace,
    durationMs: Math.round(performance.now() - started),
  }
}

async function* fileLines(file: string): AsyncGenerator<FeedItem> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })
  let line = 0
  for await (const text of lines) {
    line++
    if (text.trim() !== '') yield { line, bytes: Buffer.byteLength(text) + 1, text }
  }
}

export async function importFeed(
  index: string,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const totalBytes = fs.statSync(file).size
  return importItems(index, fileLines(file), { ...options, totalBytes })
}

export function importRecords(
  index: string,
  records: Iterable<unknown>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  function* items(): Generator<FeedItem> {
    let line = 0
    for (const record of records) yield { line: ++line, bytes: 0, record }
  }
  return importItems(index, items(), options)
}
