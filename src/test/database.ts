/**
 * A fresh, empty database for one integration test file, of the dialect named by TEST_DB
 * (sqlite, the default, or postgres). PostgreSQL comes from TEST_POSTGRES_URL
 * (default postgres://postgres@127.0.0.1:5432/test); each call creates its own database on that
 * server so test files never see each other's rows.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export type TestDatabase = { url: string; dialect: 'sqlite' | 'postgres'; drop: () => Promise<void> }

/** Linux's shared-memory tmpfs, where it is writable and roomy (a container's may hold 64 MB). */
function inMemoryFolder(): string | null {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK)
    const { bavail, bsize } = fs.statfsSync('/dev/shm')
    return bavail * bsize > 2 * 1024 ** 3 ? '/dev/shm' : null
  } catch {
    return null
  }
}

export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'
}

/**
 * `migrated`: on PostgreSQL a copy of the migrated template the test run made
 * (TEST_POSTGRES_TEMPLATE, src/test/global-setup.ts) where there is one; empty otherwise.
 */
export async function createTestDatabase(
  dialect = testDialect(),
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12)
  if (dialect === 'sqlite') {
    // In memory where the machine has it (tmpfs): a test database is thrown away, and each commit's
    // wait for the disk cost about 2 ms.
    const dir = fs.mkdtempSync(path.join(inMemoryFolder() ?? os.tmpdir(), 'vrp-test-'))
    return {
      dialect: 'sqlite',
      url: `file:${path.join(dir, 'test.db')}`,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  }
  const base = new URL(process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test')
  const name = `t_${suffix}`
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  const template = migrated ? process.env.TEST_POSTGRES_TEMPLATE : undefined
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  // A test database is thrown away: its commits need not wait for the disk (still atomic and
  // isolated; only a crash of the server could lose the last ones).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    dialect: 'postgres',
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}
