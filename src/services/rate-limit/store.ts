/**
 * The counters, one row per key and window, in the database so they hold across the server's
 * workers (and, on PostgreSQL, across servers). One atomic UPSERT per hit; rows past their window
 * are swept now and then.
 *
 * On SQLite the counters live in a file of their own beside the database (app.db →
 * app.rate-limits.db): a hit is a one-statement write, and in the app's file each hit would queue
 * for the write lock behind the leads and edits it is meant to protect. On PostgreSQL they are a
 * table of the app's database (row locks, no such queue).
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import pg from 'pg'
import { databaseConfig } from '@/lib/database'

export type CounterStore = {
  /** Adds one hit to the key's window and returns the window's count, this hit included. */
  hit(key: string, windowStart: number, expiresAt: number): Promise<number>
  /**
   * Adds one hit to the key's period: a period starts with its first hit and lasts `periodMs`,
   * so no window boundary lets a burst through twice. Returns the count and when the period ends.
   */
  hitPeriod(key: string, now: number, periodMs: number): Promise<{ count: number; endsAt: number }>
  /** The count of the key's period now, without a hit (0 when none is running). */
  peekPeriod(key: string, now: number): Promise<number>
  /** Forgets the key's window (a successful login clears its failures). */
  clear(key: string, windowStart: number): Promise<void>
  /** Deletes the rows whose window ended before `now`. */
  sweep(now: number): Promise<void>
  close(): Promise<void>
}

const table = 'rate_limit_counters'
const createTable = `CREATE TABLE IF NOT EXISTS ${table} (
  key TEXT NOT NULL,
  window_start BIGINT NOT NULL,
  count INTEGER NOT NULL,
  expires_at BIGINT NOT NULL,
  PRIMARY KEY (key, window_start)
)`
const createIndex = `CREATE INDEX IF NOT EXISTS ${table}_expires_at ON ${table} (expires_at)`
const upsert = (placeholder: (index: number) => string) =>
  `INSERT INTO ${table} (key, window_start, count, expires_at) VALUES (${placeholder(1)}, ${placeholder(2)}, 1, ${placeholder(3)})
   ON CONFLICT (key, window_start) DO UPDATE SET count = ${table}.count + 1
   RETURNING count`

/** Periods are rows of window_start 0 whose count starts again once their end has passed. */
const upsertPeriod = (placeholder: (index: number) => string) =>
  `INSERT INTO ${table} (key, window_start, count, expires_at) VALUES (${placeholder(1)}, 0, 1, ${placeholder(3)})
   ON CONFLICT (key, window_start) DO UPDATE SET
     count = CASE WHEN ${table}.expires_at <= ${placeholder(2)} THEN 1 ELSE ${table}.count + 1 END,
     expires_at = CASE WHEN ${table}.expires_at <= ${placeholder(2)} THEN excluded.expires_at ELSE ${table}.expires_at END
   RETURNING count, expires_at`

const selectPeriod = (placeholder: (index: number) => string) =>
  `SELECT count FROM ${table} WHERE key = ${placeholder(1)} AND window_start = 0 AND expires_at > ${placeholder(2)}`

const periodRow = (row: Record<string, unknown>) => ({
  count: Number(row.count),
  endsAt: Number(row.expires_at),
})

export function sqliteCounterFile(databaseFile: string): string {
  const parsed = path.parse(databaseFile)
  return path.join(parsed.dir, `${parsed.name}.rate-limits.db`)
}

async function openSqlite(file: string): Promise<CounterStore> {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const client: Client = createClient({ url: `file:${file}` })
  // Losing the last counts in a power cut is harmless; waiting on fsync for each hit is not.
  for (const pragma of [
    'PRAGMA busy_timeout = 2000',
    'PRAGMA journal_mode = WAL',
    'PRAGMA synchronous = OFF',
  ])
    await client.execute(pragma)
  await client.execute(createTable)
  await client.execute(createIndex)
  return {
    async hit(key, windowStart, expiresAt) {
      const result = await client.execute({ sql: upsert(() => '?'), args: [key, windowStart, expiresAt] })
      return Number(result.rows[0].count)
    },
    async hitPeriod(key, now, periodMs) {
      const result = await client.execute({
        sql: upsertPeriod((index) => `?${index}`),
        args: [key, now, now + periodMs],
      })
      return periodRow(result.rows[0] as Record<string, unknown>)
    },
    async peekPeriod(key, now) {
      const result = await client.execute({ sql: selectPeriod((index) => `?${index}`), args: [key, now] })
      return Number(result.rows[0]?.count ?? 0)
    },
    async clear(key, windowStart) {
      await client.execute({
        sql: `DELETE FROM ${table} WHERE key = ? AND window_start = ?`,
        args: [key, windowStart],
      })
    },
    async sweep(now) {
      await client.execute({ sql: `DELETE FROM ${table} WHERE expires_at < ?`, args: [now] })
    },
    async close() {
      client.close()
    },
  }
}

async function openPostgres(url: string): Promise<CounterStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  // An idle connection the server closes must not end the process; the pool opens another.
  pool.on('error', () => undefined)
  try {
    await pool.query(createTable)
    await pool.query(createIndex)
  } catch (error) {
    // Two workers creating the table at once: the loser's error is harmless if the table exists.
    const exists = await pool.query(`SELECT to_regclass('${table}') AS name`)
    if (!exists.rows[0]?.name) throw error
  }
  return {
    async hit(key, windowStart, expiresAt) {
      const result = await pool.query(
        upsert((index) => `$${index}`),
        [key, windowStart, expiresAt],
      )
      return Number(result.rows[0].count)
    },
    async hitPeriod(key, now, periodMs) {
      const result = await pool.query(
        upsertPeriod((index) => `$${index}`),
        [key, now, now + periodMs],
      )
      return periodRow(result.rows[0])
    },
    async peekPeriod(key, now) {
      const result = await pool.query(
        selectPeriod((index) => `$${index}`),
        [key, now],
      )
      return Number(result.rows[0]?.count ?? 0)
    },
    async clear(key, windowStart) {
      await pool.query(`DELETE FROM ${table} WHERE key = $1 AND window_start = $2`, [key, windowStart])
    },
    async sweep(now) {
      await pool.query(`DELETE FROM ${table} WHERE expires_at < $1`, [now])
    },
    async close() {
      await pool.end()
    },
  }
}

/** The store of the database DATABASE_URL names. */
export function openCounterStore(url: string = databaseConfig().url): Promise<CounterStore> {
  const config = databaseConfig({ DATABASE_URL: url })
  return config.dialect === 'postgres' ? openPostgres(config.url) : openSqlite(sqliteCounterFile(config.file))
}
