import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { migrationsForDatabase } from '@/cms/migrations'
import { createTestDatabase, type TestDatabase } from './database'
import { seededAhead } from './seeded-ahead'

/**
 * Payload on a fresh database of the dialect under test, migrated with the committed migrations
 * (on PostgreSQL a copy of the run's migrated template, where the migrations find nothing to do),
 * or on a copy of the database at `copyOf`.
 * The config reads DATABASE_URL when first imported, so this must run before anything imports it.
 */
export async function createTestPayload({ copyOf }: { copyOf?: string } = {}): Promise<{
  payload: Payload
  database: TestDatabase
  cleanup: () => Promise<void>
}> {
  const database = await createTestDatabase(undefined, { migrated: true, copyOf })
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-media-'))
  process.env.DATABASE_URL = database.url
  process.env.MEDIA_DIR = mediaDir
  process.env.PAYLOAD_SECRET = 'test-secret'
  const [{ default: config }, { getPayload }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
  ])
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsForDatabase() as never })
  return {
    payload,
    database,
    cleanup: async () => {
      await payload.destroy()
      // Payload leaves its PostgreSQL pool open; dropping the database ends those idle clients,
      // which is expected here and must not surface as an unhandled error.
      ;(payload.db as unknown as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool?.on(
        'error',
        () => {},
      )
      await database.drop()
      fs.rmSync(mediaDir, { recursive: true, force: true })
    },
  }
}

/**
 * Payload on a database holding the demo content: a copy of the one `npm test` seeded for the
 * browser pass of this dialect while the integration tests ran (E2E_SEEDED, seeded-ahead.ts),
 * where there is one; otherwise a new database seeded here, with only `sites` where named.
 * Seeding every demo site again would make its file the longest of the integration steps.
 */
export async function createDemoContentPayload({ sites }: { sites?: readonly string[] } = {}) {
  const ahead = seededAhead()
  const created = await createTestPayload({ copyOf: ahead?.databaseUrl })
  if (!ahead) {
    const { seedDemoContent } = await import('@/seed/seed')
    await seedDemoContent(created.payload, () => {}, { sites })
  }
  return created
}
