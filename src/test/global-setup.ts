import { execFileSync } from 'node:child_process'
import { createTestDatabase, testDialect } from './database'

/**
 * On PostgreSQL, one database migrated before the files run, which each integration test file's
 * database copies (`CREATE DATABASE … TEMPLATE`, src/test/database.ts) instead of running every
 * migration again: about a second and a half a file. SQLite's migrations take a fraction of that.
 */
export default async function setup() {
  if (testDialect() !== 'postgres') return
  const template = await createTestDatabase('postgres')
  execFileSync('npx', ['tsx', 'src/test/migrate.ts'], {
    env: { ...process.env, DATABASE_URL: template.url, PAYLOAD_SECRET: 'test-secret' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  process.env.TEST_POSTGRES_TEMPLATE = new URL(template.url).pathname.slice(1)
  return () => template.drop()
}
