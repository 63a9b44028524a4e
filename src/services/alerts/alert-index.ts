/**
 * All active saved searches of a site, indexed by one value filter each, so a car is tested only
 * against the alerts that could match it ("Saved searches: matching"): those whose anchor filter
 * holds one of the car's values (codes, alert-checks.ts), and those without one (a price range
 * alone). Within an anchor value the alerts are sorted by the upper end of the range most alerts
 * set (the price), so a car reaches only those whose range does not end below its value, and
 * their remaining checks are laid out one after the other in one array, read in that order.
 * Matching N cars costs a lookup per car and anchor slot plus one test per candidate, not a
 * search per alert. Pure apart from the index's scratch stamps.
 */
import type { MatchableCar } from '@/services/search'
import {
  passesTests,
  type AlertCompiler,
  type CompiledAlert,
  type EncodedCar,
  type ValueFilter,
} from './alert-checks'

export type IndexedAlert = {
  id: number
  alert: CompiledAlert
  /** When the visitor confirmed it (ISO): earlier changes do not reach it. */
  confirmedAt?: string
}

/**
 * The alerts of one anchor value by descending upper end of the sorting range (Infinity: the
 * alert sets none), as records: position, whether it has tests without codes, its ranges
 * (count, then slot, low, high), its other value filters (count, then per filter the pair count
 * and its slot, code pairs).
 */
type Bucket = { highs: Float64Array; records: Float64Array }

export type AlertIndex = {
  compiler: AlertCompiler
  alerts: readonly IndexedAlert[]
  /** By anchor slot, then by code. */
  anchored: Map<number, Map<number, Bucket>>
  unanchored: Bucket
  /** The range slot the buckets are sorted by, -1 when no alert sets a range. */
  sortRange: number
  /** Per alert, the last car that reached it (an alert anchored on a list of values is reached once). */
  seen: Int32Array
  cars: number
  size: number
}

/** The filter that reaches the fewest cars: the fewest values, then the deepest path. */
function anchorOf(alert: CompiledAlert): ValueFilter | null {
  let best: ValueFilter | null = null
  for (const filter of alert.filters)
    if (
      !best ||
      filter.pairs.length < best.pairs.length ||
      (filter.pairs.length === best.pairs.length && filter.depth > best.depth)
    )
      best = filter
  return best
}

function highOf(alert: CompiledAlert, range: number): number {
  for (let at = 0; at < alert.ranges.length; at += 3)
    if (alert.ranges[at] === range) return alert.ranges[at + 2]
  return Infinity
}

function mostSetRange(alerts: readonly IndexedAlert[]): number {
  const counts: number[] = []
  for (const { alert } of alerts)
    for (let at = 0; at < alert.ranges.length; at += 3)
      counts[alert.ranges[at]] = (counts[alert.ranges[at]] ?? 0) + 1
  let best = -1
  counts.forEach((count, range) => {
    if (best < 0 || count > counts[best]) best = range
  })
  return best
}

/** Appends the record of an alert reached through `anchor` (which the bucket's value already meets). */
function addRecord(records: number[], position: number, alert: CompiledAlert, anchor: ValueFilter | null) {
  const others = alert.filters.filter((filter) => filter !== anchor)
  const hasTests = alert.tests.length > 0 || alert.filters.some((filter) => filter.test)
  records.push(position, hasTests ? 1 : 0, alert.ranges.length / 3)
  for (const value of alert.ranges) records.push(value)
  records.push(others.length)
  for (const filter of others) {
    records.push(filter.pairs.length / 2)
    for (const value of filter.pairs) records.push(value)
  }
}

function bucketOf(
  positions: number[],
  highs: Float64Array,
  alerts: readonly IndexedAlert[],
  anchors: readonly (ValueFilter | null)[],
): Bucket {
  positions.sort((a, b) => highs[b] - highs[a] || a - b)
  const records: number[] = []
  for (const position of positions) addRecord(records, position, alerts[position].alert, anchors[position])
  return {
    highs: Float64Array.from(positions, (position) => highs[position]),
    records: Float64Array.from(records),
  }
}

