// The load figure (decisions: Pages a shared cache may keep). Two production servers on one
// PostgreSQL database (one worker each, as two one-core machines), first behind a plain round-robin
// balancer (this process alternates between them), then behind the caching proxy (Debian's nginx,
// server/nginx-cache.mjs, both servers as its upstream). A mix of home, car list and car detail
// addresses, at rising concurrency: the figure is the most requests per second served with p95 ≤
// 300 ms, and the CPU time the servers (and nginx) spent per request at that step.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nginxCacheConfig } from '../../server/nginx-cache.mjs'
import { createTestDatabase } from '../../src/test/database'
import { get, percentile } from './http'
import { startBenchServer } from './server'

type Row = [string, string]
const host = 'automotive-se.localhost'
const p95Bound = 300
const stepSeconds = Number(process.env.BENCH_LOAD_STEP_SECONDS || 10)
const concurrencies = [1, 2, 4, 8, 16, 32, 64]
const clockTicks = 100 // USER_HZ on Linux

/** CPU seconds (user + system) of a process and its descendants, from /proc. */
function cpuSeconds(root: number): number {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // The command name may hold spaces: fields are counted after its closing parenthesis.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        return [
          { pid: Number(pid), parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) },
        ]
      } catch {
        return []
      }
    })
  // The root and its descendants (a server's workers are its children).
  const tree = new Set([root])
  let size = 0
  while (tree.size > size) {
    size = tree.size
    for (const stat of stats) if (tree.has(stat.parent)) tree.add(stat.pid)
  }
  return stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0) / clockTicks
}

/** The mix: 2 in 10 requests the home page, 3 a car list (10 filters), 5 a car page (200 cars). */
async function mix(port: number): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: `${host}:${port}` },
    body: JSON.stringify({ index: 'vehicles_automotive-se', limit: 200 }),
  })
  const cars = ((await response.json()) as { content: Array<{ car_id: string; slug: string }> }).content
  const lists = [
    '/kop-bil',
    ...['El', 'Diesel', 'Bensin', 'Hybrid'].flatMap((fuel) => [
      `/kop-bil?car_fuel=${fuel}`,
      `/kop-bil?car_fuel=${fuel}&sort=car_price_asc`,
    ]),
  ].slice(0, 10)
  const paths: string[] = []
  for (let index = 0; index < 1_000; index++) {
    const slot = index % 10
    if (slot < 2) paths.push('/')
    else if (slot < 5) paths.push(lists[index % lists.length])
    else {
      const car = cars[index % cars.length]
      paths.push(`/kop-bil/bil/${car.car_id}/${car.slug}`)
    }
  }
  return paths
}

type Step = { concurrency: number; rps: number; p95: number; cpuMsPerRequest: number }

/** `concurrency` clients, each sending its next request when the last answered, for stepSeconds. */
async function step(concurrency: number, ports: number[], paths: string[], pids: number[]): Promise<Step> {
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
  const times: number[] = []
  let next = 0
  const started = performance.now()
  const until = started + stepSeconds * 1000
  const client = async () => {
    while (performance.now() < until) {
      const index = next++
      const sample = await get(ports[index % ports.length], host, paths[index % paths.length])
      if (sample.status >= 400) throw new Error(`status ${sample.status} for ${paths[index % paths.length]}`)
      times.push(sample.ms)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  const seconds = (performance.now() - started) / 1000
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore
  return {
    concurrency,
    rps: times.length / seconds,
    p95: percentile(times, 95),
    cpuMsPerRequest: (cpu * 1000) / times.length,
  }
}

/** Rising concurrency until p95 passes the bound; the best step within it. */
async function capacity(name: string, ports: number[], paths: string[], pids: number[]): Promise<Row[]> {
  // Warm-up: every address once through this route, so the first step does not pay the JIT.
  for (let index = 0; index < paths.length; index += 8)
    await Promise.all(
      paths
        .slice(index, index + 8)
        .map((pathname, offset) => get(ports[(index + offset) % ports.length], host, pathname)),
    )
  const steps: Step[] = []
  for (const concurrency of concurrencies) {
    const result = await step(concurrency, ports, paths, pids)
    steps.push(result)
    console.error(
      `${name}: ${concurrency} concurrent, ${result.rps.toFixed(1)} req/s, p95 ${result.p95.toFixed(0)} ms, ${result.cpuMsPerRequest.toFixed(1)} ms CPU/req`,
    )
    if (result.p95 > p95Bound) break
  }
  const within = steps.filter((result) => result.p95 <= p95Bound)
  const best = within.sort((a, b) => b.rps - a.rps)[0]
  if (!best)
    return [
      [`${name}: req/s at p95 ≤ ${p95Bound} ms`, `none (p95 ${steps[0].p95.toFixed(0)} ms at 1 client)`],
    ]
  return [
    [
      `${name}: req/s at p95 ≤ ${p95Bound} ms`,
      `${best.rps.toFixed(1)} (${best.concurrency} concurrent, p95 ${best.p95.toFixed(0)} ms)`,
    ],
    [`${name}: CPU per request`, `${best.cpuMsPerRequest.toFixed(1)} ms`],
  ]
}

export async function benchLoad(port: number): Promise<Row[]> {
  const database = await createTestDatabase('postgres')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrp-load-'))
  // nginx's workers (an unprivileged user when started as root) reach the folders it makes here.
  fs.chmodSync(dir, 0o755)
  const env = { WEB_CONCURRENCY: '1', RATE_LIMIT_EXEMPT: '127.0.0.1,::1' }
  const stops: Array<() => Promise<void>> = [() => database.drop()]
  try {
    const first = await startBenchServer(port, { databaseUrl: database.url, env })
    stops.unshift(first.stop)
    const second = await startBenchServer(port + 1, { seeded: first, env })
    stops.unshift(second.stop)
    const paths = await mix(port)
    const rows: Row[] = [
      [
        'machine',
        `${os.availableParallelism()} cores (shared), Node ${process.version}; load generator on the same cores`,
      ],
      ['mix', '2 in 10 home, 3 car list (10 addresses), 5 car page (200 cars), automotive SE'],
    ]
    rows.push(...(await capacity('two servers, no proxy', [port, port + 1], paths, [first.pid, second.pid])))
    const proxyPort = port + 2
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxCacheConfig({
        port: proxyPort,
        upstreams: [`127.0.0.1:${port}`, `127.0.0.1:${port + 1}`],
        cacheDir: path.join(dir, 'cache'),
        workDir: dir,
        purgerPort: port + 3,
      }),
    )
    const nginx = spawn(
      process.env.NGINX_PATH ?? '/usr/sbin/nginx',
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: 'inherit' },
    )
    stops.unshift(async () => {
      const exited = new Promise((resolve) => nginx.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await exited
    })
    for (let attempt = 0; attempt < 100; attempt++) {
      if (
        await fetch(`http://127.0.0.1:${proxyPort}/healthz`).then(
          (response) => response.ok,
          () => false,
        )
      )
        break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    rows.push(
      ...(await capacity('two servers behind nginx', [proxyPort], paths, [
        first.pid,
        second.pid,
        nginx.pid!,
      ])),
    )
    return rows
  } finally {
    for (const stop of stops) await stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
