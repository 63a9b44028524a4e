/** The workshop list's rules (spec 03 §4 "Workshop stream", §9 "Workshop sort"). Pure. */
import type { Workshop } from './state'

/** Messages the list waits for behind placeholders… */
export const streamAwaited = 5
/** …and how many one stream may send before it is closed (five plus about four). */
export const streamLimit = 9

export type WorkshopSort = 'nearest' | 'firstFree'

const last = (value: number | string | null) => value ?? '\uffff'

/** "Närmast mig" (distance, no position last) or "Första lediga tid" (no free time last). */
export function orderWorkshops(workshops: Workshop[], sort: WorkshopSort): Workshop[] {
  return [...workshops].sort((a, b) =>
    sort === 'nearest'
      ? (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)
      : String(last(a.firstTimeSlot?.timeslot ?? null)).localeCompare(
          String(last(b.firstTimeSlot?.timeslot ?? null)),
        ) || (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity),
  )
}
