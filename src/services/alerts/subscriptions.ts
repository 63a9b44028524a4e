/**
 * Saving, confirming, changing and erasing saved-search alerts ("Saved searches: storage",
 * "Saved searches: bounds"). Nothing is sent for an alert before its address confirms it from the
 * opt-in mail (double opt-in). Opt-in mails are bounded per client and per address, and an address
 * holds at most `maxAlertsPerAddress` alerts. Results are HTTP-shaped values for the routes.
 */
import 'server-only'
import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type { LanguageCode } from '@/lib/i18n/languages'
import { consume } from '@/services/rate-limit'
import {
  catalogDb,
  compileSavedQuery,
  kinds,
  readIndexMeta,
  SearchInputError,
  type Executor,
} from '@/services/search'
import { withDefaults, type AlertDeps } from './deps'
import { confirmLink, siteBase } from './links'
import { optInMail, marketOf } from './mail'
import { fieldErrors } from '@/lib/http/json'
import { createAlertSchema, manageSchema, type Frequency, type ManageInput } from './schema'
import { alertTexts, type AlertTexts } from './texts'
import { alertLabel } from './label'
import type { EmailMessage } from '@/services/email'
import { addressOfToken, addressToken, alertOfUnsubscribeToken, confirmHash, newConfirmToken } from './tokens'

export type AlertResult = { status: number; body: object; headers?: Record<string, string> }

/** Alerts an address may hold (pending ones of the last week, active and paused). */
export const maxAlertsPerAddress = 20
/** How long an opt-in link confirms its alert. */
export const confirmDays = 7

const day = 86_400_000
export const invalid = (fields: Record<string, string>) => ({ error: 'Invalid request', fields })
export const iso = (date: Date) => date.toISOString()
export const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32)

async function suppressed(db: Executor, email: string): Promise<boolean> {
  return (await db.query('SELECT 1 AS x FROM alert_suppressions WHERE email = ?', [email])).length > 0
}

async function heldAlerts(db: Executor, email: string, now: Date): Promise<number> {
  const [row] = await db.query(
    `SELECT count(*) AS n FROM alerts WHERE email = ? AND (status IN ('active', 'paused') OR (status = 'pending' AND created_at >= ?))`,
    [email, iso(new Date(now.getTime() - confirmDays * day))],
  )
  return Number(row.n)
}

export type SubscribeOptions = { now?: Date; deps?: Partial<AlertDeps> }

/** What every subscription's body holds besides its kind's own fields. */
type SubscriptionInput = { site: string; email: string; language?: string; detailPath?: string }

/** What a subscription of a kind stores besides the address: a saved search, a watched car. */
export type PendingAlert = {
  kind: 'search' | 'car'
  query: object
  carId?: string
  listPath?: string
  frequency: Frequency
  /** Its opt-in mail. */
  mail: (email: string, t: AlertTexts, confirmUrl: string) => EmailMessage
}

/** A subscription's body checked against its schema, its site's catalog found; else the 400 to answer. */
async function checkedSubscription<T extends SubscriptionInput>(
  schema: z.ZodType<T>,
  body: unknown,
): Promise<{ input: T; email: string; db: Executor; index: string } | AlertResult> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) return { status: 400, body: invalid(fieldErrors(parsed.error.issues)) }
  const input = parsed.data
  const db = await catalogDb()
  const index = `vehicles_${input.site}`
  if (!(await readIndexMeta(db, index))) return { status: 400, body: invalid({ site: 'Unknown site' }) }
  return { input, email: input.email.trim().toLowerCase(), db, index }
}

/**
 * A subscription of one kind (a saved search, a watched car): its body checked against `schema`
 * and its site's catalog found, then what the kind checks (`pending`: the alert to store, or the
 * 400 to answer), the bounds of every opt-in ("Saved searches: bounds"), the pending alert stored
 * and its opt-in mail sent. `client` is the caller's rate-limit key (null: exempt).
 */
