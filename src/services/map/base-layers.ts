/**
 * The offline base map's data: Natural Earth land and country borders from the `world-atlas`
 * package, turned from TopoJSON into GeoJSON once per process. Nothing is fetched from elsewhere.
 */
import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'

export const baseLayerNames = ['land', 'borders'] as const
export type BaseLayerName = (typeof baseLayerNames)[number]

export function isBaseLayerName(value: string): value is BaseLayerName {
  return (baseLayerNames as readonly string[]).includes(value)
}

type WorldTopology = Topology<{ land?: GeometryCollection; countries?: GeometryCollection }>

/** Land as one feature collection; borders as the lines shared by two countries (no coastlines). */
export function toBaseLayer(topology: WorldTopology, layer: BaseLayerName): GeoJSON.FeatureCollection {
  if (layer === 'land') {
    const land: GeoJSON.Feature | GeoJSON.FeatureCollection = feature(topology, topology.objects.land!)
    return land.type === 'FeatureCollection' ? land : { type: 'FeatureCollection', features: [land] }
  }
  const borders = mesh(topology, topology.objects.countries!, (a, b) => a !== b)
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: borders }] }
}

// 1:50m: coastlines that read at city zoom without the 10m files' 3 MB each.
const sourceFiles: Record<BaseLayerName, string> = {
  land: 'land-50m.json',
  borders: 'countries-50m.json',
}

const built = new Map<BaseLayerName, Promise<string>>()

/** The layer as GeoJSON text, built on first use and kept for the life of the process. */
export function baseLayerJson(layer: BaseLayerName): Promise<string> {
  let json = built.get(layer)
  if (!json) {
    json = readFile(path.join(process.cwd(), 'node_modules/world-atlas', sourceFiles[layer]), 'utf8').then(
      (text) => JSON.stringify(toBaseLayer(JSON.parse(text) as WorldTopology, layer)),
    )
    json.catch(() => built.delete(layer))
    built.set(layer, json)
  }
  return json
}
