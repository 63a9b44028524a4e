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
  type SavedQuery,
} from '@/services/search'
import { alertCompiler, type AlertCompiler, type CompiledAlert } from './alert-checks'
import { alertPositionsMatching, buildAlertIndex, type AlertIndex, type IndexedAlert } from './alert-index'
import { queueCarEvents } from './car-watch'
import { carsPerMail } from './mail'

const log = logger.child({ name: 'alerts' })
const lockKey = 7_342_056 // any constant shared by every process matching alerts
const changesPerPass = 5000
/** A change whose car is not (yet) in the live index is kept this long, e.g. during a full import. */
const keepUnseenMs = 3_600_000

export type MatchReport = { cars: number; alerts: number; matches: number }

/** An index's compiler and its alerts compiled so far, each with the query text it was compiled from. */
type CompiledAlerts = { compiler: AlertCompiler; alerts: Map<number, { text: string; alert: CompiledAlert }> }

/**
 * Compiled alerts kept between passes, per index: a pass compiles only the alerts that are new or
 * whose query changed since the last one (an alert's query text is its version).
 */
const compiledAlerts = new Map<string, CompiledAlerts>()

function compiledFor(index: string, active: number): CompiledAlerts {
  let entry = compiledAlerts.get(index)
  // The compiler's dictionaries only grow: start over when they outgrow the alerts in use.
  if (!entry || entry.compiler.cached > 4 * active + 10_000) {
    entry = { compiler: alertCompiler(kinds.vehicles, index), alerts: new Map() }
    compiledAlerts.set(index, entry)
  }
  return entry
}

/** The site's active saved searches, compiled and indexed for matching. */
export async function activeAlertIndex(tx: Executor, site: string, index: string): Promise<AlertIndex> {
  const rows = await tx.query(
    `SELECT id, query, confirmed_at FROM alerts WHERE site = ? AND status = 'active' AND kind = 'search'`,
    [site],
  )
  const { compiler, alerts: known } = compiledFor(index, rows.length)
  const current = new Map<number, { text: string; alert: CompiledAlert }>()
  const alerts = rows.flatMap((row): IndexedAlert[] => {
    const id = Number(row.id)
    const text = String(row.query)
    try {
      let entry = known.get(id)
      if (entry?.text !== text) entry = { text, alert: compiler.compile(JSON.parse(text) as SavedQuery) }
      current.set(id, entry)
      return [{ id, alert: entry.alert, confirmedAt: String(row.confirmed_at ?? '') }]
    } catch (error) {
      // A saved search the catalog no longer understands (a field dropped) matches nothing.
      log.warn({ code: 'ALERT_QUERY_INVALID', alertId: row.id, err: error }, 'saved search skipped')
      return []
    }
  })
  compiledAlerts.set(index, { compiler, alerts: current })
  return buildAlertIndex(compiler, alerts)
}

async function liveDocs(tx: Executor, part: string, keys: readonly string[]) {
  const docs = new Map<string, Record<string, unknown>>()
  for (let start = 0; start < keys.length; start += 1000) {
    const slice = keys.slice(start, start + 1000)
    const rows = await tx.query(
      `SELECT d.doc FROM catalog_vehicles v JOIN catalog_vehicles_docs d ON d.id = v.id WHERE v.part = ? AND v."car_id" IN (${slice.map(() => '?').join(', ')})`,
      [part, ...slice],
    )
    for (const row of rows) {
      const doc = JSON.parse(String(row.doc)) as Record<string, unknown>
      docs.set(String(doc.car_id), doc)
    }
  }
  return docs
}

async function matchBatch(
  db: CatalogDb,
  index: string,
  now: Date,
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
    const started = performance.now()
    const alertIndex = meta ? await activeAlertIndex(tx, site, index) : null
    const alerts = alertIndex?.alerts ?? []
    const compiled = performance.now()
    // A status change or a removal is news only to the car's watchers (car-watch.ts).
    const searched = changes.filter((change) => change.event !== 'status' && change.event !== 'removed')
    const keys = [...new Set(searched.map((change) => String(change.car_id)))]
    const docs = alertIndex?.size && meta ? await liveDocs(tx, meta.part, keys) : new Map()
    const changedAt = new Map<string, string>()
    for (const change of searched) changedAt.set(String(change.car_id), String(change.changed_at))
    // Per alert (by its position) the cars for its next mail, a mail's worth at most: the list
    // link shows the rest. Car ids are kept encoded, as the queued list stores them.
    const found: (string[] | null)[] = alerts.map(() => null)
    let matches = 0
    for (const [key, doc] of docs) {
      const changed = changedAt.get(key)!
      const carId = encodeURIComponent(key)
      for (const position of alertPositionsMatching(alertIndex!, matchableCar(kinds.vehicles, doc))) {
        // Only cars that changed after an alert was confirmed reach it ("Saved searches").
        if (changed < (alerts[position].confirmedAt ?? '')) continue
        matches++
        const cars = found[position]
        if (!cars) found[position] = [carId]
        else if (cars.length < carsPerMail) cars.push(carId)
      }
    }
    const tested = performance.now()
    const stamp = now.toISOString()
    const rows = found.flatMap((cars, position) => (cars ? [[alerts[position].id, cars] as const] : []))
    for (let start = 0; start < rows.length; start += 2000) {
      const slice = rows.slice(start, start + 2000)
      await tx.query(
        `INSERT INTO alert_pending (alert_id, car_ids, count, matched_at) VALUES ${slice.map(() => '(?, ?, ?, ?)').join(', ')} ON CONFLICT (alert_id) DO UPDATE SET car_ids = CASE WHEN alert_pending.count >= ${carsPerMail} THEN alert_pending.car_ids ELSE alert_pending.car_ids || ',' || excluded.car_ids END, count = alert_pending.count + excluded.count, matched_at = excluded.matched_at`,
        slice.flatMap(([alertId, cars]) => [alertId, cars.join(','), cars.length, stamp]),
      )
    }
    // The alerts just queued are those whose pending row carries this pass's stamp.
    if (rows.length)
      await tx.query(
        'UPDATE alerts SET last_match_at = ? WHERE id IN (SELECT alert_id FROM alert_pending WHERE matched_at = ?)',
        [stamp, stamp],
      )
    // A car not in the live index yet (a full import still writing its generation) waits a while.
    const unseenSince = new Date(now.getTime() - keepUnseenMs).toISOString()
    const waiting = alerts.length
      ? searched.filter(
          (change) => !docs.has(String(change.car_id)) && String(change.changed_at) > unseenSince,
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
        alertsMs: Math.round(compiled - started),
        testMs: Math.round(tested - compiled),
        writeMs: Math.round(performance.now() - tested),
      },
      'saved-search matching pass',
    )
    return {
      cars: docs.size,
      alerts: alerts.length,
      matches,
      more: changes.length === changesPerPass && waiting.length < changes.length,
    }
  })
}

/** Matches every recorded change of every index (or of one) against its site's active alerts. */
export async function matchPendingChanges(
  options: { index?: string; now?: Date; db?: CatalogDb } = {},
): Promise<MatchReport> {
  const db = options.db ?? (await catalogDb())
  const now = options.now ?? new Date()
  const indexes = options.index
    ? [options.index]
    : (await db.query('SELECT DISTINCT index_name FROM catalog_changes')).map((row) => String(row.index_name))
  const total: MatchReport = { cars: 0, alerts: 0, matches: 0 }
  for (const index of indexes) {
    for (;;) {
      const report = await matchBatch(db, index, now)
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
