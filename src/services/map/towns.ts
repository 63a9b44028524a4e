/**
 * Place names on the offline base map (decision "Maps that show a place"): its style has no
 * labels, so the map island draws the largest towns of its view from the built-in gazetteer as
 * markers of text. Pure over the list it is given.
 */
import type { MapTown } from '@/services/places/gazetteer'

export type Bounds = { west: number; south: number; east: number; north: number }

/** The `limit` largest towns inside `bounds` (`towns` come largest first). */
export function townsIn(towns: MapTown[], bounds: Bounds, limit: number): MapTown[] {
  const found: MapTown[] = []
  for (const town of towns) {
    if (found.length === limit) break
    if (
      town.lat >= bounds.south &&
      town.lat <= bounds.north &&
      town.lng >= bounds.west &&
      town.lng <= bounds.east
    )
      found.push(town)
  }
  return found
}
