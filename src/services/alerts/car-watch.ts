/**
 * Watching one car ("Saved searches: watched cars"): an alert of kind 'car' with its car_id, opted
 * into like a saved search (same bounds, same links). The matching pass looks each changed car up
 * among the active watches on it (no index: a direct lookup by car id) and queues what its
 * watchers are told — a price drop, reserved, sold or gone — in alert_car_events; sending takes
 * an alert's events in one DELETE … RETURNING, so two servers send each event once, and a watch
 * whose car is gone ends after its mail, which offers similar cars.
 */
import 'server-only'
import { z } from 'zod'
import type { LanguageCode } from '@/lib/i18n/languages'
import { logger } from '@/lib/log/logger'
import { catalogDb, findCar, search, similarCarsFilters, type Executor, type Row } from '@/services/search'
import { carOptInMail, carWatchMail, type CarWatchEvent } from './car-watch-mail'
import { withDefaults, type AlertDeps } from './deps'
import { linksOf, siteBase } from './links'
import { carUrl, marketOf } from './mail'
import { createAlertSchema } from './schema'
import { invalid, iso, subscription } from './subscriptions'
import { alertTexts } from './texts'

const log = logger.child({ name: 'alerts' })
const similarInMail = 4

export const watchCarSchema = z.strictObject({
  site: createAlertSchema.shape.site,
  email: createAlertSchema.shape.email,
  language: createAlertSchema.shape.language,
  carId: z.string().trim().min(1).max(200),
  /** The site's car page path, before `/{car_id}/{slug}`. */
  detailPath: createAlertSchema.shape.detailPath,
})

/** A POST /api/alerts body that names a car watches it; any other saves a search. */
export const watchesCar = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'carId' in body

/** What a watch keeps of its car: enough to name and link it, and find similar cars once it is gone. */
type StoredCar = Record<string, unknown> & { title: string; slug: string; currency: string | null }

function storedCar(car: Record<string, unknown>): StoredCar {
  const title = [car.car_brand, car.car_model, car.car_version]
    .filter((part) => typeof part === 'string' && part.trim())
    .join(' ')
  return {
    title: title || String(car.car_id),
    slug: String(car.slug ?? ''),
    currency: typeof car.car_price_currency === 'string' ? car.car_price_currency : null,
    ...Object.fromEntries(
      ['car_id', 'car_is_sample', 'car_brand', 'car_model', 'car_site_region', 'car_body', 'car_fuel'].map(
        (field) => [field, car[field] ?? null],
      ),
    ),
  }
}

/** Watches a car for an address and sends its opt-in mail, while the car is for sale. */
export const watchCar = subscription(watchCarSchema, async (input, index) => {
  const found = await findCar(index, input.carId)
  if (!found) return { status: 400, body: invalid({ carId: 'This car is no longer for sale' }) }
  const car = storedCar(found)
  return {
    kind: 'car',
    query: { car },
    carId: input.carId,
    frequency: 'instant',
    mail: (to, t, url) => carOptInMail(to, t, car.title, url),
  }
})

/** What a change is to a car's watchers: a price drop, reserved, sold or gone; else nothing. */
function eventOf(change: Row): CarWatchEvent['kind'] | null {
  if (change.event === 'removed') return 'sold'
  if (change.event === 'status')
    return change.status === 'sold' ? 'sold' : change.status === 'reserved' ? 'reserved' : null
  const dropped =
    change.event === 'price' &&
    change.price !== null &&
    change.previous_price !== null &&
    Number(change.price) < Number(change.previous_price)
  return dropped ? 'price' : null
}

