/**
 * npm run bench:search — the catalog search benchmark (decisions: Catalog search).
 * For SQLite and PostgreSQL: generates 100,000 vehicles (and a 10,000-vehicle index), imports
 * them from NDJSON, then times 1,000 realistic queries (keyphrase + 3 filters + 10 facets with
 * 2 histograms + sort, limit 48) in process and over HTTP on loopback, without the response
 * cache. Writes docs/benchmarks-search.md.
 * Env: BENCH_VEHICLES (default 100000), BENCH_QUERIES (1000), BENCH_POSTGRES_URL, BENCH_DIALECTS.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import {
  closeCatalogDatabases,
  handleSearchHttp,
  importFeed,
  importRecords,
  migrateCatalog,
  searchOrThrow,
  setCatalogDatabase,
  type SearchRequest,
} from '../src/services/search'
import { generateDealers } from '../src/seed/catalog/dealers'
import { demoSites } from '../src/seed/catalog/markets'
import { seeded } from '../src/seed/catalog/random'
import { generateVehicles } from '../src/seed/catalog/vehicles'
import { labels } from '../src/seed/catalog/vocabulary'

const large = Number(process.env.BENCH_VEHICLES ?? 100_000)
const small = 10_000
const queryCount = Number(process.env.BENCH_QUERIES ?? 1_000)
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',')
const site = demoSites[0] // automotive-se: Swedish texts, SEK prices
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))

function writeFeed(count: number, seed: number): string {
  const file = path.join(work, `vehicles-${count}.ndjson`)
  if (fs.existsSync(file)) return file
  const dealers = generateDealers(site, 11)
  const out = fs.openSync(file, 'w')
  for (let start = 0; start < count; start += 10_000) {
    const cars = generateVehicles(
      site,
      dealers,
      Math.min(10_000, count - start),
      seed + start,
      1_000_000 + start,
      new Date(),
    )
    fs.writeSync(out, cars.map((car) => JSON.stringify(car)).join('\n') + '\n')
  }
  fs.closeSync(out)
  return file
}

function queries(index: string): SearchRequest[] {
  const random = seeded(42)
  const words = labels.SE
  const phrases = [
    'volvo',
    'xc6',
    'kombi',
    'automat',
    'navigation',
    'dragkrok',
    'blå',
    'svart suv',
    'diesel',
    'laddhybrid',
    'göteborg',
    'bmw x',
    'skoda',
    'tiguan',
    'el',
    'rattvärme',
    'toyota rav4',
    'mercedes',
    'polestar 2',
    'vit',
  ]
  const fuels = Object.values(words.fuel)
  const bodies = Object.values(words.body)
  const facets = [
    'car_brand>car_model',
    'car_fuel',
    'car_body',
    'car_gearbox',
    'car_color',
    'car_year',
    'car_site_city',
    'car_drive',
    'car_price',
    'car_mileage',
  ]
  const sorts = [
    'car_publishdate_desc',
    'car_price_asc',
    'car_price_desc',
    'car_mileage_asc',
    'car_year_desc',
  ]
  return Array.from({ length: queryCount }, () => {
    const filters: Record<string, (string | number)[]> = {}
    const candidates = [
      () => (filters.car_fuel = random.sample(fuels, random.int(1, 2))),
      () => (filters.car_body = random.sample(bodies, random.int(1, 2))),
      () => {
        const low = random.int(0, 30) * 10_000
        filters.car_price = [low, low + random.int(10, 60) * 10_000]
      },
      () => (filters.car_mileage = [0, random.int(2, 20) * 10_000]),
      () => (filters.car_gearbox = [words.gearbox[1]]),
      () => (filters.car_year = [2021, 2022, 2023, 2024, 2025, 2026].slice(random.int(0, 4))),
    ]
    for (const pickFilter of random.sample(candidates, 3)) pickFilter()
    return {
      index,
      keyphrase: random.pick(phrases),
      filters,
      facets,
      sort_name: random.pick(sorts),
      limit: 48,
      offset: random.pick([0, 0, 0, 48, 96]),
      fields: [
        'car_id',
        'slug',
        'car_brand',
        'car_model',
        'car_model_text',
        'car_price',
        'car_mileage',
        'car_year',
        'car_primary_image',
      ],
    }
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function time(list: SearchRequest[], run: (request: SearchRequest) => Promise<unknown>) {
  for (const request of list.slice(0, 50)) await run(request) // warm-up
  const durations: number[] = []
  for (const request of list) {
    const started = performance.now()
    await run(request)
    durations.push(performance.now() - started)
  }
  durations.sort((a, b) => a - b)
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) }
}

async function withHttpServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const result = await handleSearchHttp(Buffer.concat(chunks).toString('utf8'), { cache: false })
    response.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address() as { port: number }
  try {
    return await work(`http://127.0.0.1:${address.port}/api/search`)
  } finally {
    server.close()
  }
}

type Row = {
  dialect: string
  vehicles: number
  importSeconds: number
  /** The first search after the import loads the index's columns (query/segment/). */
  firstSearchMs: number
  /** The first search after an incremental import of one changed car patches the columns. */
  afterUpdateMs: number
  inProcess: { p50: number; p95: number }
  http: { p50: number; p95: number }
}

