/** The map routes' handler cores: the offline style, its GeoJSON layers and MapLibre's worker. */
import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { fieldErrors, invalidRequest } from '@/lib/http/json'
import { mapTowns } from '@/services/places/gazetteer'
import { baseLayerJson, isBaseLayerName } from './base-layers'
import { offlineStyle } from './style'
import { townsIn } from './towns'

// The data only changes with a package upgrade, which ships a new build.
const cacheControl = 'public, max-age=86400, stale-while-revalidate=604800'

export function styleResponse(): Response {
  return Response.json(offlineStyle(), {
    headers: { 'Cache-Control': cacheControl },
  })
}

/** GET …/base/<layer>.geojson; an unknown layer is a 404. */
export async function baseLayerResponse(file: string): Promise<Response> {
  const layer = file.replace(/\.geojson$/, '')
  if (!isBaseLayerName(layer) || !file.endsWith('.geojson')) return new Response('Not found', { status: 404 })
  return new Response(await baseLayerJson(layer), {
    headers: { 'Content-Type': 'application/geo+json', 'Cache-Control': cacheControl },
  })
}

let worker: Promise<string> | undefined

/**
 * MapLibre 6 runs its tile work in a module worker loaded by URL. Served from our origin so the
 * worker needs no blob: URL and the bundle's own chunk URLs do not matter.
 */
export async function workerResponse(): Promise<Response> {
  worker ??= readFile(
    path.join(process.cwd(), 'node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs'),
    'utf8',
  )
  return new Response(await worker, {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': cacheControl },
  })
}

const longitude = z.coerce.number().min(-180).max(180)
const latitude = z.coerce.number().min(-90).max(90)
const townsQuery = z
  .object({ west: longitude, south: latitude, east: longitude, north: latitude })
  .refine((bounds) => bounds.west <= bounds.east && bounds.south <= bounds.north, {
    message: 'west must not be east of east, nor south north of north',
    path: ['west'],
  })

/** Names on a view of the offline map: a handful, so labels do not cover each other at its zoom. */
const townsPerView = 8

/** GET …/towns?west&south&east&north → { towns: [{ name, lat, lng }] }, the view's largest towns. */
export function townsResponse(query: URLSearchParams): Response {
  const bounds = townsQuery.safeParse(Object.fromEntries(query))
  if (!bounds.success) return invalidRequest(fieldErrors(bounds.error.issues))
  const towns = townsIn(mapTowns(), bounds.data, townsPerView).map(({ name, lat, lng }) => ({
    name,
    lat,
    lng,
  }))
  return Response.json({ towns }, { headers: { 'Cache-Control': cacheControl } })
}
