// Server render time with the page cache off (PAGE_CACHE_TTL_MS=0), 10 concurrent, after
// warm-up: the home page, the car list with a new filter on every request and a different car on
// every request. A dealer group's traffic is a long tail of distinct URLs, so these are what most
// real requests cost. With BENCH_CPU_PROF=1 the server's workers write CPU profiles, summarised
// by where the time goes (scripts/bench/profile-summary.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { get, load, percentile, warmUp } from './http'
import { summariseProfiles } from './profile-summary'
import { startBenchServer, type SeededData } from './server'

type Row = [string, string]

async function carPaths(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ index: 'vehicles_automotive-se', limit: 1008 }),
  })
  const cars = ((await response.json()) as { content: Array<{ car_id: string; slug: string }> }).content
  return cars.map((car) => `/kop-bil/bil/${car.car_id}/${car.slug}`)
}

function figures(name: string, times: number[]): Row[] {
  return [
    [`${name} p50 (page cache off, 10 concurrent)`, `${percentile(times, 50).toFixed(1)} ms`],
    [`${name} p95`, `${percentile(times, 95).toFixed(1)} ms`],
  ]
}

/** Requests per kind in the measured runs (600 gives a steadier p95 than 200). */
const measured = 600
/** Requests per warm-up window, a third of each kind. */
const window = 600

/**
 * Serves the three kinds of request the run measures, in turn, with cars and filters the
 * measurement does not use, until the server's throughput settles. V8 keeps optimising the
 * workers' render code for a few thousand requests (measured: 54, 79, 84, 79, 80, 94 requests/s
 * in the first six windows of 600), so a shorter warm-up measures a server still compiling, not
 * the one visitors reach. At least 6 windows, until one is within 5 % of the one before; at most 12.
 */
async function warmUntilSteady(
  port: number,
  host: string,
  paths: Array<(index: number) => string>,
): Promise<{ requests: number; perSecond: number }> {
  let issued = 0
  let before = 0
  for (let round = 1; round <= 12; round++) {
    const started = performance.now()
    await load(window, 10, () => {
      const index = issued++
      return get(port, host, paths[index % paths.length](Math.floor(index / paths.length)), {
        keepBody: false,
      })
    })
    const perSecond = window / ((performance.now() - started) / 1000)
    if (round >= 6 && Math.abs(perSecond - before) <= 0.05 * before) return { requests: issued, perSecond }
    before = perSecond
  }
  return { requests: issued, perSecond: before }
}

export async function benchUncached(port: number, seeded: SeededData): Promise<Row[]> {
  const profileDir = process.env.BENCH_CPU_PROF ? fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-prof-')) : null
  const server = await startBenchServer(port, {
    seeded,
    env: { PAGE_CACHE_TTL_MS: '0' },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  })
  const host = 'automotive-se.localhost'
  const rows: Row[] = []
  try {
    const cars = await carPaths(port)
    // Cars the measurement visits once each, and others the warm-up visits.
    const measuredCars = cars.slice(0, measured)
    const warmUpCars = cars.slice(measured)
    if (warmUpCars.length === 0) throw new Error(`the uncached run needs more than ${measured} cars`)
    await warmUp(port, host, '/next/floor')
    const warm = await warmUntilSteady(port, host, [
      () => '/',
      (index) => `/kop-bil?car_fuel=Diesel&car_price=${30_000 + index * 7}|900000`,
      (index) => warmUpCars[index % warmUpCars.length],
    ])
    rows.push([
      'warm-up until throughput settles (home, car list, car detail in turn)',
      `${warm.requests} requests, last ${warm.perSecond.toFixed(0)}/s`,
    ])
    const quick = { keepBody: false }
    // One at a time, a request's latency alone: where a stall on every answer shows (a kept-alive
    // connection waiting on the client's delayed acknowledgement, 40 ms, measured on the bare page
    // when Nagle's algorithm was left on), which ten requests sharing two cores would hide.
    for (const [name, path] of [
      ['framework floor (bare page)', '/next/floor'],
      ['home page', '/'],
    ]) {
      const alone = await load(200, 1, () => get(port, host, path, quick))
      rows.push([`${name} p50, one request at a time`, `${percentile(alone, 50).toFixed(1)} ms`])
    }
    rows.push(...figures('home page', await load(measured, 10, () => get(port, host, '/', quick))))
    let request = 0
    const list = await load(measured, 10, () =>
      get(port, host, `/kop-bil?car_fuel=Bensin|El&car_price=${60_000 + request++ * 1_000}|800000`, quick),
    )
    rows.push(...figures('car list, new filter each request', list))
    let next = 0
    const detail = await load(measured, 10, () => get(port, host, measuredCars[next++], quick))
    rows.push(...figures('car detail, another car each request', detail))
  } finally {
    await server.stop()
  }
  if (profileDir) {
    console.log(`\nCPU profile of the uncached run's workers (${profileDir}):`)
    console.log(summariseProfiles(profileDir))
  }
  return rows
}
