/**
 * Workshops nearest first (spec 03 §7 `departments/closestAvailable`): great-circle distance from
 * the visitor's place, ties by department id so the order is the same on every call, and a page
 * after the cursor (the last department id the visitor has) for "Hämta fler".
 */
export type Located = { departmentId: string; latitude: number | null; longitude: number | null }

const earthRadiusKm = 6371

/** Haversine distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Workshops without coordinates come last: they cannot be near anyone. */
export function nearestFirst<T extends Located>(
  workshops: T[],
  origin: { lat: number; lng: number },
  cursor: string | null,
  limit: number,
): Array<T & { distanceKm: number | null }> {
  const ordered = workshops
    .map((workshop) => ({
      ...workshop,
      distanceKm:
        workshop.latitude === null || workshop.longitude === null
          ? null
          : distanceKm(origin, { lat: workshop.latitude, lng: workshop.longitude }),
    }))
    .sort(
      (a, b) =>
        (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) ||
        a.departmentId.localeCompare(b.departmentId),
    )
  const start = cursor ? ordered.findIndex((workshop) => workshop.departmentId === cursor) + 1 : 0
  return ordered.slice(start, start + limit)
}
