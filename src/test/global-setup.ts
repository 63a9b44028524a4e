import { execFileSync } from 'node:child_process'
import { createTestDatabase, testDialect } from './database'

/**
 * On PostgreSQL, one database migrated before the files run, which each integration test file's
 * database copies (`CREATE DATABASE … TEMPLATE`, src/test/database.ts) instead of running every
 * migration again: about a second and a half a file. SQLite's migrations take a fraction of that.
 */
export default async function setup() {
  if (testDialect() !== 'postgres') return
  const template = await migratedTemplate().catch((error: unknown) => {
    // Once more on a new database: a server that was briefly unreachable fails no run, while a
    // migration that is wrong fails both tries with its own message.
    console.error(`global setup: migrating the template failed, trying once more: ${String(error)}`)
    return migratedTemplate()
  })
  process.env.TEST_POSTGRES_TEMPLATE = new URL(template.url).pathname.slice(1)
  return () => template.drop()
}

async function migratedTemplate() {
  const template = await createTestDatabase('postgres')
  try {
    execFileSync('npx', ['tsx', 'src/test/migrate.ts'], {
      env: { ...process.env, DATABASE_URL: template.url, PAYLOAD_SECRET: 'test-secret' },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    await template.drop().catch(() => undefined)
    // Payload logs a failed migration on standard output: its last lines say why.
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    const output = `${stdout ?? ''}${stderr ?? ''}`.trimEnd().split('\n').slice(-20).join('\n')
    throw new Error(`${String(error)}\n${output}`, { cause: error })
  }
  return template
}
