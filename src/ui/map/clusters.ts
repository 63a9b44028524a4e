/**
 * Which markers the map draws at a view: single places and clusters of nearby ones (supercluster
 * on the main thread, so markers can be HTML elements). Pure, no map library.
 */
import Supercluster, { type AnyProps } from 'supercluster'
import type { MapPlace } from './types'

export type PlacedPlace = MapPlace & { lat: number; lng: number }

export type MapMarker =
  | { kind: 'place'; place: PlacedPlace; lng: number; lat: number }
  | { kind: 'cluster'; clusterId: number; count: number; lng: number; lat: number }

export function placedPlaces(places: MapPlace[]): PlacedPlace[] {
  return places.filter((place): place is PlacedPlace => place.lat !== null && place.lng !== null)
}

type PlaceProperties = { index: number }

export function clusterIndex(places: PlacedPlace[], radius = 50) {
  const index = new Supercluster<PlaceProperties, AnyProps>({ radius, maxZoom: 16 })
  index.load(
    places.map((place, position) => ({
      type: 'Feature' as const,
      properties: { index: position },
      geometry: { type: 'Point' as const, coordinates: [place.lng, place.lat] },
    })),
  )
  return {
    /** The markers inside [west, south, east, north] at a whole zoom level. */
    markers(bounds: [number, number, number, number], zoom: number): MapMarker[] {
      return index.getClusters(bounds, Math.floor(zoom)).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates
        const properties = feature.properties
        if ('cluster' in properties && properties.cluster)
          return {
            kind: 'cluster',
            clusterId: properties.cluster_id as number,
            count: properties.point_count as number,
            lng,
            lat,
          }
        return { kind: 'place', place: places[(properties as PlaceProperties).index], lng, lat }
      })
    },
    /** The zoom at which a cluster falls apart. */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  }
}

/** [[west, south], [east, north]] around the places, or null for fewer than two. */
export function placesBounds(places: PlacedPlace[]): [[number, number], [number, number]] | null {
  if (places.length < 2) return null
  const lngs = places.map((place) => place.lng)
  const lats = places.map((place) => place.lat)
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ]
}