export function buildAlertIndex(compiler: AlertCompiler, alerts: readonly IndexedAlert[]): AlertIndex {
  const sortRange = mostSetRange(alerts)
  const highs = new Float64Array(alerts.length)
  const anchors = alerts.map(({ alert }) => anchorOf(alert))
  const lists = new Map<number, Map<number, number[]>>()
  const unanchored: number[] = []
  alerts.forEach(({ alert }, position) => {
    highs[position] = sortRange < 0 ? Infinity : highOf(alert, sortRange)
    const anchor = anchors[position]
    if (!anchor) return void unanchored.push(position)
    for (let at = 0; at < anchor.pairs.length; at += 2) {
      let byCode = lists.get(anchor.pairs[at])
      if (!byCode) lists.set(anchor.pairs[at], (byCode = new Map()))
      const list = byCode.get(anchor.pairs[at + 1])
      if (list) list.push(position)
      else byCode.set(anchor.pairs[at + 1], [position])
    }
  })
  const bucket = (positions: number[]) => bucketOf(positions, highs, alerts, anchors)
  const anchored = new Map<number, Map<number, Bucket>>()
  for (const [slot, byCode] of lists)
    anchored.set(slot, new Map([...byCode].map(([code, positions]) => [code, bucket(positions)])))
  return {
    compiler,
    alerts,
    anchored,
    unanchored: bucket(unanchored),
    sortRange,
    seen: new Int32Array(alerts.length),
    cars: 0,
    size: alerts.length,
  }
}

/** How many of the bucket's alerts have a sorting range reaching up to `value`. */
function reaching(highs: Float64Array, value: number): number {
  let low = 0
  let high = highs.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (highs[middle] >= value) low = middle + 1
    else high = middle
  }
  return low
}

// Slots and positions are whole numbers stored as doubles: `| 0` makes them array indexes again.
function holdsOne(car: EncodedCar, records: Float64Array, from: number, pairs: number): boolean {
  for (let at = from; at < from + 2 * pairs; at += 2)
    if (car.codes[records[at] | 0]?.includes(records[at + 1])) return true
  return false
}

/** Runs the bucket's records the car's value reaches; adds the positions of the alerts it matches. */
function visit(index: AlertIndex, bucket: Bucket, car: EncodedCar, floor: number, matched: number[]) {
  const { records } = bucket
  const { seen, alerts } = index
  const stamp = index.cars
  const end = reaching(bucket.highs, floor)
  let at = 0
  for (let entry = 0; entry < end; entry++) {
    const position = records[at] | 0
    const hasTests = records[at + 1] === 1
    let fits = seen[position] !== stamp
    seen[position] = stamp
    const ranges = records[at + 2]
    at += 3
    for (let range = 0; range < ranges; range++, at += 3) {
      const value = car.numbers[records[at] | 0]
      // NaN (no number) fails both comparisons, as the search's range test fails a missing value.
      if (fits && !(value >= records[at + 1] && value <= records[at + 2])) fits = false
    }
    const filters = records[at++]
    for (let filter = 0; filter < filters; filter++) {
      const pairs = records[at++]
      if (fits && !holdsOne(car, records, at, pairs)) fits = false
      at += 2 * pairs
    }
    if (fits && (!hasTests || passesTests(alerts[position].alert, car.car))) matched.push(position)
  }
}

/** The ids of the alerts the car matches. */
export function alertsMatching(index: AlertIndex, car: MatchableCar): number[] {
  return alertPositionsMatching(index, car).map((position) => index.alerts[position].id)
}

/** The positions in `index.alerts` of the alerts the car matches. */
export function alertPositionsMatching(index: AlertIndex, matchable: MatchableCar): number[] {
  const car = index.compiler.encode(matchable)
  index.cars++
  const value = index.sortRange < 0 ? NaN : car.numbers[index.sortRange]
  // A car without the value reaches only the alerts that set no such range.
  const floor = Number.isNaN(value) ? Infinity : value
  const matched: number[] = []
  for (const [slot, byCode] of index.anchored)
    for (const code of car.codes[slot] ?? []) {
      const bucket = byCode.get(code)
      if (bucket) visit(index, bucket, car, floor, matched)
    }
  visit(index, index.unanchored, car, floor, matched)
  return matched
}
