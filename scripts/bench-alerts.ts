/**
 * npm run bench:alerts — the saved-search matching pass ("Saved searches: matching").
 * For SQLite and PostgreSQL: a catalog of 10,000 cars and 100,000 active alerts (brand, often a
 * model, mostly a price range about the car's, sometimes mileage, body, fuel or a keyphrase; one in
 * twenty a price range alone),
 * then 1,000 changed cars (500 new, 500 re-priced) imported and matched in one pass. Prints the
 * import time with and without its change recording; the pass's time, matches and memory, run in a
 * process of its own (bench/alerts-pass.ts: its RSS before and its high-water mark after); then the
 * time of a next pass over the same cars re-priced again, in the same process.
 * Env: BENCH_ALERTS (default 100000), BENCH_CHANGED (1000), BENCH_POSTGRES_URL, BENCH_DIALECTS,
 * BENCH_NEXT_PASS=0 to skip the next pass, BENCH_TRACE_GC=1 to print the pass process's collections.
 */
import { register } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { passProcess, type PassFigures } from './bench/alerts-pass'
import { withThrowawayPostgres } from './bench/throwaway-postgres'
import {
  catalogDb,
  closeCatalogDatabases,
  importRecords,
  migrateCatalog,
  setCatalogDatabase,
} from '../src/services/search'
import { generateDealers } from '../src/seed/catalog/dealers'
import { demoSites } from '../src/seed/catalog/markets'
import { seeded } from '../src/seed/catalog/random'
import { generateVehicles } from '../src/seed/catalog/vehicles'

register('./server-only-hooks.mjs', import.meta.url)

const alertCount = Number(process.env.BENCH_ALERTS ?? 100_000)
const changedCount = Number(process.env.BENCH_CHANGED ?? 1_000)
const catalogSize = 10_000
const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',')
const site = demoSites[0]
const index = `vehicles_${site.name}`
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alerts-'))

type Car = Record<string, unknown>

function alertQueries(cars: readonly Car[]): string[] {
  const generator = seeded(7)
  const random = () => generator.next()
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
  const queries: string[] = []
  for (let n = 0; n < alertCount; n++) {
    const car = pick(cars)
    const filters: Record<string, (string | number)[]> = {}
    const price = Number(car.car_price) || 200_000
    if (random() < 0.05) {
      filters.car_price = [0, Math.round(price * (0.5 + random() * 0.4))]
    } else {
      if (random() < 0.7) filters['car_brand>car_model'] = [`${car.car_brand}>${car.car_model}`]
      else filters.car_brand = [String(car.car_brand)]
      if (random() < 0.8) filters.car_price = [0, Math.round(price * (0.9 + random() * 0.3))]
      if (random() < 0.4) filters.car_mileage = [0, Math.round(20_000 + random() * 100_000)]
      if (random() < 0.3 && car.car_body) filters.car_body = [String(car.car_body)]
      if (random() < 0.3 && car.car_fuel) filters.car_fuel = [String(car.car_fuel)]
    }
    const keyphrase = random() < 0.05 ? String(car.car_model ?? '').split(' ')[0] : null
    queries.push(JSON.stringify({ filters, keyphrase }))
  }
  return queries
}

async function insertAlerts(queries: readonly string[]) {
  const db = await catalogDb()
  const now = new Date().toISOString()
  for (let start = 0; start < queries.length; start += 2_000) {
    const slice = queries.slice(start, start + 2_000)
    await db.query(
      `INSERT INTO alerts (site, email, language, kind, query, frequency, status, created_at, confirmed_at) VALUES ${slice.map(() => `(?, ?, 'sv', 'search', ?, 'daily', 'active', ?, ?)`).join(', ')}`,
      slice.flatMap((query, offset) => [site.name, `bench${start + offset}@example.com`, query, now, now]),
    )
  }
}

async function benchDialect(label: string, url: string) {
  setCatalogDatabase(url)
  await migrateCatalog()
  const dealers = generateDealers(site, 11)
  const cars = generateVehicles(site, dealers, catalogSize, 11, 1_000_000, new Date()) as Car[]
  await importRecords(index, cars)
  const db = await catalogDb()
  await db.query('DELETE FROM catalog_changes')
  await insertAlerts(alertQueries(cars))
  const fresh = generateVehicles(site, dealers, changedCount / 2, 99, 5_000_000, new Date()) as Car[]
  const repriced = cars
    .slice(0, changedCount / 2)
    .map((car) => ({ ...car, car_price: Math.round(Number(car.car_price ?? 100_000) * 0.95) }))
  const changed = [...fresh, ...repriced]

  // The import's own time with its change recording, then the same batch with no change to
  // record (the same records again): the difference is what recording changes costs.
  const importStart = performance.now()
  const report = await importRecords(index, changed)
  const importMs = performance.now() - importStart
  const unchangedStart = performance.now()
  await importRecords(index, changed)
  const unchangedMs = performance.now() - unchangedStart

  const passes = await passProcess(url, index)
  const first = await passes.pass()
  // The next pass: the same cars re-priced again, against the alerts the first pass compiled.
  await importRecords(
    index,
    changed.map((car) => ({ ...car, car_price: Math.round(Number(car.car_price ?? 100_000) * 0.95) })),
  )
  const next = process.env.BENCH_NEXT_PASS === '0' ? null : await passes.pass()
  passes.close()
  await closeCatalogDatabases()
  setCatalogDatabase(null)
  return { label, changed: report.changed, importMs, unchangedMs, first, next }
}

async function main() {
  const loadBefore = os.loadavg()
  const rows = []
  if (dialects.includes('sqlite'))
    rows.push(await benchDialect('SQLite', `file:${path.join(work, 'bench.db')}`))
  if (dialects.includes('postgres'))
    rows.push(await withThrowawayPostgres('bench_alerts', (url) => benchDialect('PostgreSQL', url)))
  fs.rmSync(work, { recursive: true, force: true })
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  process.stdout.write(
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, load average before ${loadBefore.map((load) => load.toFixed(2)).join(' ')}, after ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}\n`,
  )
  const pass = (run: PassFigures) => `${s(run.ms)} (${s(run.cpuMs)})`
  const mb = (run: PassFigures) =>
    `${run.rssBase.toFixed(0)} MB → ${run.peak.toFixed(0)} MB (+${(run.peak - run.rssBase).toFixed(0)} MB)`
  process.stdout.write(
    '| Database | Alerts | Changed cars | Import (recording changes) | Same import, nothing changed | Matching pass (CPU) | Matches | Pass process RSS: base → peak | Next pass, alerts compiled (CPU) | Its RSS: base → peak |\n|---|---|---|---|---|---|---|---|---|---|\n',
  )
  for (const row of rows)
    process.stdout.write(
      `| ${row.label} | ${row.first.alerts.toLocaleString('en')} | ${row.changed.toLocaleString('en')} | ${s(row.importMs)} | ${s(row.unchangedMs)} | ${pass(row.first)} | ${row.first.matches.toLocaleString('en')} | ${mb(row.first)} | ${row.next ? `${pass(row.next)} | ${mb(row.next)}` : '– | –'} |\n`,
    )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    )
    process.exit(1)
  },
)
