/**
 * Sending what the matching pass queued ("Saved searches: mails"): an alert whose frequency is due
 * takes its queued cars and records them as sent to it, so two servers running this at once send
 * each car once, and a car is never listed twice for an alert; a mail that fails puts them back.
 * An alert that has found nothing for `idleDays` says so once and pauses.
 */
import 'server-only'
import type { LanguageCode } from '@/lib/i18n/languages'
import { logger } from '@/lib/log/logger'
import { catalogDb, readIndexMeta, type Executor, type Row } from '@/services/search'
import { withDefaults, type AlertDeps } from './deps'
import { linksOf, siteBase } from './links'
import { carsPerMail, carUrl, idleMail, matchesMail } from './mail'
import { alertTexts } from './texts'

const log = logger.child({ name: 'alerts' })
const day = 86_400_000
/** Days without a match after which an alert says so once and pauses. */
export const idleDays = 90
const waitOf: Record<string, number> = { instant: 0, daily: day, weekly: 7 * day }

async function carDocs(db: Executor, site: string, keys: readonly string[]) {
  const meta = await readIndexMeta(db, `vehicles_${site}`)
  if (!meta || !keys.length) return []
  const rows = await db.query(
    `SELECT d.doc FROM catalog_vehicles v JOIN catalog_vehicles_docs d ON d.id = v.id WHERE v.part = ? AND v."car_id" IN (${keys.map(() => '?').join(', ')})`,
    [meta.part, ...keys],
  )
  return rows.map((row) => JSON.parse(String(row.doc)) as Record<string, unknown>)
}

async function mailAlert(alert: Row, now: Date, deps: AlertDeps): Promise<number> {
  const db = await catalogDb()
  const id = Number(alert.id)
  const stamp = now.toISOString()
  // The alert's pending cars are taken in one statement, and only those not mailed to it before
  // are kept (alert_sent's key), so two servers sending at once list each car once.
  const claimed = await db.transaction(async (tx) => {
    const [pending] = await tx.query('DELETE FROM alert_pending WHERE alert_id = ? RETURNING car_ids', [id])
    if (!pending) return []
    const keys = [...new Set(String(pending.car_ids).split(',').map(decodeURIComponent))].slice(
      0,
      carsPerMail,
    )
    const fresh = await tx.query(
      `INSERT INTO alert_sent (alert_id, car_id, sent_at) VALUES ${keys.map(() => '(?, ?, ?)').join(', ')} ON CONFLICT (alert_id, car_id) DO NOTHING RETURNING car_id`,
      keys.flatMap((key) => [id, key, stamp]),
    )
    if (fresh.length) await tx.query('UPDATE alerts SET last_mail_at = ? WHERE id = ?', [stamp, id])
    const kept = new Set(fresh.map((row) => String(row.car_id)))
    return keys.filter((key) => kept.has(key))
  })
  if (!claimed.length) return 0
  try {
    const site = String(alert.site)
    const email = String(alert.email)
    const language = String(alert.language) as LanguageCode
    // A car sold between the match and the mail is left out rather than linked to a missing page.
    const cars = await carDocs(db, site, claimed)
    if (!cars.length) return 0
    const base = await siteBase(deps, site, language)
    const detailPath = String(alert.detail_path ?? '/bil')
    const t = alertTexts(language, await deps.overrides(language).catch(() => ({})))
    await deps.deliver(
      matchesMail({
        to: email,
        t,
        site,
        language,
        cars: cars.map((car) => ({ car, url: carUrl(base.origin, detailPath, car) })),
        listUrl: alert.list_path ? new URL(String(alert.list_path), base.origin).toString() : null,
        links: linksOf(base, id, email),
      }),
    )
    return 1
  } catch (error) {
    // Not sent: the cars go back to the alert's queue for the next run.
    await db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM alert_sent WHERE alert_id = ? AND sent_at = ? AND car_id IN (${claimed.map(() => '?').join(', ')})`,
        [id, stamp, ...claimed],
      )
      await tx.query(
        `INSERT INTO alert_pending (alert_id, car_ids, count, matched_at) VALUES (?, ?, ?, ?) ON CONFLICT (alert_id) DO UPDATE SET car_ids = excluded.car_ids || ',' || alert_pending.car_ids, count = alert_pending.count + excluded.count`,
        [id, claimed.map(encodeURIComponent).join(','), claimed.length, stamp],
      )
    })
    log.error({ code: 'ALERT_MAIL_FAILED', alertId: id, err: error }, 'alert mail failed')
    return 0
  }
}

async function noticeIdle(alert: Row, now: Date, deps: AlertDeps): Promise<number> {
  const db = await catalogDb()
  const id = Number(alert.id)
  const claimed = await db.query(
    `UPDATE alerts SET status = 'paused', idle_notice_at = ? WHERE id = ? AND status = 'active' AND idle_notice_at IS NULL RETURNING id`,
    [now.toISOString(), id],
  )
  if (!claimed.length) return 0
  const language = String(alert.language) as LanguageCode
  const t = alertTexts(language, await deps.overrides(language).catch(() => ({})))
  const email = String(alert.email)
  try {
    const base = await siteBase(deps, String(alert.site), language)
    await deps.deliver(idleMail(email, t, idleDays, linksOf(base, id, email)))
    return 1
  } catch (error) {
    await db.query(`UPDATE alerts SET status = 'active', idle_notice_at = NULL WHERE id = ?`, [id])
    log.error({ code: 'ALERT_IDLE_MAIL_FAILED', alertId: id, err: error }, 'idle alert notice failed')
    return 0
  }
}

/** Sends every due alert mail and idle notice; answers how many mails went. */
export async function sendDueAlertMails(
  options: { now?: Date; deps?: Partial<AlertDeps> } = {},
): Promise<{ mails: number; idle: number }> {
  const now = options.now ?? new Date()
  const deps = withDefaults(options.deps)
  const db = await catalogDb()
  const due = await db.query(
    `SELECT a.id, a.site, a.email, a.language, a.frequency, a.last_mail_at, a.list_path, a.detail_path FROM alerts a WHERE a.status = 'active' AND EXISTS (SELECT 1 FROM alert_pending p WHERE p.alert_id = a.id) AND NOT EXISTS (SELECT 1 FROM alert_suppressions s WHERE s.email = a.email)`,
  )
  let mails = 0
  for (const alert of due) {
    const wait = waitOf[String(alert.frequency)] ?? 0
    if (alert.last_mail_at && now.getTime() - Date.parse(String(alert.last_mail_at)) < wait) continue
    mails += await mailAlert(alert, now, deps)
  }
  const quietSince = new Date(now.getTime() - idleDays * day).toISOString()
  const idle = await db.query(
    `SELECT id, site, email, language FROM alerts WHERE kind = 'search' AND status = 'active' AND idle_notice_at IS NULL AND confirmed_at < ? AND (last_match_at IS NULL OR last_match_at < ?) AND NOT EXISTS (SELECT 1 FROM alert_suppressions s WHERE s.email = alerts.email)`,
    [quietSince, quietSince],
  )
  let noticed = 0
  for (const alert of idle) noticed += await noticeIdle(alert, now, deps)
  return { mails, idle: noticed }
}
