import { defaultMapView, type MapPlace } from './types'

export type PlaceMapProps = {
  /** The places drawn on the map and listed beside it. */
  places: MapPlace[]
  /** The map's accessible name, e.g. "Map of our dealers". */
  label: string
  /** Where the map opens when it should not fit its places (a single site's default view). */
  view?: { lat: number; lng: number; zoom: number }
}

/**
 * A map of places with the list of the same places beside it. The list and each place's address
 * and directions link are server-rendered, so they are the map's keyboard and screen-reader
 * form and its fallback where no map can be drawn.
 */
export function PlaceMap({ places, label, view = defaultMapView }: PlaceMapProps) {
  return (
    <section aria-label={label} data-place-map data-view={`${view.lat},${view.lng},${view.zoom}`}>
      <ul data-place-list className="grid gap-2">
        {places.map((place) => (
          <li key={place.id} data-place={place.id}>
            {place.href ? <a href={place.href}>{place.name}</a> : <span>{place.name}</span>}
            {place.address ? <span className="block text-sm">{place.address}</span> : null}
            {place.directionsHref ? (
              <a
                className="text-sm underline"
                href={place.directionsHref}
                rel="noopener noreferrer"
                target="_blank"
              >
                {place.address ?? place.name}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
