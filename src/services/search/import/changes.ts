/**
 * Which cars of a batch are new or re-priced against the live generation of their index, recorded
 * in catalog_changes for the saved-search matching pass and in catalog_price_history
 * ("Saved searches: storage"). One indexed read per batch; a feed imported again unchanged writes
 * nothing here, so it reaches no alert twice.
 */
import type { Executor } from '../db/types'
import type { IndexKind } from '../kinds'
import { columnFields, type PreparedRecord } from './prepare'

const maxParams = 30_000

export async function recordChanges(
  tx: Executor,
  kind: IndexKind,
  index: string,
  livePart: string,
  records: readonly PreparedRecord[],
  now: string,
): Promise<number> {
  if (kind.kind !== 'vehicles' || !records.length) return 0
  const priceColumn = columnFields(kind).findIndex((field) => field.name === 'car_price')
  const before = new Map<string, number | null>()
  for (let start = 0; start < records.length; start += maxParams) {
    const keys = records.slice(start, start + maxParams).map((record) => record.key)
    const rows = await tx.query(
      `SELECT "car_id" AS key, "car_price" AS price FROM ${kind.table} WHERE part = ? AND "car_id" IN (${keys.map(() => '?').join(', ')})`,
      [livePart, ...keys],
    )
    for (const row of rows) before.set(String(row.key), row.price === null ? null : Number(row.price))
  }
  const changes: unknown[][] = []
  for (const record of records) {
    const price = (record.columns[priceColumn] as number | null) ?? null
    const known = before.has(record.key)
    if (known && before.get(record.key) === price) continue
    changes.push([index, record.key, price, known ? before.get(record.key) : null, now])
  }
  const perRow = 5
  const chunk = Math.floor(maxParams / perRow)
  for (let start = 0; start < changes.length; start += chunk) {
    const slice = changes.slice(start, start + chunk)
    const rows = slice.map(() => '(?, ?, ?, ?, ?)').join(', ')
    await tx.query(
      `INSERT INTO catalog_changes (index_name, car_id, price, previous_price, changed_at) VALUES ${rows}`,
      slice.flat(),
    )
    await tx.query(
      `INSERT INTO catalog_price_history (index_name, car_id, price, seen_at) VALUES ${slice.map(() => '(?, ?, ?, ?)').join(', ')}`,
      slice.flatMap(([name, key, price, , at]) => [name, key, price, at]),
    )
  }
  return changes.length
}
