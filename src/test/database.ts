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
 * `copyOf`: a copy of another test database of the dialect, by its URL, which no one may be
 * connected to (PostgreSQL copies a template only then).
 */
export async function createTestDatabase(
  dialect = testDialect(),
  { migrated = false, copyOf }: { migrated?: boolean; copyOf?: string } = {},
): Promise<TestDatabase> {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12)
  if (dialect === 'sqlite') {
    // In memory where the machine has it (tmpfs): a test database is thrown away, and each commit's
    // wait for the disk cost about 2 ms.
    const dir = fs.mkdtempSync(path.join(inMemoryFolder() ?? os.tmpdir(), 'vrp-test-'))
    if (copyOf) {
      // The database file with its write-ahead log, where one was left.
      const from = copyOf.slice('file:'.length)
      for (const file of fs.readdirSync(path.dirname(from)))
        if (file.startsWith(path.basename(from)))
          fs.copyFileSync(
            path.join(path.dirname(from), file),
            path.join(dir, file.replace(path.basename(from), 'test.db')),
          )
    }
    return {
      dialect: 'sqlite',
      url: `file:${path.join(dir, 'test.db')}`,
      drop: () => dropTestDatabase(`file:${path.join(dir, 'test.db')}`),
    }
  }
  const base = new URL(process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test')
  const name = `t_${suffix}`
  const admin = new pg.Client({ connectionString: base.toString() })
  await admin.connect()
  const template = copyOf
    ? testDatabaseName(copyOf)
    : migrated
      ? process.env.TEST_POSTGRES_TEMPLATE
      : undefined
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  // A test database is thrown away: its commits need not wait for the disk (still atomic and
  // isolated; only a crash of the server could lose the last ones).
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return { dialect: 'postgres', url: url.toString(), drop: () => dropTestDatabase(url.toString()) }
}

/** Removes a database `createTestDatabase` made, by its URL (a SQLite file's folder goes with it). */
export async function dropTestDatabase(url: string): Promise<void> {
  if (url.startsWith('file:')) {
    fs.rmSync(path.dirname(url.slice('file:'.length)), { recursive: true, force: true })
    return
  }
  const name = testDatabaseName(url)
  const base = new URL(process.env.TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test')
  const client = new pg.Client({ connectionString: base.toString() })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.end()
}

/** The name of a PostgreSQL database `createTestDatabase` made, from its URL. */
function testDatabaseName(url: string): string {
  const name = new URL(url).pathname.slice(1)
  if (!/^t_[0-9a-f]{12}$/.test(name)) throw new Error(`not a test database: ${name}`)
  return name
}
