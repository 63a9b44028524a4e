import { describe, expect, it } from 'vitest'
import { distanceKm, nearestFirst } from './nearest'

const stockholm = { lat: 59.3293, lng: 18.0686 }
const workshops = [
  { departmentId: 'goteborg', latitude: 57.7089, longitude: 11.9746 },
  { departmentId: 'nowhere', latitude: null, longitude: null },
  { departmentId: 'uppsala', latitude: 59.8586, longitude: 17.6389 },
  { departmentId: 'stockholm', latitude: 59.33, longitude: 18.07 },
  { departmentId: 'malmo', latitude: 55.605, longitude: 13.0038 },
]

describe('distanceKm', () => {
  it('measures Stockholm–Göteborg as the crow flies (about 397 km)', () => {
    expect(Math.round(distanceKm(stockholm, { lat: 57.7089, lng: 11.9746 }))).toBe(397)
  })
})

describe('nearestFirst', () => {
  it('orders by distance, workshops without coordinates last', () => {
    expect(nearestFirst(workshops, stockholm, null, 10).map((workshop) => workshop.departmentId)).toEqual([
      'stockholm',
      'uppsala',
      'goteborg',
      'malmo',
      'nowhere',
    ])
  })
  it('pages after the cursor', () => {
    expect(nearestFirst(workshops, stockholm, null, 2).map((workshop) => workshop.departmentId)).toEqual([
      'stockholm',
      'uppsala',
    ])
    expect(nearestFirst(workshops, stockholm, 'uppsala', 2).map((workshop) => workshop.departmentId)).toEqual(
      ['goteborg', 'malmo'],
    )
    expect(nearestFirst(workshops, stockholm, 'nowhere', 2)).toEqual([])
  })
})
