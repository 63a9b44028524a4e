import { translator, type Dictionary } from '@/lib/i18n/dictionary'
import { mapStyleUrl } from '@/services/map/routes'
import { placedPlaces } from './clusters'
import { MapViewportIsland } from './PlaceMap.lazy'
import { defaultMapView, type MapPlace } from './types'

export type PlaceMapTexts = {
  /** Shown over the map's frame where it cannot be drawn (no WebGL). */
  unavailable: string
  /** Shown over the map's frame where the map failed to load; the list beside it stays. */
  failed: string
  /** A cluster marker's accessible name; {count} is the number of places. */
  cluster: string
  /** The button on the map's frame before it is drawn. */
  show: string
}

/** The map's texts from the site's dictionary (seeded in src/seed/dictionary-sites.ts). */
export function placeMapTexts(dictionary: Dictionary): PlaceMapTexts {
  const t = translator(dictionary)
  return {
    unavailable: t('mapUnavailable'),
    failed: t('mapFailed'),
    cluster: t('mapCluster'),
    show: t('mapShow'),
  }
}

export type PlaceMapProps = {
  /** The places drawn on the map and listed beside it. */
  places: MapPlace[]
  /** The map's accessible name, e.g. "Map of our dealers". */
  label: string
  /** Where the map opens when it should not fit its places (a single site's default view). */
  view?: { lat: number; lng: number; zoom: number }
  /** The page's language. */
  texts: PlaceMapTexts
}

/**
 * A map of places with the list of the same places beside it. The list and each place's address
 * and directions link are server-rendered, so they are the map's keyboard and screen-reader
 * form and its fallback where no map can be drawn. The map itself is an island that loads
 * MapLibre only when it nears the viewport and the visitor has used the page (MapViewport).
 */
export function PlaceMap({ places, label, view = defaultMapView, texts }: PlaceMapProps) {
  const placed = placedPlaces(places)
  // Places without coordinates are listed only: a map of somewhere else would mislead.
  const drawn = placed.length > 0
  return (
    <section
      aria-label={label}
      data-place-map
      data-view={`${view.lat},${view.lng},${view.zoom}`}
      className={drawn ? 'grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem]' : 'grid gap-4'}
    >
      {drawn ? (
        <MapViewportIsland
          places={placed}
          view={view}
          styleUrl={mapStyleUrl()}
          label={label}
          clusterLabel={texts.cluster}
          unavailableText={texts.unavailable}
          failedText={texts.failed}
          showText={texts.show}
        />
      ) : null}
      <ul data-place-list className="grid max-h-[28rem] content-start gap-2 overflow-y-auto">
        {places.map((place) => (
          <li key={place.id} data-place={place.id}>
            {place.href ? <a href={place.href}>{place.name}</a> : <span>{place.name}</span>}
            {/* The address once: as the directions link where there is one. */}
            {place.directionsHref ? (
              <a
                className="block text-sm underline"
                href={place.directionsHref}
                rel="noopener noreferrer"
                target="_blank"
              >
                {place.address ?? place.name}
              </a>
            ) : place.address ? (
              <span className="block text-sm">{place.address}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
