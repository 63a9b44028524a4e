import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A seeded production server on its own port and a fresh SQLite database, for benchmarks. */
export async function startBenchServer(
  port: number,
): Promise<{ stop: () => Promise<void>; databaseUrl: string }> {
  if (!fs.existsSync('.next/BUILD_ID')) execFileSync('npx', ['next', 'build'], { stdio: 'inherit' })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-bench-'))
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    DATABASE_URL: process.env.BENCH_DATABASE_URL || `file:${path.join(dir, 'bench.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // Serves the framework-floor page the first-load JavaScript is compared with.
    FRAMEWORK_FLOOR: '1',
  }
  execFileSync('npx', ['tsx', 'scripts/seed.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env,
    stdio: 'ignore',
    detached: true,
  })
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(`http://localhost:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    databaseUrl: env.DATABASE_URL,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      process.kill(-server.pid!, 'SIGTERM')
      await exited
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