export function subscription<T extends SubscriptionInput>(
  schema: z.ZodType<T>,
  pending: (input: T, index: string) => Promise<PendingAlert | AlertResult>,
) {
  return async (
    body: unknown,
    client: string | null,
    options: SubscribeOptions = {},
  ): Promise<AlertResult> => {
    const now = options.now ?? new Date()
    const deps = withDefaults(options.deps)
    const checked = await checkedSubscription(schema, body)
    if ('status' in checked) return checked
    const { input, email, db, index } = checked
    const alert = await pending(input, index)
    if ('status' in alert) return alert
    const refused = await optInRefused(db, email, client, now)
    if (refused) return refused

    const token = newConfirmToken()
    const language = (input.language ?? marketOf(input.site).language) as LanguageCode
    await db.query(
      `INSERT INTO alerts (site, email, language, kind, query, car_id, list_path, detail_path, frequency, status, confirm_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)`,
      [
        input.site,
        email,
        language,
        alert.kind,
        JSON.stringify(alert.query),
        alert.carId ?? null,
        alert.listPath ?? null,
        input.detailPath ?? null,
        alert.frequency,
        confirmHash(token),
        iso(now),
      ],
    )
    await sendOptIn(db, deps, { email, language, token, site: input.site }, alert.mail)
    return { status: 202, body: { status: 'pending' } }
  }
}

/** Saves a search for an address and sends its opt-in mail; the search is checked as the list's. */
export const createAlert = subscription(createAlertSchema, async (input, index) => {
  const query = { filters: input.filters ?? {}, keyphrase: input.keyphrase ?? null }
  try {
    compileSavedQuery(kinds.vehicles, index, query)
  } catch (error) {
    if (error instanceof SearchInputError) return { status: 400, body: invalid({ filters: error.message }) }
    throw error
  }
  return { kind: 'search', query, listPath: input.listPath, frequency: input.frequency, mail: optInMail }
})

/** The bounds every opt-in passes ("Saved searches: bounds"): the refusal, or null to go on. */
async function optInRefused(
  db: Executor,
  email: string,
  client: string | null,
  now: Date,
): Promise<AlertResult | null> {
  if (client !== null) {
    const decision = await consume('alertsClient', client, now.getTime())
    if (!decision.allowed)
      return tooMany(decision.retryAfterSeconds, 'Too many alerts from this client, please try again later')
  }
  if ((await heldAlerts(db, email, now)) >= maxAlertsPerAddress)
    return {
      status: 400,
      body: invalid({ email: `This address already has ${maxAlertsPerAddress} alerts; delete one first` }),
    }
  const perAddress = await consume('alertOptInsPerAddress', addressKey(email), now.getTime())
  if (!perAddress.allowed)
    return tooMany(perAddress.retryAfterSeconds, 'Too many confirmation mails to this address today')

  return null
}

/** The opt-in mail; a bounced address is answered like any other but gets none (it would bounce). */
async function sendOptIn(
  db: Executor,
  deps: AlertDeps,
  to: { email: string; language: LanguageCode; token: string; site: string },
  write: PendingAlert['mail'],
): Promise<void> {
  // A bounced address is answered like any other, but gets no mail (it would only bounce again).
  if (await suppressed(db, to.email)) return
  const t = alertTexts(to.language, await deps.overrides(to.language).catch(() => ({})))
  const base = await siteBase(deps, to.site, to.language)
  await deps.deliver(write(to.email, t, confirmLink(base, to.token)))
}

function tooMany(retryAfterSeconds: number, message: string): AlertResult {
  return { status: 429, body: { error: message }, headers: { 'Retry-After': String(retryAfterSeconds) } }
}

export async function confirmAlert(token: string, now = new Date()): Promise<AlertResult> {
  const db = await catalogDb()
  const rows = await db.query(
    `UPDATE alerts SET status = 'active', confirmed_at = ?, confirm_hash = NULL WHERE confirm_hash = ? AND status = 'pending' AND created_at >= ? RETURNING id, email`,
    [iso(now), confirmHash(token), iso(new Date(now.getTime() - confirmDays * day))],
  )
  if (!rows.length)
    return { status: 404, body: { error: 'This confirmation link is unknown, used or expired' } }
  // A new opt-in is consent again, after an unsubscribe or a bounce.
  await db.query('DELETE FROM alert_suppressions WHERE email = ?', [String(rows[0].email)])
  return {
    status: 200,
    body: { status: 'active', alertId: Number(rows[0].id), manageToken: addressToken(String(rows[0].email)) },
  }
}

