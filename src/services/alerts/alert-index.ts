/**
 * All active saved searches of a site, indexed by one value filter each, so a car is tested only
 * against the alerts that could match it ("Saved searches: matching"): those whose anchor field
 * holds one of the car's values of that field, and those without an anchor (a price range alone).
 * Matching N cars costs a lookup per car and anchor field plus one test per candidate, not a
 * search per alert. Pure.
 */
import type { CompiledSavedQuery, MatchableCar } from '@/services/search'

export type IndexedAlert = { id: number; query: CompiledSavedQuery }

export type AlertIndex = {
  byValue: Map<string, Map<string | number, IndexedAlert[]>>
  unanchored: IndexedAlert[]
  size: number
}

export function buildAlertIndex(alerts: Iterable<IndexedAlert>): AlertIndex {
  const byValue = new Map<string, Map<string | number, IndexedAlert[]>>()
  const unanchored: IndexedAlert[] = []
  let size = 0
  for (const alert of alerts) {
    size++
    const anchor = alert.query.anchor
    if (!anchor) {
      unanchored.push(alert)
      continue
    }
    let values = byValue.get(anchor.field)
    if (!values) byValue.set(anchor.field, (values = new Map()))
    for (const value of anchor.values) {
      const list = values.get(value)
      if (list) list.push(alert)
      else values.set(value, [alert])
    }
  }
  return { byValue, unanchored, size }
}

/** The ids of the alerts the car matches. */
export function alertsMatching(index: AlertIndex, car: MatchableCar): number[] {
  const matched = new Set<number>()
  const consider = (alert: IndexedAlert) => {
    if (!matched.has(alert.id) && alert.query.test(car)) matched.add(alert.id)
  }
  for (const [field, values] of index.byValue)
    for (const value of car.values.get(field) ?? []) values.get(value)?.forEach(consider)
  index.unanchored.forEach(consider)
  return [...matched]
}
