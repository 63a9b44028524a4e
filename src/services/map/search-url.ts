/**
 * An external maps search for a place (spec 02 §7 "Maps"): a query of name, street, zip and city.
 * The car detail's seller block and the facility page both link to it.
 */
export function mapsSearchUrl(place: {
  name?: string | null
  street?: string | null
  zip?: string | null
  city?: string | null
}): string {
  const query = [place.name, place.street, place.zip, place.city].filter(Boolean).join(' ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