/** Stops one alert (the mail's one-click unsubscribe, RFC 8058); its unsent cars are dropped. */
export async function unsubscribe(token: string): Promise<AlertResult> {
  const id = alertOfUnsubscribeToken(token)
  if (id === null) return { status: 404, body: { error: 'Unknown unsubscribe link' } }
  const db = await catalogDb()
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE alerts SET status = 'unsubscribed' WHERE id = ?`, [id])
    await tx.query('DELETE FROM alert_pending WHERE alert_id = ?', [id])
    await tx.query('DELETE FROM alert_car_events WHERE alert_id = ?', [id])
  })
  return { status: 200, body: { status: 'unsubscribed' } }
}

export async function listAlerts(token: string): Promise<AlertResult> {
  const email = addressOfToken(token)
  if (email === null) return { status: 404, body: { error: 'Unknown link' } }
  const db = await catalogDb()
  const rows = await db.query(
    `SELECT id, site, kind, query, car_id, language, frequency, status, created_at, list_path FROM alerts WHERE email = ? AND status <> 'unsubscribed' AND status <> 'pending' ORDER BY id`,
    [email],
  )
  return {
    status: 200,
    body: {
      email,
      alerts: rows.map((row) => ({
        id: Number(row.id),
        site: String(row.site),
        kind: String(row.kind),
        ...(JSON.parse(String(row.query)) as object),
        carId: row.car_id ?? null,
        frequency: String(row.frequency),
        status: String(row.status),
        createdAt: String(row.created_at),
        listPath: row.list_path ?? null,
        // What the alert watches in words, for any kind ("Saved searches: pages").
        label: alertLabel(
          { kind: String(row.kind), query: JSON.parse(String(row.query)), carId: row.car_id },
          String(row.language),
        ),
      })),
    },
  }
}

/** The tables keyed by an alert: what it has queued, sent and (a watched car) what it will be told. */
const alertRowTables = ['alert_pending', 'alert_sent', 'alert_car_events']

async function changeAlert(tx: Executor, email: string, input: Exclude<ManageInput, { action: 'erase' }>) {
  const owned = `id = ? AND email = ?`
  const key = [input.alertId, email]
  if (input.action === 'delete') {
    for (const table of alertRowTables)
      await tx.query(`DELETE FROM ${table} WHERE alert_id IN (SELECT id FROM alerts WHERE ${owned})`, key)
    return tx.query(`DELETE FROM alerts WHERE ${owned} RETURNING id`, key)
  }
  if (input.action === 'frequency')
    return tx.query(`UPDATE alerts SET frequency = ? WHERE ${owned} AND status <> 'pending' RETURNING id`, [
      input.frequency,
      ...key,
    ])
  const [from, to] = input.action === 'pause' ? ['active', 'paused'] : ['paused', 'active']
  // A resumed alert counts its quiet time afresh.
  return tx.query(
    `UPDATE alerts SET status = ?, idle_notice_at = NULL, last_match_at = ? WHERE ${owned} AND status IN (?, ?) RETURNING id`,
    [to, iso(new Date()), ...key, from, to],
  )
}

/** Pause, resume, change the frequency of or delete one alert, or erase everything of the address. */
export async function manageAlerts(
  body: unknown,
  options: { deps?: Partial<AlertDeps> } = {},
): Promise<AlertResult> {
  const parsed = manageSchema.safeParse(body)
  if (!parsed.success) return { status: 400, body: invalid(fieldErrors(parsed.error.issues)) }
  const input = parsed.data
  const email = addressOfToken(input.token)
  if (email === null) return { status: 404, body: { error: 'Unknown link' } }
  const db = await catalogDb()
  if (input.action === 'erase') {
    await db.transaction(async (tx) => {
      for (const table of alertRowTables)
        await tx.query(`DELETE FROM ${table} WHERE alert_id IN (SELECT id FROM alerts WHERE email = ?)`, [
          email,
        ])
      await tx.query('DELETE FROM alerts WHERE email = ?', [email])
      await tx.query('DELETE FROM alert_suppressions WHERE email = ?', [email])
    })
    await withDefaults(options.deps).eraseMailCopies(email)
    return { status: 200, body: { status: 'erased' } }
  }
  const changed = await db.transaction((tx) => changeAlert(tx, email, input))
  if (!changed.length) return { status: 404, body: { error: 'No such alert of this address' } }
  return { status: 200, body: { status: 'done' } }
}
