/**
 * Applies the catalog's own schema migrations, each once, recorded in catalog_migrations.
 * Safe when two processes start together: SQLite serialises on BEGIN IMMEDIATE, PostgreSQL on
 * an advisory lock, and each migration re-checks whether it was applied inside its transaction.
 */
import { catalogDb } from './connection'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import type { CatalogDb } from './types'

const lockKey = 7_342_001 // any constant shared by all processes migrating the catalog

export async function migrateCatalog(db?: CatalogDb): Promise<{ applied: number[] }> {
  const database = db ?? (await catalogDb())
  const migrations = database.dialect === 'postgres' ? postgresMigrations : sqliteMigrations
  await database.query(
    'CREATE TABLE IF NOT EXISTS catalog_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  )
  const applied: number[] = []
  for (const migration of migrations) {
    const done = await database.transaction(async (tx) => {
      if (database.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(?)', [lockKey])
      const rows = await tx.query('SELECT version FROM catalog_migrations WHERE version = ?', [
        migration.version,
      ])
      if (rows.length > 0) return true
      for (const statement of migration.statements) await tx.query(statement)
      await tx.query('INSERT INTO catalog_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ])
      return false
    })
    if (!done) applied.push(migration.version)
  }
  return { applied }
}
