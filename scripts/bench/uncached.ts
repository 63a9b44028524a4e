// Issue 13: server render time with the page cache off (PAGE_CACHE_TTL_MS=0), 10 concurrent, after
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
    body: JSON.stringify({ index: 'vehicles_automotive-se', limit: 400 }),
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
    await warmUp(port, host, '/next/floor')
    await warmUp(port, host, '/')
    await warmUp(port, host, cars[0])
    await warmUp(port, host, '/kop-bil?car_fuel=Diesel|El&car_price=40000|700000')
    // One at a time, a request's latency alone: where a stall on every answer shows (a kept-alive
    // connection waiting on the client's delayed acknowledgement, 40 ms, measured on the bare page
    // when Nagle's algorithm was left on), which ten requests sharing two cores would hide.
    for (const [name, path] of [
      ['framework floor (bare page)', '/next/floor'],
      ['home page', '/'],
    ]) {
      const alone = await load(200, 1, () => get(port, host, path))
      rows.push([`${name} p50, one request at a time`, `${percentile(alone, 50).toFixed(1)} ms`])
    }
    rows.push(...figures('home page', await load(200, 10, () => get(port, host, '/'))))
    let request = 0
    const list = await load(200, 10, () =>
      get(port, host, `/kop-bil?car_fuel=Bensin|El&car_price=${60_000 + request++ * 1_000}|800000`),
    )
    rows.push(...figures('car list, new filter each request', list))
    let next = 1
    const detail = await load(Math.min(200, cars.length - 1), 10, () => get(port, host, cars[next++]))
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
