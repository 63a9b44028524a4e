/** One place on a map and in the list of the same places beside it. */
export type MapPlace = {
  id: string
  name: string
  /** WGS84 degrees; a place without coordinates is listed but not drawn. */
  lat: number | null
  lng: number | null
  /** One line: street, zip and city. */
  address?: string
  /** The place's own page on this site. */
  href?: string
  /** An external directions/maps search link (the static fallback's link). */
  directionsHref?: string
}

/** Where the map opens when its places give no better view (spec 02 §9: 59.3293, 18.0686, zoom 12). */
export const defaultMapView = { lat: 59.3293, lng: 18.0686, zoom: 12 } as const

/** "lat,lng" (the catalog's site_geocoord) as numbers, or null when absent or malformed. */
export function parseGeocoord(value: unknown): { lat: number; lng: number } | null {
  if (typeof value !== 'string') return null
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}
