/**
 * All active saved searches of a site, indexed by one value filter each, so a car is tested only
 * against the alerts that could match it ("Saved searches: matching"): those whose anchor field
 * holds one of the car's values of that field, and those without an anchor (a price range alone).
 * Matching N cars costs a lookup per car and anchor field plus one test per candidate, not a
 * search per alert. Pure.
 */
import type { CompiledSavedQuery, MatchableCar } from '@/services/search'

export type IndexedAlert = {
  id: number
  query: CompiledSavedQuery
  /** When the visitor confirmed it (ISO): earlier changes do not reach it. */
  confirmedAt?: string
}

type Anchored = { fields: string[]; byValue: Map<string, IndexedAlert[]> }

export type AlertIndex = {
  /** By the anchor's fields (`car_brand>car_model`), then by its value path. */
  anchored: Map<string, Anchored>
  unanchored: IndexedAlert[]
  size: number
}

const pathKey = (values: readonly unknown[]) => values.join('\u0000')

export function buildAlertIndex(alerts: Iterable<IndexedAlert>): AlertIndex {
  const anchored = new Map<string, Anchored>()
  const unanchored: IndexedAlert[] = []
  let size = 0
  for (const alert of alerts) {
    size++
    const anchor = alert.query.anchor
    if (!anchor) {
      unanchored.push(alert)
      continue
    }
    const name = anchor.fields.join('>')
    let entry = anchored.get(name)
    if (!entry) anchored.set(name, (entry = { fields: anchor.fields, byValue: new Map() }))
    for (const path of anchor.values) {
      const key = pathKey(path)
      const list = entry.byValue.get(key)
      if (list) list.push(alert)
      else entry.byValue.set(key, [alert])
    }
  }
  return { anchored, unanchored, size }
}

/** The car's value paths over the fields: each value of a single (list) field, one path of a hierarchy. */
function carKeys(car: MatchableCar, fields: readonly string[]): string[] {
  if (fields.length === 1) return (car.values.get(fields[0]) ?? []).map((value) => pathKey([value]))
  const path = fields.map((field) => car.values.get(field)?.[0])
  return path.some((value) => value === undefined) ? [] : [pathKey(path)]
}

/** The ids of the alerts the car matches. */
export function alertsMatching(index: AlertIndex, car: MatchableCar): number[] {
  const matched = new Set<number>()
  const consider = (alert: IndexedAlert) => {
    if (!matched.has(alert.id) && alert.query.test(car)) matched.add(alert.id)
  }
  for (const entry of index.anchored.values())
    for (const key of carKeys(car, entry.fields)) entry.byValue.get(key)?.forEach(consider)
  index.unanchored.forEach(consider)
  return [...matched]
}
