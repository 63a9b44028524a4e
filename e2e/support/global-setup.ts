import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { login } from './admin'
import { dropSeeded, seededAheadFor, seedForRun, serverEnvironment } from './seeded'
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
 * Fresh database, migrated and seeded (or the one `npm test` seeded while the build ran:
 * E2E_SEEDED, support/seed-ahead.ts), then the production server on its own port.
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
  const seeded = seededAheadFor(port) ?? (await seedForRun(port))
  const { databaseUrl, mediaDir } = seeded
  const serverLog = path.join(mediaDir, '..', `vrp-e2e-server-${port}.log`)
  fs.writeFileSync(serverLog, '')
  const server = await startProductionServer(
    { ...serverEnvironment(port, mediaDir), DATABASE_URL: databaseUrl },
    port,
    (chunk) => fs.appendFileSync(serverLog, chunk),
    process.env.E2E_KEEP_SERVER ? serverLog : undefined,
  )
  project.provide('baseUrl', `http://localhost:${port}`)
  project.provide('port', port)
  project.provide('databaseUrl', databaseUrl)
  project.provide('serverLog', serverLog)
  project.provide('serverPid', server.pid)
  project.provide('adminToken', await login(`http://localhost:${port}`))
  if (process.env.E2E_KEEP_SERVER) {
    const kept: Provided = {
      baseUrl: `http://localhost:${port}`,
      port,
      databaseUrl,
      serverLog,
      serverPid: server.pid,
    }
    fs.writeFileSync(keptServerFile(port), JSON.stringify(kept))
    return () => fs.rmSync(crawlDir, { recursive: true, force: true })
  }
  return async () => {
    await server.stop()
    if (process.env.E2E_SERVER_LOG) fs.writeFileSync(process.env.E2E_SERVER_LOG, server.output())
    await dropSeeded(seeded)
    fs.rmSync(serverLog, { force: true })
    fs.rmSync(crawlDir, { recursive: true, force: true })
  }
}
