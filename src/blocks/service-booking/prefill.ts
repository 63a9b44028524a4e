/** The `lat` and `lng` query parameters that prefill the flow's place (spec 03 §2.2), or null. */
export function prefillPosition(query: URLSearchParams): { lat: number; lng: number } | null {
  const lat = Number(query.get('lat'))
  const lng = Number(query.get('lng'))
  if (!query.get('lat') || !query.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng)) return null
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) }
}
