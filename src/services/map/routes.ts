/**
 * Where the map's parts are served (src/app/api/map, ./http) and which style the browser loads:
 * shared by the server routes and the map island (src/ui/map), so client-safe, as are ./geocoord
 * and ./search-url.
 */
export const mapRoutes = {
  style: '/api/map/style.json',
  layer: (layer: string) => `/api/map/base/${layer}.geojson`,
  worker: '/api/map/worker.mjs',
  towns: '/api/map/towns',
} as const

/**
 * The style URL the browser loads: MAP_STYLE_URL when set (a self-hosted style, e.g. Protomaps
 * PMTiles, README "Maps"), else the offline base map.
 */
export function mapStyleUrl(env: Record<string, string | undefined> = process.env): string {
  return env.MAP_STYLE_URL?.trim() || mapRoutes.style
}

/** The configured style's origin when it is another host's (the CSP lets the map fetch from it). */
export function mapStyleOrigin(env: Record<string, string | undefined> = process.env): string | null {
  const url = env.MAP_STYLE_URL?.trim()
  if (!url || !/^https?:\/\//.test(url)) return null
  return new URL(url).origin
}
