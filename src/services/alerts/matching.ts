/**
 * The matching pass after an import ("Saved searches: matching"): the cars an import recorded as
 * new or re-priced (catalog_changes) are tested in one pass against every active saved search of
 * their site, through the alerts' value index (alert-index.ts), and each alert's matches are
 * queued in its one alert_pending row. Runs under a transaction-scoped advisory lock on PostgreSQL (and
 * SQLite's single writer), so several servers running it at once consume each change once; a car
 * re-priced after it was mailed is dropped when the mail is written (alert_sent, delivery.ts).
 */
import 'server-only'
import { logger } from '@/lib/log/logger'
import {
  catalogDb,
  kinds,
  matchableCar,
  readIndexMeta,
  type CatalogDb,
  type Executor,
  type MatchableCar,
  type SavedQuery,
} from '@/services/search'
import { alertCompiler, type AlertCompiler } from './alert-checks'
import { alertPositionsMatching, buildAlertIndex, type AlertIndex, type IndexedAlert } from './alert-index'
import { queueCarEvents } from './car-watch'
import { carsPerMail } from './mail'

const log = logger.child({ name: 'alerts' })
const lockKey = 7_342_056 // any constant shared by every process matching alerts
const changesPerPass = 5000
/** A change whose car is not (yet) in the live index is kept this long, e.g. during a full import. */
const keepUnseenMs = 3_600_000

export type MatchReport = { cars: number; alerts: number; matches: number }

/**
 * The alerts a pass holds at once: compiled, indexed, tested against the changed cars and queued.
 * Small enough that a page's objects mostly die young (100,000 alerts: +177 MB RSS at 2,000 on
 * SQLite, +218 MB at 5,000; docs/benchmarks.md), at no cost in time.
 */
const defaultAlertsPerPage = 2000

/**
 * Per index, the compiler kept between passes (its compiled filters are what saved searches
 * share) and how many alerts the last pass compiled with it.
 */
const compilers = new Map<string, { compiler: AlertCompiler; alerts: number }>()

function compilerFor(index: string): AlertCompiler {
  const kept = compilers.get(index)
  // The compiler's dictionaries only grow: start over when they outgrow the alerts in use.
  if (kept && kept.compiler.cached <= 4 * kept.alerts + 10_000) return kept.compiler
  const compiler = alertCompiler(kinds.vehicles, index)
  compilers.set(index, { compiler, alerts: 0 })
  return compiler
}

/**
 * The site's active saved searches, a page of them at a time by id, each page compiled and
 * indexed for matching: a pass holds one page's alerts, never all of them.
 */
export async function* activeAlertPages(
  tx: Executor,
  site: string,
  index: string,
  alertsPerPage = defaultAlertsPerPage,
): AsyncGenerator<AlertIndex> {
  const compiler = compilerFor(index)
  let compiled = 0
  let after = 0
  for (;;) {
    const rows = await tx.query(
      `SELECT id, query, confirmed_at FROM alerts WHERE site = ? AND status = 'active' AND kind = 'search' AND id > ? ORDER BY id LIMIT ?`,
      [site, after, alertsPerPage],
    )
    if (!rows.length) break
    after = Number(rows[rows.length - 1].id)
    const alerts = rows.flatMap((row): IndexedAlert[] => {
      try {
        const alert = compiler.compile(JSON.parse(String(row.query)) as SavedQuery)
        return [{ id: Number(row.id), alert, confirmedAt: String(row.confirmed_at ?? '') }]
      } catch (error) {
        // A saved search the catalog no longer understands (a field dropped) matches nothing.
        log.warn({ code: 'ALERT_QUERY_INVALID', alertId: row.id, err: error }, 'saved search skipped')
        return []
      }
    })
    compiled += alerts.length
    yield buildAlertIndex(compiler, alerts)
    if (rows.length < alertsPerPage) break
  }
  compilers.set(index, { compiler, alerts: compiled })
}

/** The changed cars the live index holds, ready for matching, by car id. */
async function changedCars(tx: Executor, part: string, changedAt: ReadonlyMap<string, string>) {
  const keys = [...changedAt.keys()]
  const cars = new Map<string, ChangedCar>()
  for (let start = 0; start < keys.length; start += 1000) {
    const slice = keys.slice(start, start + 1000)
    const rows = await tx.query(
      `SELECT d.doc FROM catalog_vehicles v JOIN catalog_vehicles_docs d ON d.id = v.id WHERE v.part = ? AND v."car_id" IN (${slice.map(() => '?').join(', ')})`,
      [part, ...slice],
    )
    for (const row of rows) {
      const doc = JSON.parse(String(row.doc)) as Record<string, unknown>
      const key = String(doc.car_id)
      cars.set(key, {
        car: matchableCar(kinds.vehicles, doc),
        carId: encodeURIComponent(key),
        changedAt: changedAt.get(key)!,
      })
    }
  }
  return cars
}

type ChangedCar = { car: MatchableCar; carId: string; changedAt: string }

