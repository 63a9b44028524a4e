import Database from 'libsql'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'

// Payload reads a localized document's fields with a subquery by `_parent_id` per row; without an
// index that leads with it, each row scans the whole locales table (src/cms/locale-indexes.ts).
let databaseUrl: string
let cleanup: () => Promise<void>

beforeAll(async () => {
  let database: { url: string }
  ;({ database, cleanup } = await createTestPayload())
  databaseUrl = database.url
})

afterAll(async () => {
  await cleanup?.()
})

/** Locales table → whether a lookup by `_parent_id` uses an index, as the database plans it. */
async function lookupByParent(): Promise<Record<string, boolean>> {
  if (databaseUrl.startsWith('file:')) {
    const db = new Database(databaseUrl.replace(/^file:/, ''))
    try {
      const tables = db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_locales' ESCAPE '\\'",
        )
        .all() as { name: string }[]
      return Object.fromEntries(
        tables.map(({ name }) => {
          const plan = db
            .prepare(`EXPLAIN QUERY PLAN SELECT * FROM "${name}" WHERE _parent_id = 1`)
            .all() as {
            detail: string
          }[]
          return [name, plan.some((step) => /^SEARCH .* USING INDEX/.test(step.detail))]
        }),
      )
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string; indexed: boolean }>(`
      SELECT t.relname AS name,
             EXISTS (SELECT 1 FROM pg_index i JOIN pg_attribute a
                       ON a.attrelid = t.oid AND a.attnum = i.indkey[0]
                     WHERE i.indrelid = t.oid AND a.attname = '_parent_id') AS indexed
        FROM pg_class t JOIN pg_namespace n ON n.oid = t.relnamespace
       WHERE t.relkind = 'r' AND n.nspname = current_schema() AND t.relname LIKE '%\\_locales'`)
    return Object.fromEntries(rows.map((row) => [row.name, row.indexed]))
  } finally {
    await client.end()
  }
}

it('looks up the locales of a page, a version, a medium or a dictionary entry by an index', async () => {
  const tables = await lookupByParent()
  expect(Object.keys(tables)).toEqual(
    expect.arrayContaining(['pages_locales', '_pages_v_locales', 'media_locales', 'dictionary_locales']),
  )
  expect(Object.entries(tables).filter(([, indexed]) => !indexed)).toEqual([])
})
