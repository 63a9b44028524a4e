import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsForDatabase } from '@/cms/migrations'
import { testDialect } from '@/test/database'
import { createTestPayload } from '@/test/payload'
import { renamedMigrations, renameRecordedMigrations, type SqlAdapter } from './migration-names'

// A database that ran migrations under the names they had before they were renamed migrates again
// without running them a second time (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>
const renamed = renamedMigrations[testDialect()]

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
})

afterAll(async () => {
  await cleanup?.()
})

/** The recorded migrations, name → batch. */
async function recorded(): Promise<Map<string, number>> {
  const { docs } = await payload.find({ collection: 'payload-migrations', limit: 0, depth: 0 })
  return new Map(docs.map((doc) => [String(doc.name), Number(doc.batch)]))
}

const migrate = () => payload.db.migrate({ migrations: migrationsForDatabase() as never })

describe('renamed migrations', () => {
  it('are committed under their new names, and a fresh database records those', async () => {
    const committed = migrationsForDatabase().map((migration) => migration.name)
    for (const { from, to } of renamed) {
      expect(committed).toContain(to)
      expect(committed).not.toContain(from)
    }
    const names = [...(await recorded()).keys()]
    expect(names.sort()).toEqual([...committed].sort())
  })

  it('migrate again on a database that ran them under their old names, without running them', async () => {
    for (const { from, to } of renamed)
      await payload.update({
        collection: 'payload-migrations',
        where: { name: { equals: to } },
        data: { name: from },
      })
    const before = await recorded()
    for (const { from } of renamed) expect(before.has(from)).toBe(true)

    await migrate()

    const after = await recorded()
    // Renamed in place: the same rows with the same batches, so nothing ran again.
    const expected = new Map(
      [...before].map(([name, batch]) => [renamed.find((rename) => rename.from === name)?.to ?? name, batch]),
    )
    expect(after).toEqual(expected)

    // And once more: nothing left to rename, nothing to run.
    await migrate()
    expect(await recorded()).toEqual(expected)
  })

  it('leave a database without a migrations table alone', async () => {
    const db = payload.db as unknown as SqlAdapter
    const renameTable = (from: string, to: string) =>
      db.execute({ drizzle: db.drizzle, sql: sql.raw(`ALTER TABLE ${from} RENAME TO ${to}`) })
    await renameTable('payload_migrations', 'payload_migrations_aside')
    try {
      await expect(renameRecordedMigrations(db)).resolves.toEqual([])
    } finally {
      await renameTable('payload_migrations_aside', 'payload_migrations')
    }
  })
})
