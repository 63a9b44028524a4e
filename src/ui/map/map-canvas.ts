/**
 * The drawn map: MapLibre with HTML markers (no glyph fonts needed), clusters of nearby places and
 * a popup with the place's name, address and link. Loaded by MapViewport.client.tsx only when the
 * map nears the viewport, so MapLibre and its CSS are in no page's first load.
 */
import * as maplibregl from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import { mapRoutes } from '@/services/map/routes'
import { clusterIndex, placesBounds, type MapMarker, type PlacedPlace } from './clusters'

export type MapCanvasOptions = {
  places: PlacedPlace[]
  view: { lat: number; lng: number; zoom: number }
  styleUrl: string
  label: string
  /** "{count} places": a cluster marker's accessible name. */
  clusterLabel: string
}

function markerElement(marker: MapMarker, clusterLabel: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  if (marker.kind === 'cluster') {
    element.className =
      'grid size-9 place-items-center rounded-full border-2 border-white bg-brand text-sm font-semibold text-brand-contrast shadow'
    element.textContent = String(marker.count)
    element.setAttribute('aria-label', clusterLabel.replace('{count}', String(marker.count)))
    element.dataset.mapCluster = String(marker.count)
  } else {
    element.className = 'size-5 rounded-full border-2 border-white bg-brand shadow'
    element.setAttribute('aria-label', marker.place.name)
    element.dataset.mapMarker = marker.place.id
  }
  return element
}

function popupContent(place: PlacedPlace): HTMLElement {
  const content = document.createElement('div')
  content.dataset.mapPopup = place.id
  const name = document.createElement(place.href ? 'a' : 'strong')
  name.textContent = place.name
  name.className = 'font-semibold underline'
  if (name instanceof HTMLAnchorElement && place.href) name.href = place.href
  content.append(name)
  if (place.address) {
    const address = document.createElement('p')
    address.textContent = place.address
    content.append(address)
  }
  return content
}

/**
 * Draws the map in `container`; the returned function removes it. `onFailed` is told when the map
 * cannot load at all (its style or the worker did not arrive, spec 03 §8 "Maps load failure"); a
 * tile that fails later leaves the drawn map as it is.
 */
export function mountMap(
  container: HTMLElement,
  options: MapCanvasOptions,
  onDrawn: () => void,
  onFailed: () => void,
): () => void {
  maplibregl.setWorkerUrl(mapRoutes.worker)
  const { places, view } = options
  const single = places.length === 1 ? places[0] : null
  const map = new maplibregl.Map({
    container,
    style: options.styleUrl,
    center: single ? [single.lng, single.lat] : [view.lng, view.lat],
    zoom: view.zoom,
    attributionControl: { compact: true },
  })
  map.getCanvas().setAttribute('aria-label', options.label)
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }))
  const bounds = placesBounds(places)
  if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: 13, duration: 0 })

  const index = clusterIndex(places)
  let drawn: maplibregl.Marker[] = []
  const draw = () => {
    for (const marker of drawn) marker.remove()
    const area = map.getBounds()
    drawn = index
      .markers([area.getWest(), area.getSouth(), area.getEast(), area.getNorth()], map.getZoom())
      .map((marker) => {
        const element = markerElement(marker, options.clusterLabel)
        const drawnMarker = new maplibregl.Marker({ element }).setLngLat([marker.lng, marker.lat])
        if (marker.kind === 'cluster')
          element.addEventListener('click', () =>
            map.easeTo({ center: [marker.lng, marker.lat], zoom: index.expansionZoom(marker.clusterId) }),
          )
        else
          drawnMarker.setPopup(new maplibregl.Popup({ offset: 14 }).setDOMContent(popupContent(marker.place)))
        return drawnMarker.addTo(map)
      })
    onDrawn()
  }
  let loaded = false
  map.on('load', () => {
    loaded = true
    draw()
  })
  map.on('moveend', draw)
  map.on('error', (event: maplibregl.ErrorEvent & { sourceId?: string }) => {
    if (!loaded && !event.sourceId) onFailed()
  })
  return () => map.remove()
}
