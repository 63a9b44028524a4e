/**
 * Place names on the offline base map (decision "Maps that show a place"): its style has no
 * labels, so the map island draws the largest towns of its view from the built-in gazetteer as
 * markers of text. Pure over the list it is given.
 */
import type { MapTown } from '@/services/places/gazetteer'

export type Bounds = { west: number; south: number; east: number; north: number }

/**
 * The `limit` largest towns inside `bounds` (`towns` come largest first), each at least an eighth
 * of the view away from a larger one: a city's districts (Södermalm beside Stockholm) would cover
 * its name.
 */
export function townsIn(towns: MapTown[], bounds: Bounds, limit: number): MapTown[] {
  const apart = { lat: (bounds.north - bounds.south) / 8, lng: (bounds.east - bounds.west) / 8 }
  const found: MapTown[] = []
  for (const town of towns) {
    if (found.length === limit) break
    const inside =
      town.lat >= bounds.south &&
      town.lat <= bounds.north &&
      town.lng >= bounds.west &&
      town.lng <= bounds.east
    const crowded = found.some(
      (other) => Math.abs(other.lat - town.lat) < apart.lat && Math.abs(other.lng - town.lng) < apart.lng,
    )
    if (inside && !crowded) found.push(town)
  }
  return found
}
