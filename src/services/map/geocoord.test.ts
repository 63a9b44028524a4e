import { describe, expect, it } from 'vitest'
import { parseGeocoord } from './geocoord'

describe('parseGeocoord', () => {
  it('reads the catalog\'s "lat,lng" string', () => {
    expect(parseGeocoord('59.32930,18.06860')).toEqual({ lat: 59.3293, lng: 18.0686 })
    expect(parseGeocoord(' -33.9, 151.2 ')).toEqual({ lat: -33.9, lng: 151.2 })
  })
  it('gives null for missing, malformed or out-of-range coordinates', () => {
    expect(parseGeocoord(undefined)).toBeNull()
    expect(parseGeocoord('')).toBeNull()
    expect(parseGeocoord('59.3;18.0')).toBeNull()
    expect(parseGeocoord('91,18')).toBeNull()
  })
})
