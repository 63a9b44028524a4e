/**
 * Writes a batch of prepared records into one part of an index, inside the caller's
 * transaction. A record whose key is already in the part is updated in place (its list values
 * and text are replaced).
 */
import type { Dialect, Executor } from '../db/types'
import type { IndexKind } from '../kinds'
import { scopeToken } from '../query/text'
import { columnFields, type PreparedRecord } from './prepare'

const maxParams = 30_000

async function insertRows(
  tx: Executor,
  head: string,
  rowSql: string,
  rows: unknown[][],
  tail = '',
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return []
  const perRow = rows[0].length
  const chunk = Math.max(1, Math.floor(maxParams / perRow))
  const out: Record<string, unknown>[] = []
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk)
    out.push(
      ...(await tx.query(`${head} VALUES ${slice.map(() => rowSql).join(', ')} ${tail}`, slice.flat())),
    )
  }
  return out
}

const placeholders = (count: number) => `(${Array.from({ length: count }, () => '?').join(', ')})`

export async function writeBatch(
  tx: Executor,
  dialect: Dialect,
  kind: IndexKind,
  part: string,
  language: string,
  batch: readonly PreparedRecord[],
  /** The index version these rows first appear in (query/segment.ts reads the rows changed since its own). */
  changed: number,
): Promise<void> {
  // The last occurrence of a key in a batch wins, as it would across batches.
  const records = [...new Map(batch.map((record) => [record.key, record])).values()]
  if (!records.length) return
  const scope = scopeToken(part)
  const fields = columnFields(kind)
  const names = fields.map((field) => `"${field.name}"`)
  const returned = await insertRows(
    tx,
    `INSERT INTO ${kind.table} (part, changed, ${names.join(', ')})`,
    placeholders(fields.length + 2),
    records.map((record) => [part, changed, ...record.columns]),
    `ON CONFLICT (part, "${kind.key}") DO UPDATE SET ${['changed', ...names].map((name) => `${name} = excluded.${name}`).join(', ')} RETURNING id, "${kind.key}" AS key`,
  )
  const ids = new Map(returned.map((row) => [String(row.key), Number(row.id)]))
  const idOf = (record: PreparedRecord) => ids.get(record.key) as number
  const idList = records.map(idOf)
  for (let start = 0; start < idList.length; start += maxParams) {
    const slice = idList.slice(start, start + maxParams)
    const marks = slice.map(() => '?').join(', ')
    await tx.query(`DELETE FROM ${kind.table}_values WHERE id IN (${marks})`, slice)
    await tx.query(
      `DELETE FROM ${kind.table}_text WHERE ${dialect === 'sqlite' ? 'rowid' : 'id'} IN (${marks})`,
      slice,
    )
  }
  await insertRows(
    tx,
    `INSERT INTO ${kind.table}_docs (id, doc)`,
    '(?, ?)',
    records.map((record) => [idOf(record), record.doc]),
    'ON CONFLICT (id) DO UPDATE SET doc = excluded.doc',
  )
  await insertRows(
    tx,
    `INSERT INTO ${kind.table}_values (id, field, value)`,
    '(?, ?, ?)',
    records.flatMap((record) => record.values.map(([field, value]) => [idOf(record), field, value])),
  )
  if (dialect === 'sqlite') {
    await insertRows(
      tx,
      `INSERT INTO ${kind.table}_text (rowid, scope, body)`,
      '(?, ?, ?)',
      records.map((record) => [idOf(record), scope, record.text]),
    )
  } else {
    // The scope word, stemmed words for the site's language and the words as written (for prefixes).
    await insertRows(
      tx,
      `INSERT INTO ${kind.table}_text (id, search)`,
      `(?, to_tsvector('simple', ?) || to_tsvector(CAST(? AS regconfig), ?) || to_tsvector('simple', ?))`,
      records.map((record) => [idOf(record), scope, language, record.text, record.text]),
    )
  }
}

/**
 * Removes the rows of an index's generations other than `keep` (replaced ones, or leftovers of
 * a failed full import). Parts are named `<index>@<generation>`, so they sort between
 * `<index>@` and `<index>A`.
 */
export async function deleteOtherParts(
  tx: Executor,
  dialect: Dialect,
  kind: IndexKind,
  index: string,
  keep: readonly string[],
): Promise<void> {
  const marks = keep.map(() => '?').join(', ')
  const ids = `SELECT id FROM ${kind.table} WHERE part >= ? AND part < ? AND part NOT IN (${marks})`
  const params = [`${index}@`, `${index}A`, ...keep]
  await tx.query(`DELETE FROM ${kind.table}_values WHERE id IN (${ids})`, params)
  await tx.query(`DELETE FROM ${kind.table}_docs WHERE id IN (${ids})`, params)
  await tx.query(
    `DELETE FROM ${kind.table}_text WHERE ${dialect === 'sqlite' ? 'rowid' : 'id'} IN (${ids})`,
    params,
  )
  await tx.query(`DELETE FROM ${kind.table} WHERE part >= ? AND part < ? AND part NOT IN (${marks})`, params)
}
