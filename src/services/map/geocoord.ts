/** "lat,lng" (the catalog's site_geocoord) as numbers, or null when absent or malformed; shared by the map, the dealer pages and the workshop service. */
export function parseGeocoord(value: unknown): { lat: number; lng: number } | null {
  if (typeof value !== 'string') return null
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat, lng }
}
