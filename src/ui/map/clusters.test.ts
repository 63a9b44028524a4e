import { describe, expect, it } from 'vitest'
import { clusterIndex, placedPlaces, placesBounds } from './clusters'
import type { MapPlace } from './types'

const place = (id: string, lat: number | null, lng: number | null): MapPlace => ({ id, name: id, lat, lng })
const world: [number, number, number, number] = [-180, -85, 180, 85]

describe('map clusters', () => {
  const places = placedPlaces([
    place('stockholm-1', 59.33, 18.06),
    place('stockholm-2', 59.331, 18.061),
    place('gothenburg', 57.7, 11.97),
    place('nowhere', null, null),
  ])

  it('draws only places with coordinates', () => {
    expect(places.map((each) => each.id)).toEqual(['stockholm-1', 'stockholm-2', 'gothenburg'])
  })

  it('joins nearby places into one cluster when zoomed out and parts them when zoomed in', () => {
    const index = clusterIndex(places)
    const far = index.markers(world, 5)
    expect(
      far
        .filter((marker) => marker.kind === 'cluster')
        .map((marker) => marker.kind === 'cluster' && marker.count),
    ).toEqual([2])
    expect(far.filter((marker) => marker.kind === 'place')).toHaveLength(1)
    const cluster = far.find((marker) => marker.kind === 'cluster')!
    const near = index.markers(world, index.expansionZoom(cluster.kind === 'cluster' ? cluster.clusterId : 0))
    expect(near.every((marker) => marker.kind === 'place')).toBe(true)
    expect(near).toHaveLength(3)
  })

  it('bounds two or more places, and none for one', () => {
    expect(placesBounds(places)).toEqual([
      [11.97, 57.7],
      [18.061, 59.331],
    ])
    expect(placesBounds(places.slice(0, 1))).toBeNull()
  })
})
