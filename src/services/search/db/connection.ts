/**
 * The catalog's connection to the app's database. By default it follows DATABASE_URL
 * (src/lib/database.ts); tests and scripts point it elsewhere with setCatalogDatabase(url).
 * One registry per process (processSingleton): Next.js may load this module once per route bundle.
 */
import { databaseConfig } from '@/lib/database'
import { processSingleton } from '@/lib/server/process-singleton'
import { openPostgres } from './postgres'
import { openSqlite } from './sqlite'
import type { CatalogDb } from './types'

const registry = processSingleton('catalogDb', () => ({
  url: null as string | null,
  open: new Map<string, Promise<CatalogDb>>(),
}))

export function openCatalogDb(url: string): Promise<CatalogDb> {
  let db = registry.open.get(url)
  if (!db) {
    const config = databaseConfig({ DATABASE_URL: url })
    db = config.dialect === 'postgres' ? openPostgres(config.url) : openSqlite(config.url, config.file)
    registry.open.set(url, db)
    db.catch(() => registry.open.delete(url))
  }
  return db
}

/** The database the catalog uses now. */
export function catalogDb(): Promise<CatalogDb> {
  return openCatalogDb(registry.url ?? databaseConfig().url)
}

/** Points the catalog at another database (tests, benchmark, import into a given database). */
export function setCatalogDatabase(url: string | null): void {
  registry.url = url
}

export async function closeCatalogDatabases(): Promise<void> {
  const open = [...registry.open.values()]
  registry.open.clear()
  await Promise.all(open.map(async (db) => (await db).close()))
}
