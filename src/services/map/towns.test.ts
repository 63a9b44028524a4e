import { describe, expect, it } from 'vitest'
import { mapTowns } from '@/services/places/gazetteer'
import { townsIn } from './towns'

describe('towns on the offline base map', () => {
  it('names the largest towns of the view, largest first, and none outside it', () => {
    // Around Stockholm, at the zoom the offline map opens a dealer at.
    const view = { west: 17.4, south: 59.0, east: 18.8, north: 59.7 }
    const towns = townsIn(mapTowns(), view, 6)
    expect(towns[0].name).toBe('Stockholm')
    // Its districts would cover its name.
    expect(towns.map((town) => town.name)).not.toContain('Södermalm')
    expect(towns).toHaveLength(6)
    for (const town of towns) {
      expect(town.lat).toBeGreaterThanOrEqual(view.south)
      expect(town.lng).toBeLessThanOrEqual(view.east)
    }
    expect(towns.map((town) => town.population)).toEqual(
      [...towns.map((town) => town.population)].sort((a, b) => b - a),
    )
  })

  it('knows every market’s towns, not only Sweden’s', () => {
    const capitals = [
      { name: 'Oslo', lat: 59.91, lng: 10.75 },
      { name: 'Helsinki', lat: 60.17, lng: 24.94 },
      { name: 'Bratislava', lat: 48.15, lng: 17.11 },
      { name: 'London', lat: 51.51, lng: -0.13 },
    ]
    for (const capital of capitals) {
      const around = {
        west: capital.lng - 0.3,
        south: capital.lat - 0.2,
        east: capital.lng + 0.3,
        north: capital.lat + 0.2,
      }
      expect(townsIn(mapTowns(), around, 1)[0]?.name).toBe(capital.name)
    }
  })
})
