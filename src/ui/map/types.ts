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

export { parseGeocoord } from '@/services/map/geocoord'
