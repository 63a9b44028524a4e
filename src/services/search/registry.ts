/**
 * catalog_indexes: one row per index with its kind, language, the generation that searches read
 * (`part` = `<name>@<generation>`) and a version that every import bumps, which is what the
 * response cache is keyed on.
 */
import { catalogDb } from './db/connection'
import type { CatalogDb, Executor, Row, Statement } from './db/types'
import { languageForSite, parseIndexName } from './index-names'

export type IndexMeta = {
  name: string
  kind: string
  language: string
  generation: number
  version: number
  part: string
  /** When the index last changed; with the version, it tells this index apart from a recreated one. */
  updatedAt: string
}

/** The statement that reads an index's meta; its row becomes an IndexMeta with indexMetaOf. */
export function indexMetaStatement(name: string): Statement {
  return {
    sql: 'SELECT name, kind, language, generation, version, part, updated_at FROM catalog_indexes WHERE name = ?',
    params: [name],
  }
}

export function indexMetaOf(row: Row | undefined): IndexMeta | null {
  return row
    ? {
        name: String(row.name),
        kind: String(row.kind),
        language: String(row.language),
        generation: Number(row.generation),
        version: Number(row.version),
        part: String(row.part),
        updatedAt: String(row.updated_at),
      }
    : null
}

/** Whether two metas describe the same version of the same index generation. */
export const sameIndexVersion = (a: IndexMeta | null, b: IndexMeta | null) =>
  a !== null && b !== null && a.version === b.version && a.part === b.part && a.updatedAt === b.updatedAt

export async function readIndexMeta(db: Executor, name: string): Promise<IndexMeta | null> {
  const { sql, params } = indexMetaStatement(name)
  const [row] = await db.query(sql, params)
  return indexMetaOf(row)
}

export const partName = (name: string, generation: number) => `${name}@${generation}`

/** Registers an index on first import; returns its meta. */
export async function ensureIndex(db: CatalogDb, name: string): Promise<IndexMeta> {
  const parsed = parseIndexName(name)
  if (!parsed)
    throw new Error(`Invalid index name "${name}": expected <vehicles|sites|kits|kitvehicles>_<site name>`)
  const existing = await readIndexMeta(db, name)
  if (existing) return existing
  await db.transaction(async (tx) => {
    if (await readIndexMeta(tx, name)) return
    await tx.query(
      'INSERT INTO catalog_indexes (name, kind, language, generation, version, part, updated_at) VALUES (?, ?, ?, 1, 1, ?, ?)',
      [name, parsed.kind.kind, languageForSite(parsed.site), partName(name, 1), new Date().toISOString()],
    )
  })
  return (await readIndexMeta(db, name)) as IndexMeta
}

/**
 * Moves an index to its next version and returns it. Called first in an import's transaction:
 * on PostgreSQL the row lock then orders concurrent imports of the index, so each batch's rows
 * carry the version that makes them visible.
 */
export async function bumpVersion(tx: Executor, name: string): Promise<number> {
  const [row] = await tx.query(
    'UPDATE catalog_indexes SET version = version + 1, updated_at = ? WHERE name = ? RETURNING version',
    [new Date().toISOString(), name],
  )
  return Number(row.version)
}

export async function listIndexes(db: Executor): Promise<IndexMeta[]> {
  const rows = await db.query('SELECT name FROM catalog_indexes ORDER BY name')
  const metas = await Promise.all(rows.map((row) => readIndexMeta(db, String(row.name))))
  return metas.filter((meta): meta is IndexMeta => meta !== null)
}

/** Whether no index exists yet: the demo seed (src/seed/catalog) fills only an empty catalog. */
export async function catalogIsEmpty(db?: Executor): Promise<boolean> {
  const [row] = await (db ?? (await catalogDb())).query('SELECT count(*) AS n FROM catalog_indexes')
  return Number(row?.n) === 0
}
