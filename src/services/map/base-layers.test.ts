import { describe, expect, it } from 'vitest'
import { baseLayerJson, isBaseLayerName, toBaseLayer } from './base-layers'
import { mapStyleOrigin, mapStyleUrl } from './routes'
import { offlineStyle } from './style'

// Two unit squares side by side: one shared arc (0) between countries A and B.
const topology = {
  type: 'Topology' as const,
  arcs: [
    [
      [1, 0],
      [1, 1],
    ],
    [
      [1, 1],
      [0, 1],
      [0, 0],
      [1, 0],
    ],
    [
      [1, 0],
      [2, 0],
      [2, 1],
      [1, 1],
    ],
  ],
  objects: {
    land: {
      type: 'GeometryCollection' as const,
      geometries: [{ type: 'Polygon' as const, arcs: [[1, 0]] }],
    },
    countries: {
      type: 'GeometryCollection' as const,
      geometries: [
        { type: 'Polygon' as const, arcs: [[0, 1]], id: 'A' },
        { type: 'Polygon' as const, arcs: [[2, ~0]], id: 'B' },
      ],
    },
  },
}

describe('base layers', () => {
  it('turns the land object into polygons', () => {
    const land = toBaseLayer(topology, 'land')
    expect(land.features).toHaveLength(1)
    expect(land.features[0].geometry.type).toBe('Polygon')
  })
  it('keeps only the borders shared by two countries, not the coast', () => {
    const borders = toBaseLayer(topology, 'borders')
    const geometry = borders.features[0].geometry as GeoJSON.MultiLineString
    expect(geometry.type).toBe('MultiLineString')
    expect(geometry.coordinates).toEqual([
      [
        [1, 0],
        [1, 1],
      ],
    ])
  })
  it('builds the real Natural Earth layers from the package', async () => {
    const land = JSON.parse(await baseLayerJson('land')) as GeoJSON.FeatureCollection
    expect(land.features.length).toBeGreaterThan(0)
    const borders = JSON.parse(await baseLayerJson('borders')) as GeoJSON.FeatureCollection
    expect(borders.features[0].geometry.type).toBe('MultiLineString')
  })
  it('names only its own layers', () => {
    expect(isBaseLayerName('land')).toBe(true)
    expect(isBaseLayerName('../package')).toBe(false)
  })
})

describe('style', () => {
  it('points every source at our own routes, relative to the page', () => {
    for (const source of Object.values(offlineStyle().sources))
      expect(source.data).toMatch(/^\/api\/map\/base\/(land|borders)\.geojson$/)
  })
  it('uses a configured style URL instead of ours', () => {
    expect(mapStyleUrl({})).toBe('/api/map/style.json')
    expect(mapStyleUrl({ MAP_STYLE_URL: ' https://tiles.example/style.json ' })).toBe(
      'https://tiles.example/style.json',
    )
    expect(mapStyleOrigin({ MAP_STYLE_URL: 'https://tiles.example/style.json' })).toBe(
      'https://tiles.example',
    )
    expect(mapStyleOrigin({ MAP_STYLE_URL: '/tiles/style.json' })).toBeNull()
  })
})