/** Queues each alert's cars in its one pending row, a mail's worth at most. */
async function queueMatches(tx: Executor, found: Map<number, string[]>, stamp: string) {
  const rows = [...found]
  for (let start = 0; start < rows.length; start += 2000) {
    const slice = rows.slice(start, start + 2000)
    await tx.query(
      `INSERT INTO alert_pending (alert_id, car_ids, count, matched_at) VALUES ${slice.map(() => '(?, ?, ?, ?)').join(', ')} ON CONFLICT (alert_id) DO UPDATE SET car_ids = CASE WHEN alert_pending.count >= ${carsPerMail} THEN alert_pending.car_ids ELSE alert_pending.car_ids || ',' || excluded.car_ids END, count = alert_pending.count + excluded.count, matched_at = excluded.matched_at`,
      slice.flatMap(([alertId, cars]) => [alertId, cars.join(','), cars.length, stamp]),
    )
  }
}

async function matchBatch(
  db: CatalogDb,
  index: string,
  now: Date,
  alertsPerPage?: number,
): Promise<(MatchReport & { more: boolean }) | null> {
  const site = index.slice('vehicles_'.length)
  return db.transaction(async (tx) => {
    if (db.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(?)', [lockKey])
    const changes = await tx.query(
      'SELECT seq, car_id, changed_at, event, price, previous_price, status FROM catalog_changes WHERE index_name = ? ORDER BY seq LIMIT ?',
      [index, changesPerPass],
    )
    if (!changes.length) return null
    const lastSeq = Number(changes[changes.length - 1].seq)
    const meta = await readIndexMeta(tx, index)
    const stamp = now.toISOString()
    // A status change or a removal is news only to the car's watchers (car-watch.ts).
    const searched = changes.filter((change) => change.event !== 'status' && change.event !== 'removed')
    const changedAt = new Map<string, string>()
    for (const change of searched) changedAt.set(String(change.car_id), String(change.changed_at))
    // The changed cars are read once, when the site has an alert to test them against.
    let cars: Map<string, ChangedCar> | null = null
    let alerts = 0
    let matches = 0
    const ms = { alerts: 0, test: 0, write: 0 }
    let started = performance.now()
    for await (const page of meta ? activeAlertPages(tx, site, index, alertsPerPage) : []) {
      const read = performance.now()
      ms.alerts += read - started
      alerts += page.size
      cars ??= await changedCars(tx, meta!.part, changedAt)
      // Per alert the cars for its next mail, a mail's worth at most: the list link shows the
      // rest. Car ids are kept encoded, as the queued list stores them.
      const found = new Map<number, string[]>()
      for (const { car, carId, changedAt: changed } of cars.values()) {
        for (const position of alertPositionsMatching(page, car)) {
          const alert = page.alerts[position]
          // Only cars that changed after an alert was confirmed reach it ("Saved searches").
          if (changed < (alert.confirmedAt ?? '')) continue
          matches++
          const listed = found.get(alert.id)
          if (!listed) found.set(alert.id, [carId])
          else if (listed.length < carsPerMail) listed.push(carId)
        }
      }
      const tested = performance.now()
      ms.test += tested - read
      await queueMatches(tx, found, stamp)
      started = performance.now()
      ms.write += started - tested
    }
    // The alerts just queued are those whose pending row carries this pass's stamp.
    if (matches)
      await tx.query(
        'UPDATE alerts SET last_match_at = ? WHERE id IN (SELECT alert_id FROM alert_pending WHERE matched_at = ?)',
        [stamp, stamp],
      )
    // A car not in the live index yet (a full import still writing its generation) waits a while.
    const unseenSince = new Date(now.getTime() - keepUnseenMs).toISOString()
    const waiting = cars
      ? searched.filter(
          (change) => !cars!.has(String(change.car_id)) && String(change.changed_at) > unseenSince,
        )
      : []
    await queueCarEvents(tx, site, changes, stamp)
    await tx.query('DELETE FROM catalog_changes WHERE index_name = ? AND seq <= ?', [index, lastSeq])
    if (waiting.length) {
      await tx.query(
        `INSERT INTO catalog_changes (index_name, car_id, changed_at) VALUES ${waiting.map(() => '(?, ?, ?)').join(', ')}`,
        waiting.flatMap((change) => [index, String(change.car_id), String(change.changed_at)]),
      )
    }
    log.debug(
      {
        code: 'ALERTS_MATCH_PASS',
        index,
        alertsMs: Math.round(ms.alerts),
        testMs: Math.round(ms.test),
        writeMs: Math.round(ms.write),
      },
      'saved-search matching pass',
    )
    return {
      cars: cars?.size ?? 0,
      alerts,
      matches,
      more: changes.length === changesPerPass && waiting.length < changes.length,
    }
  })
}

/** Matches every recorded change of every index (or of one) against its site's active alerts. */
export async function matchPendingChanges(
  options: { index?: string; now?: Date; db?: CatalogDb; alertsPerPage?: number } = {},
): Promise<MatchReport> {
  const db = options.db ?? (await catalogDb())
  const now = options.now ?? new Date()
  const indexes = options.index
    ? [options.index]
    : (await db.query('SELECT DISTINCT index_name FROM catalog_changes')).map((row) => String(row.index_name))
  const total: MatchReport = { cars: 0, alerts: 0, matches: 0 }
  for (const index of indexes) {
    for (;;) {
      const report = await matchBatch(db, index, now, options.alertsPerPage)
      if (!report) break
      total.cars += report.cars
      total.alerts = Math.max(total.alerts, report.alerts)
      total.matches += report.matches
      if (!report.more) break
    }
  }
  if (total.matches) log.info({ code: 'ALERTS_MATCHED', ...total }, 'saved searches matched')
  return total
}
