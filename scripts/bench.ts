// `npm run bench`: server-rendering time and first-load JavaScript of seeded pages, beside the
// framework's floor (/next/floor: a page of the same app with no blocks), measured in the same run.
// A benchmark, not a test: it prints figures for docs/benchmarks.md and asserts nothing.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { firstLoadJsKb, get, load, percentile, warmUp } from './bench/http'
import { startBenchServer } from './bench/server'
import { benchCarList } from './bench/car-list'
import { benchCarDetail } from './bench/car-detail'
import { benchBooking, bookingFirstLoads } from './bench/booking'
import { benchStoriesList } from './bench/stories'
import { benchUncached } from './bench/uncached'
import { benchLoad } from './bench/load'

const port = Number(process.env.BENCH_PORT || 3200)
const print = (rows: string[][]) => {
  for (const [name, value] of rows) console.log(`${name.padEnd(56)} ${value}`)
}
// BENCH_ONLY=load: the load figure alone (two servers on a PostgreSQL database of its own, with
// and without the caching proxy; scripts/bench/load.ts), without the SQLite bench server.
if (process.env.BENCH_ONLY === 'load') {
  print(await benchLoad(port + 4))
  process.exit(0)
}
// Per-client limits would refuse one client's hundreds of requests (stories 60 and the workshop
// calls 120 a minute): real load comes from many visitors, so the bench server lifts those two.
const lifted = { RATE_LIMIT_STORIES: '1000000/60', RATE_LIMIT_WORKSHOP: '1000000/60' }
const { stop, ...seeded } = await startBenchServer(port, { env: lifted })
// BENCH_ONLY=uncached runs the page-cache-off part alone (with BENCH_CPU_PROF=1, profiled);
// BENCH_ONLY=booking the booking flow's calls and first load; BENCH_ONLY=firstload the booking
// pages' first loads only.
const parts: Record<string, () => Promise<string[][]>> = {
  uncached: () => benchUncached(port + 1, seeded),
  booking: async () =>
    benchBooking(port, await firstLoadJsKb(port, 'automotive-se.localhost', '/next/floor')),
  // The booking pages' first loads alone, without the load runs.
  firstload: async () =>
    bookingFirstLoads(port, await firstLoadJsKb(port, 'automotive-se.localhost', '/next/floor')),
}
const only = parts[process.env.BENCH_ONLY ?? '']
if (only) {
  try {
    print(await only())
  } finally {
    await stop()
  }
  process.exit(0)
}
try {
  const host = 'automotive-se.localhost'
  await warmUp(port, host, '/')
  const times = await load(200, 10, () => get(port, host, '/'))
  const rows = [
    ['machine', `${os.cpus().length} cores, Node ${process.version}`],
    ['home page SSR p50 (200 req, 10 concurrent)', `${percentile(times, 50).toFixed(1)} ms`],
    ['home page SSR p95', `${percentile(times, 95).toFixed(1)} ms`],
  ]
  const floor = await firstLoadJsKb(port, host, '/next/floor')
  const home = await firstLoadJsKb(port, host, '/')
  const content = await firstLoadJsKb(port, host, '/om-oss/kontakt')
  const facilities = await firstLoadJsKb(port, host, '/anlaggningar') // automotive SE's "Find us"
  rows.push(
    ['first-load JS, framework floor (bare page)', `${floor.toFixed(1)} KB gz`],
    ['first-load JS, home page', `${home.toFixed(1)} KB gz (+${(home - floor).toFixed(1)})`],
    ['first-load JS, content page', `${content.toFixed(1)} KB gz (+${(content - floor).toFixed(1)})`],
    ['first-load JS, facility list', `${facilities.toFixed(1)} KB gz (+${(facilities - floor).toFixed(1)})`],
  )
  rows.push(...(await benchStoriesList(port)))
  rows.push(...(await benchCarList(port, floor)))
  rows.push(...(await benchCarDetail(port, floor)))
  rows.push(...(await benchBooking(port, floor)))
  rows.push(...(await benchUncached(port + 1, seeded)))
  rows.push(...(await benchLoad(port + 4)))
  print(rows)
} finally {
  await stop()
}

// Redirect lookup cost with 5,000 rules on one site (in process), from its own script.
execFileSync('npx', ['tsx', 'scripts/bench-redirects.ts'], { stdio: 'inherit' })
