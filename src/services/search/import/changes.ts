/**
 * Which cars of a batch are new, re-priced or of another status against the live generation of
 * their index, recorded in catalog_changes for the matching pass and in catalog_price_history
 * ("Saved searches: storage", "Saved searches: watched cars"). One indexed read per batch (and one
 * of the few cars with a status); a feed imported again unchanged writes nothing here, so it
 * reaches no alert twice. A full import also records the cars its new generation no longer has.
 */
import type { Executor } from '../db/types'
import type { IndexKind } from '../kinds'
import { columnFields, type PreparedRecord } from './prepare'

const maxParams = 30_000

export type ChangeEvent = 'new' | 'price' | 'status' | 'removed'
type Change = [index: string, key: string, price: number | null, previous: number | null, at: string]
type Row = [...Change, event: ChangeEvent, status: string | null]

/** The statuses a watcher is told of: the feed's optional car_status, anything else is for sale. */
export const carStatuses = ['reserved', 'sold'] as const

export function carStatusOf(record: PreparedRecord): string | null {
  // Most records have no status: the document is parsed only when it names one.
  if (!record.doc.includes('"car_status"')) return null
  const status = (JSON.parse(record.doc) as { car_status?: unknown }).car_status
  const value = typeof status === 'string' ? status.trim().toLowerCase() : ''
  return (carStatuses as readonly string[]).includes(value) ? value : null
}

async function inChunks(keys: readonly string[], read: (slice: string[]) => Promise<void>) {
  for (let start = 0; start < keys.length; start += maxParams)
    await read(keys.slice(start, start + maxParams))
}

async function writeChanges(tx: Executor, rows: readonly Row[]) {
  const perRow = 7
  const chunk = Math.floor(maxParams / perRow)
  for (let start = 0; start < rows.length; start += chunk) {
    const slice = rows.slice(start, start + chunk)
    await tx.query(
      `INSERT INTO catalog_changes (index_name, car_id, price, previous_price, changed_at, event, status) VALUES ${slice.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      slice.flat(),
    )
    const priced = slice.filter((row) => row[5] === 'new' || row[5] === 'price')
    if (priced.length)
      await tx.query(
        `INSERT INTO catalog_price_history (index_name, car_id, price, seen_at) VALUES ${priced.map(() => '(?, ?, ?, ?)').join(', ')}`,
        priced.flatMap(([name, key, price, , at]) => [name, key, price, at]),
      )
  }
}

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
  const statusBefore = new Map<string, string>()
  const keys = records.map((record) => record.key)
  await inChunks(keys, async (slice) => {
    const marks = slice.map(() => '?').join(', ')
    const rows = await tx.query(
      `SELECT "car_id" AS key, "car_price" AS price FROM ${kind.table} WHERE part = ? AND "car_id" IN (${marks})`,
      [livePart, ...slice],
    )
    for (const row of rows) before.set(String(row.key), row.price === null ? null : Number(row.price))
    const statuses = await tx.query(
      `SELECT car_id, status FROM catalog_car_status WHERE index_name = ? AND car_id IN (${marks})`,
      [index, ...slice],
    )
    for (const row of statuses) statusBefore.set(String(row.car_id), String(row.status))
  })
  const changes: Row[] = []
  const statusChanged: [key: string, status: string | null][] = []
  for (const record of records) {
    const price = (record.columns[priceColumn] as number | null) ?? null
    const known = before.has(record.key)
    const status = carStatusOf(record)
    if (!known) changes.push([index, record.key, price, null, now, 'new', status])
    else if (before.get(record.key) !== price)
      changes.push([index, record.key, price, before.get(record.key) ?? null, now, 'price', status])
    if ((statusBefore.get(record.key) ?? null) === status) continue
    statusChanged.push([record.key, status])
    if (known) changes.push([index, record.key, price, price, now, 'status', status])
  }
  await writeChanges(tx, changes)
  for (const [key, status] of statusChanged)
    await tx.query(
      status === null
        ? 'DELETE FROM catalog_car_status WHERE index_name = ? AND car_id = ?'
        : 'INSERT INTO catalog_car_status (index_name, car_id, status) VALUES (?, ?, ?) ON CONFLICT (index_name, car_id) DO UPDATE SET status = excluded.status',
      status === null ? [index, key] : [index, key, status],
    )
  return changes.length
}

/**
 * A full import's cars that the live generation has and the new one has not (sold or taken off
 * the feed), recorded before the new generation goes live.
 */
export async function recordRemovals(
  tx: Executor,
  kind: IndexKind,
  index: string,
  livePart: string,
  newPart: string,
  now: string,
): Promise<number> {
  if (kind.kind !== 'vehicles') return 0
  const gone = await tx.query(
    `SELECT o."car_id" AS key, o."car_price" AS price FROM ${kind.table} o WHERE o.part = ? AND NOT EXISTS (SELECT 1 FROM ${kind.table} n WHERE n.part = ? AND n."car_id" = o."car_id")`,
    [livePart, newPart],
  )
  const rows = gone.map((row): Row => {
    const price = row.price === null ? null : Number(row.price)
    return [index, String(row.key), price, price, now, 'removed', null]
  })
  await writeChanges(tx, rows)
  await inChunks(
    rows.map((row) => row[1]),
    async (slice) =>
      void (await tx.query(
        `DELETE FROM catalog_car_status WHERE index_name = ? AND car_id IN (${slice.map(() => '?').join(', ')})`,
        [index, ...slice],
      )),
  )
  return rows.length
}
