/**
 * What the alert pages show before a button acts ("Saved searches: pages"): the alert an opt-in or
 * unsubscribe link names, with its label (label.ts). Reads only.
 */
import 'server-only'
import { catalogDb, type Row } from '@/services/search'
import { alertLabel } from './label'
import { confirmDays } from './subscriptions'
import { confirmHash, alertOfUnsubscribeToken } from './tokens'

const day = 86_400_000

export type AlertView = { id: number; site: string; label: string; frequency: string; status: string }

const view = (row: Row): AlertView => ({
  id: Number(row.id),
  site: String(row.site),
  label: alertLabel(
    { kind: String(row.kind), query: JSON.parse(String(row.query)), carId: row.car_id },
    String(row.language),
  ),
  frequency: String(row.frequency),
  status: String(row.status),
})

const columns = 'id, site, kind, query, car_id, language, frequency, status'

/** The pending alert an opt-in link would confirm, or null when the link is unknown, used or expired. */
export async function alertToConfirm(token: string, now = new Date()): Promise<AlertView | null> {
  const db = await catalogDb()
  const [row] = await db.query(
    `SELECT ${columns} FROM alerts WHERE confirm_hash = ? AND status = 'pending' AND created_at >= ?`,
    [confirmHash(token), new Date(now.getTime() - confirmDays * day).toISOString()],
  )
  return row ? view(row) : null
}

/** The alert an unsubscribe link stops, or null when the link is not ours or the alert is gone. */
export async function alertToUnsubscribe(token: string): Promise<AlertView | null> {
  const id = alertOfUnsubscribeToken(token)
  if (id === null) return null
  const db = await catalogDb()
  const [row] = await db.query(`SELECT ${columns} FROM alerts WHERE id = ?`, [id])
  return row ? view(row) : null
}
