/**
 * Places for the booking flows (spec 03 §7 "Mechanic-mate and booking"): autocomplete, a place by
 * id, and the nearest town to a position (browser geolocation). Behind an adapter; the built-in
 * gazetteer is the working local default, so no key or third-party host is needed. Sweden only,
 * Swedish names (spec 03 §5).
 */
import { distanceKm } from '@/services/workshop/nearest'
import { workshopsOf, type Workshop } from '@/services/workshop/workshops'
import { matchPlaces, swedishTowns, type Place } from './gazetteer'

export type { Place } from './gazetteer'

export type PlacesProvider = {
  autocomplete(query: string, limit: number): Promise<Place[]>
  place(placeId: string): Promise<Place | null>
  nearest(position: { lat: number; lng: number }): Promise<Place | null>
}

/** The dealer sites as places, found by their names ("Automotive Uppsala"). */
function dealerPlaces(workshops: Workshop[]): Place[] {
  const seen = new Set<string>()
  return workshops
    .filter(
      (workshop) =>
        workshop.latitude !== null &&
        workshop.longitude !== null &&
        !seen.has(workshop.siteId) &&
        seen.add(workshop.siteId),
    )
    .map((workshop) => ({
      placeId: `site:${workshop.siteId}`,
      name: workshop.siteName,
      region: workshop.address,
      latitude: workshop.latitude!,
      longitude: workshop.longitude!,
      population: 10_000,
    }))
}

/**
 * The towns and the dealer sites, built once per list of workshops: the workshop service hands out
 * the same list until the catalog's sites are imported again (or its search answer expires), so
 * typing in the place field does not rebuild it at every keystroke, and a new dealer is found
 * after the import. Without the catalog the towns alone answer (and nothing is kept).
 */
const placesOf = new WeakMap<Workshop[], Place[]>()

export async function searchablePlaces(sitesIndex: string): Promise<Place[]> {
  const workshops = await workshopsOf(sitesIndex).catch(() => null)
  if (!workshops) return swedishTowns()
  let places = placesOf.get(workshops)
  if (!places) placesOf.set(workshops, (places = [...swedishTowns(), ...dealerPlaces(workshops)]))
  return places
}

export function builtInPlaces(sitesIndex: string): PlacesProvider {
  const all = () => searchablePlaces(sitesIndex)
  return {
    autocomplete: async (query, limit) => matchPlaces(await all(), query, limit),
    place: async (placeId) => (await all()).find((place) => place.placeId === placeId) ?? null,
    nearest: async (position) => {
      let best: Place | null = null
      let bestDistance = Infinity
      for (const town of swedishTowns()) {
        const distance = distanceKm(position, { lat: town.latitude, lng: town.longitude })
        if (distance < bestDistance) [best, bestDistance] = [town, distance]
      }
      // Outside Sweden (or far out at sea) there is no Swedish place to name.
      return bestDistance <= 60 ? best : null
    },
  }
}

/** The configured provider: today the built-in gazetteer (PLACES_PROVIDER=builtin, the default). */
export function placesProvider(): PlacesProvider {
  const configured = process.env.PLACES_PROVIDER || 'builtin'
  if (configured !== 'builtin')
    throw new Error(`Unknown PLACES_PROVIDER "${configured}" (supported: builtin)`)
  return builtInPlaces(process.env.WORKSHOP_SITES_INDEX || 'sites_automotive-se')
}
