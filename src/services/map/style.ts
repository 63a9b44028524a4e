/**
 * The offline base map's style: land, water and country borders from our own routes, no labels
 * so no glyph fonts. MAP_STYLE_URL replaces it (src/services/map/routes.ts).
 */
import { mapRoutes } from './routes'

/**
 * A MapLibre style (v8) whose sources are our GeoJSON routes. The URLs are relative: MapLibre
 * resolves them against the page, so they stay on the site's own host (the request's Host is not
 * echoed into a publicly cached response).
 */
export function offlineStyle() {
  return {
    version: 8,
    name: 'Offline base map (Natural Earth)',
    sources: {
      land: { type: 'geojson', data: mapRoutes.layer('land'), attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: mapRoutes.layer('borders') },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3f0' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea' } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': '#9a8f8a', 'line-width': 1, 'line-dasharray': [3, 2] },
      },
    ],
  }
}
