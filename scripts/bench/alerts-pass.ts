/**
 * The matching pass of `npm run bench:alerts` in a process of its own, so that its memory is
 * measured from a known base: the bench's own process holds the generated catalog and the
 * alerts' queries, and a pass that stays under that high-water mark shows no peak of its own.
 * Started by `passProcess` with the catalog's URL and index; each 'pass' message runs
 * `matchPendingChanges` once and answers with its time, CPU and memory.
 */
import { fork } from 'node:child_process'
import fs from 'node:fs'
import { register } from 'node:module'
import { fileURLToPath } from 'node:url'

export type PassFigures = {
  ms: number
  /** The process's CPU time in the pass (PostgreSQL's own work runs in its server, outside it). */
  cpuMs: number
  matches: number
  alerts: number
  /** RSS in MB with the modules loaded and the database open, before the pass. */
  rssBase: number
  /** The RSS high-water mark in MB after the pass, reset to the base before it where Linux allows. */
  peak: number
}

/**
 * The process's RSS high-water mark in MB. On Linux it is reset to the RSS of the moment first
 * (`clear_refs` 5), so a pass's peak is its own and not the start-up's (loading and transpiling
 * the modules peaks above the base); elsewhere the mark since the process started.
 */
const highWater = {
  reset() {
    try {
      fs.writeFileSync('/proc/self/clear_refs', '5')
    } catch {
      // Not Linux: the mark since start.
    }
  },
  read(): number {
    try {
      const kb = /VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]
      if (kb) return Number(kb) / 1024
    } catch {
      // Not Linux: below.
    }
    return process.resourceUsage().maxRSS / 1024
  },
}

/** Runs passes in a child process; `close` ends it. */
export async function passProcess(url: string, index: string) {
  const child = fork(fileURLToPath(import.meta.url), [url, index], {
    execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_TRACE_GC ? ['--trace-gc'] : [])],
    stdio: 'inherit',
  })
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`matching process ended (${code})`)))
    })
  await next()
  return {
    pass: async () => {
      const answer = next()
      child.send('pass')
      return (await answer) as PassFigures
    },
    close: () => child.kill(),
  }
}

async function serve(url: string, index: string) {
  register('../server-only-hooks.mjs', import.meta.url)
  const { catalogDb, setCatalogDatabase } = await import('../../src/services/search')
  const { matchPendingChanges } = await import('../../src/services/alerts')
  setCatalogDatabase(url)
  await (await catalogDb()).query('SELECT 1')
  process.on('message', async () => {
    global.gc?.()
    const rssBase = process.memoryUsage().rss / 1024 ** 2
    highWater.reset()
    const start = performance.now()
    const cpuStart = process.cpuUsage()
    const report = await matchPendingChanges({ index })
    const cpu = process.cpuUsage(cpuStart)
    process.send!({
      ms: performance.now() - start,
      cpuMs: (cpu.user + cpu.system) / 1000,
      matches: report.matches,
      alerts: report.alerts,
      rssBase,
      peak: highWater.read(),
    } satisfies PassFigures)
  })
  process.send!('ready')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void serve(process.argv[2], process.argv[3])
