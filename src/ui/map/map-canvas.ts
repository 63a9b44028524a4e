/**
 * The drawn map: MapLibre with HTML markers (no glyph fonts needed), clusters of nearby places and
 * a popup with the place's name, address and link. Loaded by MapViewport.client.tsx only when the
 * map nears the viewport, so MapLibre and its CSS are in no page's first load.
 */
import * as maplibregl from 'maplibre-gl'
import { fill } from '@/lib/i18n/fill'
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
    element.setAttribute('aria-label', fill(clusterLabel, { count: marker.count }))
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
 * The offline base map (Natural Earth at 1:50m, no streets) means something down to a region's
 * view: closer, a dealer stands on a flat colour or in the sea. It opens there at most, and goes
 * one step closer; a street-level style (MAP_STYLE_URL) opens as asked.
 */
export const offlineMaxZoom = { open: 9, closest: 10 } as const

function townElement(name: string): HTMLElement {
  const element = document.createElement('span')
  element.className =
    'pointer-events-none text-xs font-semibold text-neutral-700 [text-shadow:0_0_2px_#fff,0_0_2px_#fff]'
  element.textContent = name
  element.setAttribute('aria-hidden', 'true')
  element.dataset.mapTown = name
  return element
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
  const offline = options.styleUrl === mapRoutes.style
  const map = new maplibregl.Map({
    container,
    style: options.styleUrl,
    center: single ? [single.lng, single.lat] : [view.lng, view.lat],
    zoom: offline ? Math.min(view.zoom, offlineMaxZoom.open) : view.zoom,
    maxZoom: offline ? offlineMaxZoom.closest : undefined,
    attributionControl: { compact: true },
  })
  map.getCanvas().setAttribute('aria-label', options.label)
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }))
  const bounds = placesBounds(places)
  if (bounds) map.fitBounds(bounds, { padding: 48, maxZoom: offline ? offlineMaxZoom.open : 13, duration: 0 })

  // The offline style has no labels: the view's largest towns are named by markers of text.
  let towns: maplibregl.Marker[] = []
  let asking: AbortController | undefined
  const nameTowns = () => {
    if (!offline) return
    asking?.abort()
    asking = new AbortController()
    const area = map.getBounds()
    const query = new URLSearchParams({
      west: area.getWest().toFixed(2),
      south: area.getSouth().toFixed(2),
      east: area.getEast().toFixed(2),
      north: area.getNorth().toFixed(2),
    })
    fetch(`${mapRoutes.towns}?${query}`, { signal: asking.signal })
      .then((response) => (response.ok ? response.json() : { towns: [] }))
      .then(({ towns: found }: { towns: Array<{ name: string; lat: number; lng: number }> }) => {
        for (const town of towns) town.remove()
        towns = found.map((town) =>
          new maplibregl.Marker({ element: townElement(town.name) })
            .setLngLat([town.lng, town.lat])
            .addTo(map),
        )
      })
      // Names are a help, not the map: without them the map still shows its places.
      .catch(() => {})
  }

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
    container.dataset.mapZoom = map.getZoom().toFixed(1)
    onDrawn()
  }
  let loaded = false
  map.on('load', () => {
    loaded = true
    draw()
    nameTowns()
  })
  map.on('moveend', () => {
    draw()
    nameTowns()
  })
  map.on('error', (event: maplibregl.ErrorEvent & { sourceId?: string }) => {
    if (!loaded && !event.sourceId) onFailed()
  })
  return () => {
    asking?.abort()
    map.remove()
  }
}
