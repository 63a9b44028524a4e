import { createTestDatabase, testDialect } from './database'
import { runScript } from './run-script'

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
    runScript('src/test/migrate.ts', [], {
      ...process.env,
      DATABASE_URL: template.url,
      PAYLOAD_SECRET: 'test-secret',
    })
  } catch (error) {
    await template.drop().catch(() => undefined)
    throw error
  }
  return template
}
