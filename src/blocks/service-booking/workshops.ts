/** The workshop list's rules (spec 03 §4 "Workshop stream", §9 "Workshop sort"). Pure. */
import type { Workshop } from './state'

/** Messages the list waits for behind placeholders… */
export const streamAwaited = 5
/** …and how many one stream may send before it is closed (five plus about four). */
export const streamLimit = 9

export type WorkshopSort = 'nearest' | 'firstFree'

export type WorkshopStream = {
  status: 'loading' | 'done' | 'nosites' | 'error'
  error: string
  exhausted: boolean
}

/**
 * Step 4's list as the visitor left it, kept by the flow while step 4 is closed: coming back to
 * the same query (car, place, services) shows it again instead of asking the stream anew.
 */
export type WorkshopList = {
  query: string
  workshops: Workshop[]
  received: number
  cursor: string | null
  stream: WorkshopStream
  sort: WorkshopSort
}

/** Earliest first; a workshop without a free time last. */
function byFirstFree(a: Workshop, b: Workshop): number {
  const [x, y] = [a.firstTimeSlot?.timeslot, b.firstTimeSlot?.timeslot]
  if (x === y) return 0
  if (x === undefined) return 1
  if (y === undefined) return -1
  return x < y ? -1 : 1
}

const byDistance = (a: Workshop, b: Workshop) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)

/** "Närmast mig" (distance, no position last) or "Första lediga tid" (no free time last). */
export function orderWorkshops(workshops: Workshop[], sort: WorkshopSort): Workshop[] {
  return [...workshops].sort((a, b) =>
    sort === 'nearest' ? byDistance(a, b) : byFirstFree(a, b) || byDistance(a, b),
  )
}
