/**
 * Demand for the dealers ("Saved searches: demand"): per dealer and model of the live catalog, how
 * many active alerts a car of theirs would reach — the saved searches matching at least one of
 * those cars (through the same value index as the matching pass) and the watches on them.
 * Read for the admin's dashboard, limited to the dealers a member of staff works for.
 */
import 'server-only'
import { catalogDb, kinds, matchableCar, type MatchableCar } from '@/services/search'
import { alertsMatching } from './alert-index'
import { activeAlertPages } from './matching'

export type DemandRow = {
  site: string
  dealer: string
  dealerName: string
  model: string
  cars: number
  alerts: number
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')

/** `dealers`: the catalog site ids to count (dealer staff); null: every dealer (group admins). */
export async function alertDemand(dealers: readonly string[] | null): Promise<DemandRow[]> {
  if (dealers && !dealers.length) return []
  const db = await catalogDb()
  const indexes = await db.query(
    `SELECT name, part FROM catalog_indexes WHERE kind = 'vehicles' ORDER BY name`,
  )
  const rows: DemandRow[] = []
  for (const { name, part } of indexes) {
    const index = String(name)
    const site = index.slice('vehicles_'.length)
    const watches = new Map<string, number[]>()
    for (const row of await db.query(
      `SELECT id, car_id FROM alerts WHERE site = ? AND kind = 'car' AND status = 'active'`,
      [site],
    ))
      watches.set(String(row.car_id), [...(watches.get(String(row.car_id)) ?? []), Number(row.id)])
    const docs = await db.query(
      `SELECT d.doc FROM catalog_vehicles v JOIN catalog_vehicles_docs d ON d.id = v.id WHERE v.part = ?${dealers ? ` AND v."car_site_id" IN (${dealers.map(() => '?').join(', ')})` : ''}`,
      [part, ...(dealers ?? [])],
    )
    const groups = new Map<string, { row: DemandRow; alerts: Set<number> }>()
    const cars: { car: MatchableCar; alerts: Set<number> }[] = []
    for (const { doc: json } of docs) {
      const doc = JSON.parse(String(json)) as Record<string, unknown>
      const dealer = text(doc.car_site_id)
      const model = [text(doc.car_brand), text(doc.car_model)].filter(Boolean).join(' ')
      const key = `${dealer}\u0000${model}`
      let group = groups.get(key)
      if (!group) {
        group = {
          row: { site, dealer, dealerName: text(doc.car_site_name) || dealer, model, cars: 0, alerts: 0 },
          alerts: new Set(),
        }
        groups.set(key, group)
      }
      group.row.cars++
      cars.push({ car: matchableCar(kinds.vehicles, doc), alerts: group.alerts })
      for (const id of watches.get(text(doc.car_id)) ?? []) group.alerts.add(id)
    }
    for await (const page of activeAlertPages(db, site, index))
      for (const { car, alerts } of cars) for (const id of alertsMatching(page, car)) alerts.add(id)
    for (const { row, alerts } of groups.values()) if (alerts.size) rows.push({ ...row, alerts: alerts.size })
  }
  return rows.sort(
    (a, b) =>
      b.alerts - a.alerts || a.dealerName.localeCompare(b.dealerName) || a.model.localeCompare(b.model),
  )
}
