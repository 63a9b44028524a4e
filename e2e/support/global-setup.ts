import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { createTestDatabase, type TestDatabase } from '../../src/test/database'
import { runScript } from '../../src/test/run-script'
import { login } from './admin'
import { breakOneSection } from './fixtures'
import { startProductionServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    port: number
    databaseUrl: string
    adminToken: string
    /** The server's output so far (JSON log lines), for tests that check what was logged. */
    serverLog: string
    /** The server's primary process; its workers are its children (memory checks). */
    serverPid: number
    /** Where the demo sites' sitemap pages are kept once read (support/crawl.ts). */
    crawlDir: string
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

async function assertPortFree(port: number): Promise<void> {
  const inUse = await fetch(`http://localhost:${port}/healthz`).then(
    () => true,
    () => false,
  )
  if (inUse) throw new Error(`port ${port} is already in use: stop the other server or set E2E_PORT`)
}

type Provided = Pick<
  import('vitest').ProvidedContext,
  'baseUrl' | 'port' | 'databaseUrl' | 'serverLog' | 'serverPid'
>

/** Where a kept server (E2E_KEEP_SERVER) is described for later runs (E2E_REUSE_SERVER). */
const keptServerFile = (port: number) => path.join(os.tmpdir(), `vrp-e2e-kept-server-${port}.json`)

/**
 * Fresh database, migrated and seeded, then the production server on its own port.
 * For working on a few files: E2E_KEEP_SERVER=1 leaves the server running after the run, and
 * E2E_REUSE_SERVER=1 runs against the server kept on E2E_PORT instead of seeding a new one.
 */
export default async function setup(project: TestProject) {
  const port = Number(process.env.E2E_PORT || 3100)
  // A new folder per run, so no run reads another's pages.
  const crawlDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-e2e-crawl-'))
  project.provide('crawlDir', crawlDir)
  if (process.env.E2E_REUSE_SERVER) {
    const kept = JSON.parse(fs.readFileSync(keptServerFile(port), 'utf8')) as Provided
    for (const [key, value] of Object.entries(kept)) project.provide(key as keyof Provided, value as never)
    project.provide('adminToken', await login(kept.baseUrl))
    return () => fs.rmSync(crawlDir, { recursive: true, force: true })
  }
  await assertPortFree(port)
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-media-'))
  const env = {
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
  const database = await seededDatabase(env).catch((error: unknown) => {
    // Once more on a new database: a seed that stopped by chance fails no run, while a seed that is
    // wrong fails both tries with its own message.
    console.error(`global setup: seeding failed, trying once more on a new database: ${String(error)}`)
    return seededDatabase(env)
  })
  await breakOneSection(database.url)
  const serverLog = path.join(mediaDir, '..', `vrp-e2e-server-${port}.log`)
  fs.writeFileSync(serverLog, '')
  const server = await startProductionServer(
    { ...env, DATABASE_URL: database.url },
    port,
    (chunk) => fs.appendFileSync(serverLog, chunk),
    process.env.E2E_KEEP_SERVER ? serverLog : undefined,
  )
  project.provide('baseUrl', `http://localhost:${port}`)
  project.provide('port', port)
  project.provide('databaseUrl', database.url)
  project.provide('serverLog', serverLog)
  project.provide('serverPid', server.pid)
  project.provide('adminToken', await login(`http://localhost:${port}`))
  if (process.env.E2E_KEEP_SERVER) {
    const kept: Provided = {
      baseUrl: `http://localhost:${port}`,
      port,
      databaseUrl: database.url,
      serverLog,
      serverPid: server.pid,
    }
    fs.writeFileSync(keptServerFile(port), JSON.stringify(kept))
    return () => fs.rmSync(crawlDir, { recursive: true, force: true })
  }
  return async () => {
    await server.stop()
    if (process.env.E2E_SERVER_LOG) fs.writeFileSync(process.env.E2E_SERVER_LOG, server.output())
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
    fs.rmSync(serverLog, { force: true })
    fs.rmSync(crawlDir, { recursive: true, force: true })
  }
}
