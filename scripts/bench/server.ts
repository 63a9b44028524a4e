import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Where a bench server's data is: a second server started with it seeds nothing. */
export type SeededData = { databaseUrl: string; mediaDir: string }

/** A seeded production server on its own port and a fresh SQLite database, for benchmarks. */
export async function startBenchServer(
  port: number,
  options: {
    seeded?: SeededData
    /** A database to seed and serve instead of a fresh SQLite file (the load run's PostgreSQL). */
    databaseUrl?: string
    env?: Record<string, string>
    nodeArgs?: string[]
    /** The checkout whose build is served (another build to compare with); this one by default. */
    checkout?: string
  } = {},
): Promise<SeededData & { pid: number; stop: () => Promise<void> }> {
  const cwd = options.checkout ?? process.cwd()
  if (!fs.existsSync(path.join(cwd, '.next/BUILD_ID')))
    execFileSync('npm', ['run', 'build'], { cwd, stdio: 'inherit' })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-bench-'))
  const env = {
    ...process.env,
    ...options.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL:
      options.seeded?.databaseUrl ||
      options.databaseUrl ||
      process.env.BENCH_DATABASE_URL ||
      `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: options.seeded?.mediaDir || path.join(dir, 'media'),
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // Serves the framework-floor page the first-load JavaScript is compared with.
    FRAMEWORK_FLOOR: '1',
  }
  // A second server on the same database (the uncached run) finds it seeded.
  if (!options.seeded) {
    execFileSync('npx', ['tsx', 'scripts/seed.ts'], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  // The workers inherit the node arguments (node:cluster forks with the primary's execArgv).
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server/serve.mjs'], {
    cwd,
    env,
    stdio: 'ignore',
    detached: true,
  })
  let healthy = false
  for (let attempt = 0; attempt < 240 && !healthy && server.exitCode === null; attempt++) {
    healthy = await fetch(`http://localhost:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!healthy)
    throw new Error(`the bench server on port ${port} did not start (exit code ${server.exitCode})`)
  return {
    databaseUrl: env.DATABASE_URL,
    mediaDir: env.MEDIA_DIR,
    pid: server.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid!, 'SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
