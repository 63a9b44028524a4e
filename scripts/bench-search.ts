/**
 * npm run bench:search — the catalog search benchmark (decisions: Catalog search).
 * For SQLite and PostgreSQL and each size (10,000, 100,000 and 1,000,000 cars by default): a
 * database of its own, a generated Swedish marketplace imported from NDJSON, then 1,000 realistic
 * queries (keyphrase + 3 filters + 10 facets with 2 histograms + sort, limit 48) in process, 200
 * keyphrases the index has not seen, an incremental import of 10,000 changed cars, and the
 * queries over HTTP from 10 concurrent clients, all without the response cache; with the
 * process's memory and the database's size on disk. Writes docs/benchmarks-search.md.
 * Env: BENCH_SIZES (comma list), BENCH_QUERIES (1000), BENCH_POSTGRES_URL, BENCH_DIALECTS.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
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
import { demoSites } from '../src/seed/catalog/markets'
import { seeded } from '../src/seed/catalog/random'
import { labels } from '../src/seed/catalog/vocabulary'
import { writeMarketplaceFeed } from './bench/marketplace-feed'
import { withThrowawayPostgres } from './bench/throwaway-postgres'

const sizes = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number)
const queryCount = Number(process.env.BENCH_QUERIES ?? 1_000)
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',')
const site = demoSites[0] // automotive-se: Swedish texts, SEK prices
const index = 'vehicles_marketplace-se'
const changedCars = 10_000
const concurrentClients = 10
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'))

/** The feed of `count` cars, written once per run and shared by both databases. */
function feedFile(count: number): string {
  const file = path.join(work, `vehicles-${count}.ndjson`)
  if (!fs.existsSync(file)) {
    const started = performance.now()
    writeMarketplaceFeed(site, file, count, count)
    process.stderr.write(
      `generated ${count} cars in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    )
  }
  return file
}

/** The feed's first `count` cars, each with a new price: an incremental import's changes. */
async function changedRecords(file: string, count: number): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = []
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })
  for await (const line of lines) {
    if (records.length === count) break
    const car = JSON.parse(line) as { car_price: number }
    records.push({ ...car, car_price: Math.max(10_000, car.car_price - 5_000) })
  }
  lines.close()
  return records
}

/** Keyphrases no query of the run has used: a word's first letters, as a visitor types them. */
function unseenKeyphrases(count: number): string[] {
  const random = seeded(7)
  const words = [
    'passat',
    'octavia',
    'outback',
    'kuga',
    'tucson',
    'sportage',
    'golf',
    'corolla',
    'yaris',
    'leaf',
    'ioniq',
    'model',
    'taycan',
    'born',
    'duster',
    'arona',
    'karoq',
    'enyaq',
    'fabia',
    'tiguan',
    'touareg',
    'v60',
    'v90',
    'xc40',
    'xc90',
    'a4',
    'a6',
    'q5',
    'x3',
    'x5',
  ]
  const colours = ['röd', 'grå', 'silver', 'grön', 'brun', 'beige', 'orange', 'gul']
  const seen = new Set<string>()
  while (seen.size < count) {
    const word = random.pick(words)
    const prefix = word.slice(0, random.int(2, word.length))
    seen.add(random.chance(0.5) ? `${random.pick(colours)} ${prefix}` : `${prefix} ${random.int(1, 9)}`)
  }
  return [...seen]
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

type Spread = { p50: number; p95: number }

function spread(durations: number[]): Spread {
  durations.sort((a, b) => a - b)
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) }
}

/** Each request's time, `clients` at a time (one: in sequence), after `warmUp` untimed ones. */
async function time<T>(
  list: T[],
  run: (request: T) => Promise<unknown>,
  { warmUp = 50, clients = 1 } = {},
): Promise<Spread> {
  for (const request of list.slice(0, warmUp)) await run(request)
  const durations: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < list.length) {
        const request = list[next++]
        const started = performance.now()
        await run(request)
        durations.push(performance.now() - started)
      }
    }),
  )
  return spread(durations)
}

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await work()
  return performance.now() - started
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
  /** An incremental import of 10,000 changed cars (new prices), without `replace`. */
  incrementalSeconds: number
  diskMb: number
  /** The first search after the import loads the index's columns (query/segment/). */
  firstSearchMs: number
  /** The first search after an incremental import of one changed car patches the columns. */
  afterUpdateMs: number
  inProcess: Spread
  unseen: Spread
  http: Spread
  /** The process's resident memory and V8 heap after the searches, collected first. */
  rssMb: number
  /** The resident set's growth over the size's import and searches. */
  rssGrowthMb: number
  heapMb: number
}

const megabytes = (bytes: number) => bytes / 1024 / 1024

function collectGarbage() {
  ;(globalThis as { gc?: () => void }).gc?.()
}

/** One size on one database of its own: import, search, update, memory and disk. */
async function benchSize(dialect: string, url: string, count: number, diskBytes: () => Promise<number>) {
  setCatalogDatabase(url)
  await migrateCatalog()
  const file = feedFile(count)
  collectGarbage()
  const rssBefore = process.memoryUsage().rss
  const started = performance.now()
  const report = await importFeed(index, file, { replace: true, batchSize: 2_000 })
  const importSeconds = (performance.now() - started) / 1000
  process.stderr.write(`${dialect}: imported ${report.imported} cars in ${importSeconds.toFixed(1)} s\n`)
  const list = queries(index)
  const firstSearchMs = await timedMs(() => searchOrThrow(list[0], { cache: false }))
  const inProcess = await time(list, (request) => searchOrThrow(request, { cache: false }))
  const unseen = await time(
    unseenKeyphrases(200).map((keyphrase, at) => ({ ...list[at % list.length], keyphrase })),
    (request) => searchOrThrow(request, { cache: false }),
    { warmUp: 0 },
  )
  const [firstCar] = await changedRecords(file, 1)
  await importRecords(index, [{ ...firstCar, car_price: 99_000 }])
  const afterUpdateMs = await timedMs(() => searchOrThrow(list[1], { cache: false }))
  const changes = await changedRecords(file, Math.min(changedCars, count))
  const incrementalSeconds = (await timedMs(() => importRecords(index, changes, { batchSize: 2_000 }))) / 1000
  await searchOrThrow(list[2], { cache: false })
  const overHttp = await withHttpServer((endpoint) =>
    time(
      list,
      async (request) => (await fetch(endpoint, { method: 'POST', body: JSON.stringify(request) })).json(),
      {
        clients: concurrentClients,
      },
    ),
  )
  collectGarbage()
  const memory = process.memoryUsage()
  const diskMb = megabytes(await diskBytes())
  process.stderr.write(
    `${dialect} ${count}: in process p95 ${inProcess.p95.toFixed(1)} ms, unseen p95 ${unseen.p95.toFixed(1)} ms, ` +
      `http p95 ${overHttp.p95.toFixed(1)} ms, rss ${megabytes(memory.rss).toFixed(0)} MB, disk ${diskMb.toFixed(0)} MB\n`,
  )
  await closeCatalogDatabases()
  return {
    dialect,
    vehicles: count,
    importSeconds,
    incrementalSeconds,
    diskMb,
    firstSearchMs,
    afterUpdateMs,
    inProcess,
    unseen,
    http: overHttp,
    rssMb: megabytes(memory.rss),
    rssGrowthMb: megabytes(memory.rss - rssBefore),
    heapMb: megabytes(memory.heapUsed),
  } satisfies Row
}

const sqliteBytes = (file: string) => () =>
  Promise.resolve(
    [file, `${file}-wal`].reduce(
      (total, part) => total + (fs.existsSync(part) ? fs.statSync(part).size : 0),
      0,
    ),
  )

async function main() {
  const loadBefore = os.loadavg()[0]
  const rows: Row[] = []
  for (const count of sizes) {
    if (dialects.includes('sqlite')) {
      const file = path.join(work, `bench-${count}.db`)
      rows.push(await benchSize('SQLite', `file:${file}`, count, sqliteBytes(file)))
    }
    if (dialects.includes('postgres'))
      rows.push(
        await withThrowawayPostgres('bench_search', (url, size) => benchSize('PostgreSQL', url, count, size)),
      )
    fs.rmSync(path.join(work, `vehicles-${count}.ndjson`), { force: true })
  }
  const ms = (value: number) => value.toFixed(1)
  const table = rows.map(
    (row) =>
      `| ${row.dialect} | ${row.vehicles.toLocaleString('en')} | ${row.importSeconds.toFixed(1)} s | ${row.incrementalSeconds.toFixed(1)} s | ${row.diskMb.toFixed(0)} MB | ${ms(row.firstSearchMs)} | ${ms(row.afterUpdateMs)} | ${ms(row.inProcess.p50)} | ${ms(row.inProcess.p95)} | ${ms(row.unseen.p95)} | ${ms(row.http.p50)} | ${ms(row.http.p95)} | ${row.rssMb.toFixed(0)} MB (+${row.rssGrowthMb.toFixed(0)}) / ${row.heapMb.toFixed(0)} MB |`,
  )
  const doc = `## Latest run of \`npm run bench:search\`

On ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.

Each size runs on a database of its own: a Swedish marketplace of generated cars (about one dealer per thousand cars, brands in the shares of the Swedish used-car market) imported from NDJSON (full replace, batches of 2,000), then ${queryCount.toLocaleString('en')} queries after 50 warm-up queries, one at a time, with the response cache off.
The first search after an import loads the index's columns; it is timed on its own, before the warm-up. "Unseen" is 200 keyphrases no earlier query used, each searched once.
After the in-process queries, one car is imported again with a new price (an incremental import) and the next search, which patches the columns with that row, is timed on its own; then ${changedCars.toLocaleString('en')} cars are imported again with new prices ("incremental").
A query is a keyphrase (prefix match), 3 filters (fuel, body, price range, mileage range, gearbox, years), 10 facets (brand>model, fuel, body, gearbox, colour, year, city, drive, and price and mileage histograms), a sort and limit 48 at offset 0, 48 or 96.
HTTP is a node:http server around \`handleSearchHttp\` on loopback, called with fetch by ${concurrentClients} clients at once.
Memory is the benchmark process's resident set (with its growth since before the size's import) and V8 heap after the size's searches, garbage collected first; disk is the database file with its WAL on SQLite and \`pg_database_size\` on PostgreSQL.

| database | vehicles | import | incremental (${changedCars.toLocaleString('en')}) | disk | first search after import (ms) | first search after a one-car update (ms) | in process p50 (ms) | in process p95 (ms) | unseen keyphrase p95 (ms) | HTTP p50 (ms) | HTTP p95 (ms) | RSS (growth) / heap |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
${table.join('\n')}

Targets: at 1,000,000 cars, in-process p95 at most 30 ms, an unseen keyphrase at most 100 ms at p95, the first search after a full import at most 1 s and after a one-car update at most 100 ms, search memory at most 200 MB, a full import at most 5 minutes and an incremental one of 10,000 cars at most 20 s, SQLite's file at most twice PostgreSQL's database, HTTP p95 at most 40 ms at ${concurrentClients} clients.

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