async function benchDialect(dialect: string, url: string): Promise<Row[]> {
  setCatalogDatabase(url)
  await migrateCatalog()
  const rows: Row[] = []
  for (const [count, index] of [
    [large, 'vehicles_automotive-se'],
    [small, 'vehicles_carstore-se'],
  ] as const) {
    const file = writeFeed(count, count)
    const started = performance.now()
    const report = await importFeed(index, file, { replace: true, batchSize: 2_000 })
    const importSeconds = (performance.now() - started) / 1000
    process.stderr.write(
      `${dialect}: imported ${report.imported} into ${index} in ${importSeconds.toFixed(1)} s\n`,
    )
    const list = queries(index)
    const first = performance.now()
    await searchOrThrow(list[0], { cache: false })
    const firstSearchMs = performance.now() - first
    const inProcess = await time(list, (request) => searchOrThrow(request, { cache: false }))
    const head = Buffer.alloc(1 << 20)
    const feed = fs.openSync(file, 'r')
    const headBytes = fs.readSync(feed, head, 0, head.length, 0)
    fs.closeSync(feed)
    const [firstCar] = head.subarray(0, headBytes).toString('utf8').split('\n', 1)
    await importRecords(index, [{ ...JSON.parse(firstCar), car_price: 99_000 }])
    const updated = performance.now()
    await searchOrThrow(list[1], { cache: false })
    const afterUpdateMs = performance.now() - updated
    const overHttp = await withHttpServer((endpoint) =>
      time(list, async (request) =>
        (await fetch(endpoint, { method: 'POST', body: JSON.stringify(request) })).json(),
      ),
    )
    process.stderr.write(
      `${dialect} ${count}: in process p50 ${inProcess.p50.toFixed(1)} ms, p95 ${inProcess.p95.toFixed(1)} ms; http p50 ${overHttp.p50.toFixed(1)} ms, p95 ${overHttp.p95.toFixed(1)} ms\n`,
    )
    rows.push({
      dialect,
      vehicles: count,
      importSeconds,
      firstSearchMs,
      afterUpdateMs,
      inProcess,
      http: overHttp,
    })
  }
  await closeCatalogDatabases()
  return rows
}

async function main() {
  const loadBefore = os.loadavg()[0]
  const rows: Row[] = []
  if (dialects.includes('sqlite'))
    rows.push(...(await benchDialect('SQLite', `file:${path.join(work, 'bench.db')}`)))
  if (dialects.includes('postgres')) {
    const base = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
    const name = `bench_search_${process.pid}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(base)
    url.pathname = `/${name}`
    try {
      rows.push(...(await benchDialect('PostgreSQL', url.toString())))
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  }
  const ms = (value: number) => value.toFixed(1)
  const table = rows.map(
    (row) =>
      `| ${row.dialect} | ${row.vehicles.toLocaleString('en')} | ${row.importSeconds.toFixed(1)} s | ${ms(row.firstSearchMs)} | ${ms(row.afterUpdateMs)} | ${ms(row.inProcess.p50)} | ${ms(row.inProcess.p95)} | ${ms(row.http.p50)} | ${ms(row.http.p95)} |`,
  )
  const doc = `## Latest run of \`npm run bench:search\`

On ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.

Each run imports generated vehicles from NDJSON (full replace, batches of 2,000) and then times ${queryCount.toLocaleString('en')} queries after 50 warm-up queries, one at a time, with the response cache off.
The first search after an import loads the index's columns; it is timed on its own, before the warm-up.
After the in-process queries, one car is imported again with a new price (an incremental import) and the next search, which patches the columns with that row, is timed on its own too.
A query is a keyphrase (prefix match), 3 filters (fuel, body, price range, mileage range, gearbox, years), 10 facets (brand>model, fuel, body, gearbox, colour, year, city, drive, and price and mileage histograms), a sort and limit 48 at offset 0, 48 or 96.
HTTP is a node:http server around \`handleSearchHttp\` on loopback, called with fetch.

| database | vehicles | import | first search after import (ms) | first search after a one-car update (ms) | in process p50 (ms) | in process p95 (ms) | HTTP p50 (ms) | HTTP p95 (ms) |
|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

Targets: import of 100,000 vehicles under 60 s on SQLite; in-process p95 under 30 ms at 100,000 vehicles and under 10 ms at 10,000.

Load average (1 min) when the run started: ${loadBefore.toFixed(1)}, when it ended: ${os.loadavg()[0].toFixed(1)} (on ${os.cpus().length} cores; other work on the machine shows up in these figures).
`
  // The figures go between the markers of docs/benchmarks-search.md; the analysis around them stays.
  const target = 'docs/benchmarks-search.md'
  const previous = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : ''
  const [start, end] = ['<!-- bench:start -->', '<!-- bench:end -->']
  const section = `${start}\n${doc}${end}`
  fs.mkdirSync('docs', { recursive: true })
  fs.writeFileSync(
    target,
    previous.includes(start) && previous.includes(end)
      ? previous.slice(0, previous.indexOf(start)) +
          section +
          previous.slice(previous.indexOf(end) + end.length)
      : `${section}\n`,
  )
  process.stdout.write(doc)
  fs.rmSync(work, { recursive: true, force: true })
}

await main()