/** Inside the matching pass's transaction: queues each change's news for the active watches of its car. */
export async function queueCarEvents(
  tx: Executor,
  site: string,
  changes: readonly Row[],
  stamp: string,
): Promise<number> {
  const news = changes.flatMap((change) => {
    const kind = eventOf(change)
    return kind ? [{ change, kind }] : []
  })
  if (!news.length) return 0
  const keys = [...new Set(news.map(({ change }) => String(change.car_id)))]
  const watches = new Map<string, { id: number; confirmedAt: string }[]>()
  for (let start = 0; start < keys.length; start += 1000) {
    const slice = keys.slice(start, start + 1000)
    const rows = await tx.query(
      `SELECT id, car_id, confirmed_at FROM alerts WHERE site = ? AND kind = 'car' AND status = 'active' AND car_id IN (${slice.map(() => '?').join(', ')})`,
      [site, ...slice],
    )
    for (const row of rows)
      watches.set(String(row.car_id), [
        ...(watches.get(String(row.car_id)) ?? []),
        { id: Number(row.id), confirmedAt: String(row.confirmed_at ?? '') },
      ])
  }
  // Only what changed after the watch was confirmed is news to it ("Saved searches").
  const events = news.flatMap(({ change, kind }) =>
    (watches.get(String(change.car_id)) ?? [])
      .filter((watch) => String(change.changed_at) >= watch.confirmedAt)
      .map(({ id: alertId }) => [
        alertId,
        kind,
        change.price ?? null,
        change.previous_price ?? null,
        change.status ?? null,
        stamp,
      ]),
  )
  for (let start = 0; start < events.length; start += 2000) {
    const slice = events.slice(start, start + 2000)
    await tx.query(
      `INSERT INTO alert_car_events (alert_id, event, price, previous_price, status, at) VALUES ${slice.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      slice.flat(),
    )
  }
  return events.length
}

function watchEvent(row: Row): CarWatchEvent {
  if (row.event === 'price')
    return { kind: 'price', price: Number(row.price), previousPrice: Number(row.previous_price) }
  return { kind: row.event === 'reserved' ? 'reserved' : 'sold' }
}

async function similarCars(site: string, car: StoredCar) {
  const result = await search({
    index: `vehicles_${site}`,
    filters: similarCarsFilters(car),
    limit: similarInMail + 1,
  })
  return result.content.filter((other) => other.car_id !== car.car_id).slice(0, similarInMail)
}

async function mailWatch(alert: Row, deps: AlertDeps): Promise<number> {
  const db = await catalogDb()
  const id = Number(alert.id)
  const claimed = await db.query(
    'DELETE FROM alert_car_events WHERE alert_id = ? RETURNING seq, event, price, previous_price, status, at',
    [id],
  )
  if (!claimed.length) return 0
  const rows = claimed.sort((a, b) => Number(a.seq) - Number(b.seq))
  const events = rows.map(watchEvent)
  const gone = events.some((event) => event.kind === 'sold')
  try {
    const site = String(alert.site)
    const email = String(alert.email)
    const language = String(alert.language) as LanguageCode
    const { car } = JSON.parse(String(alert.query)) as { car: StoredCar }
    const base = await siteBase(deps, site, language)
    const detailPath = String(alert.detail_path ?? '/bil')
    const t = alertTexts(language, await deps.overrides(language).catch(() => ({})))
    const similar = gone ? await similarCars(site, car) : []
    await deps.deliver(
      carWatchMail({
        to: email,
        t,
        site,
        language,
        car: {
          title: car.title,
          url: carUrl(base.origin, detailPath, { car_id: alert.car_id, slug: car.slug }),
          currency: car.currency ?? marketOf(site).currency,
        },
        events,
        similar: similar.map((other) => ({ car: other, url: carUrl(base.origin, detailPath, other) })),
        links: linksOf(base, id, email),
      }),
    )
    // A car that is gone has nothing more to tell: its watch ends.
    await db.query('UPDATE alerts SET last_mail_at = ? WHERE id = ?', [iso(new Date()), id])
    if (gone) await db.query(`UPDATE alerts SET status = 'ended' WHERE id = ? AND status = 'active'`, [id])
    return 1
  } catch (error) {
    // Not sent: the events go back for the next run.
    await db.query(
      `INSERT INTO alert_car_events (alert_id, event, price, previous_price, status, at) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
      rows.flatMap((row) => [id, row.event, row.price, row.previous_price, row.status, row.at]),
    )
    log.error({ code: 'ALERT_CAR_MAIL_FAILED', alertId: id, err: error }, 'watched-car mail failed')
    return 0
  }
}

/** Sends every active watch's queued news, a mail per watch; answers how many went. */
export async function sendCarWatchMails(options: { deps?: Partial<AlertDeps> } = {}): Promise<number> {
  const deps = withDefaults(options.deps)
  const db = await catalogDb()
  const due = await db.query(
    `SELECT a.id, a.site, a.email, a.language, a.car_id, a.query, a.detail_path FROM alerts a WHERE a.kind = 'car' AND a.status = 'active' AND EXISTS (SELECT 1 FROM alert_car_events e WHERE e.alert_id = a.id) AND NOT EXISTS (SELECT 1 FROM alert_suppressions s WHERE s.email = a.email)`,
  )
  let mails = 0
  for (const alert of due) mails += await mailWatch(alert, deps)
  return mails
}
