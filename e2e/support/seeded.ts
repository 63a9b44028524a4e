import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createTestDatabase, dropTestDatabase, type TestDatabase } from '../../src/test/database'
import { seededAhead, type SeededRun } from '../../src/test/seeded-ahead'
import { runScript } from '../../src/test/run-script'
import { breakOneSection } from './fixtures'

/** The production server's settings for the browser tests; the seed runs with the same ones. */
export function serverEnvironment(port: number, mediaDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    MEDIA_DIR: mediaDir,
    LOG_LEVEL: 'warn',
    // Two workers on any machine, so the tests cover what crosses between them (server-workers.e2e).
    WEB_CONCURRENCY: '2',
    // The suite's own traffic (loopback) is not rate-limited, however fast the machine runs it;
    // the limits are tested from other loopback addresses (support/clients.ts), at their defaults.
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    // Mail is limited per recipient (and per sender and client to it), not per client alone: the
    // tests of many files write to the same demo sellers from one address with one e-mail. The
    // limits themselves are tested against the service (src/services/leads).
    RATE_LIMIT_LEAD_MAIL: '1000000/3600',
    RATE_LIMIT_LEAD_MAIL_PER_SENDER: '1000000/3600',
    RATE_LIMIT_LEAD_MAIL_PER_CLIENT: '1000000/3600',
    // The same for booking confirmations and open bookings: the booking tests book the demo cars
    // many times over; the bounds are tested against the services (src/services/workshop).
    RATE_LIMIT_BOOKING_CONFIRMATIONS: '1000000/86400',
    BOOKING_OPEN_LIMIT: '1000000',
    // Day-before reminders from midnight, so that instances.e2e can race two servers at any hour.
    WORKSHOP_REMINDER_HOUR: '0',
    // The alerts job every 5 s instead of every minute (and the server looking for due jobs as
    // often): the saved-search and watched-car tests wait seconds for the mails the server's own
    // schedule sends, not up to a minute and ten seconds.
    ALERTS_INTERVAL_SECONDS: '5',
  }
}

/** A new database, migrated and seeded with the demo content and catalog (scripts/seed.ts). */
async function seededDatabase(env: NodeJS.ProcessEnv): Promise<TestDatabase> {
  const database = await createTestDatabase()
  try {
    runScript('scripts/seed.ts', [], { ...env, DATABASE_URL: database.url })
  } catch (error) {
    await database.drop().catch(() => undefined)
    // The files it stored, so that a new try stores them under the same names.
    if (env.MEDIA_DIR)
      for (const entry of fs.readdirSync(env.MEDIA_DIR))
        fs.rmSync(path.join(env.MEDIA_DIR, entry), { recursive: true })
    throw error
  }
  return database
}

/**
 * A database of TEST_DB's dialect seeded for a server on `port`, with one stored section broken
 * for the error-boundary test (support/fixtures.ts).
 */
export async function seedForRun(port: number): Promise<SeededRun> {
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-media-'))
  const env = serverEnvironment(port, mediaDir)
  const database = await seededDatabase(env).catch((error: unknown) => {
    // Once more on a new database: a seed that stopped by chance fails no run, while a seed that is
    // wrong fails both tries with its own message.
    console.error(`seeding failed, trying once more on a new database: ${String(error)}`)
    return seededDatabase(env)
  })
  await breakOneSection(database.url)
  return { dialect: database.dialect, port, databaseUrl: database.url, mediaDir }
}

/** Drops a seeded run's database and its media. */
export async function dropSeeded(run: SeededRun): Promise<void> {
  await dropTestDatabase(run.databaseUrl)
  fs.rmSync(run.mediaDir, { recursive: true, force: true })
}

/** The run `npm test` seeded ahead (E2E_SEEDED), when it was seeded for a server on `port`. */
export function seededAheadFor(port: number): SeededRun | null {
  const run = seededAhead()
  return run?.port === port ? run : null
}
