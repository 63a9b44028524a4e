/**
 * Migrations renamed after they were applied ("Migrations are named for what they change" in
 * docs/decisions.md). Payload records each applied migration by name in `payload_migrations` and
 * runs every committed migration whose name it does not find there, so a database that ran one
 * under its old name would run it again (and fail on the tables it already made). Before each
 * migrate, the recorded rows are given the new names: idempotent, and nothing on a database that
 * has no migrations table yet.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

type Dialect = 'sqlite' | 'postgres'
export type Renamed = { from: string; to: string }

/** Old name → new name, per dialect (the two dialects' migrations carry their own timestamps). */
export const renamedMigrations: Record<Dialect, Renamed[]> = {
  sqlite: [
    { from: '20261125_123056_session10_workshop_finance', to: '20261125_123056_workshop_finance' },
    { from: '20261125_163613_session11_tire_hotel_forms', to: '20261125_163613_tire_hotel_forms' },
  ],
  postgres: [
    { from: '20261125_123110_session10_workshop_finance', to: '20261125_123110_workshop_finance' },
    { from: '20261125_163622_session11_tire_hotel_forms', to: '20261125_163622_tire_hotel_forms' },
  ],
}

/** What of Payload's Drizzle adapters this needs: its dialect and one statement at a time. */
export type SqlAdapter = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; sql: SQL }) => unknown
}

async function rows(adapter: SqlAdapter, statement: SQL): Promise<Record<string, unknown>[]> {
  const result = (await adapter.execute({ drizzle: adapter.drizzle, sql: statement })) as {
    rows?: Record<string, unknown>[]
  }
  return result.rows ?? []
}

function migrationTableExists(adapter: SqlAdapter, dialect: Dialect): Promise<boolean> {
  const query =
    dialect === 'postgres'
      ? sql`SELECT 1 AS found WHERE to_regclass('payload_migrations') IS NOT NULL`
      : sql`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'payload_migrations'`
  return rows(adapter, query).then((found) => found.length > 0)
}

/**
 * Gives the recorded rows of renamed migrations their new names; a row whose new name is already
 * recorded is left as it is. Returns the old names it found and renamed.
 */
export async function renameRecordedMigrations(adapter: SqlAdapter): Promise<string[]> {
  const dialect = adapter.name === 'postgres' ? 'postgres' : adapter.name === 'sqlite' ? 'sqlite' : null
  if (!dialect || !(await migrationTableExists(adapter, dialect))) return []
  const renamed: string[] = []
  for (const { from, to } of renamedMigrations[dialect]) {
    const changed = await rows(
      adapter,
      sql`UPDATE payload_migrations SET name = ${to}
          WHERE name = ${from} AND NOT EXISTS (SELECT 1 FROM payload_migrations WHERE name = ${to})
          RETURNING name`,
    )
    if (changed.length > 0) renamed.push(from)
  }
  return renamed
}

/**
 * The database adapter with its `migrate` renaming the recorded rows first, so every way in
 * (`npm run seed`, the tests' migrate, `payload migrate`, and the production migrations Payload
 * runs on connecting) sees the new names.
 */
export function withRenamedMigrations(
  result: DatabaseAdapterObj<BaseDatabaseAdapter>,
): DatabaseAdapterObj<BaseDatabaseAdapter> {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      const migrate = adapter.migrate
      adapter.migrate = async function (options) {
        await renameRecordedMigrations(adapter as unknown as SqlAdapter)
        return migrate.call(this, options)
      }
      return adapter
    },
  }
}
