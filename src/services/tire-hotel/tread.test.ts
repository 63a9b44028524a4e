import { describe, expect, it } from 'vitest'
import { seasonOfPattern, storedSeason, treadStatus } from './tread'

describe('tread status by the legal depth', () => {
  it('says a Swedish winter tire under 3 mm and a summer tire under 1.6 mm must be changed', () => {
    expect(treadStatus(2, 'winter')).toMatchObject({ threadStatusId: 1, required: true })
    expect(treadStatus(2, 'winter').threadStatusMessage).toMatch(/måste bytas/)
    expect(treadStatus(1.5, 'summer')).toMatchObject({ threadStatusId: 1, required: true })
  })

  it('only recommends a change at or just above the limit, and passes deeper tread', () => {
    expect(treadStatus(3, 'winter')).toMatchObject({ threadStatusId: 1, required: false })
    expect(treadStatus(2, 'summer')).toMatchObject({ threadStatusId: 1, required: false })
    expect(treadStatus(5, 'winter').threadStatusId).toBe(2)
    expect(treadStatus(7, 'summer').threadStatusId).toBe(3)
  })

  it('stores summer tires from October to March and winter tires from April to September', () => {
    expect(storedSeason(new Date('2026-12-07T12:00:00Z'))).toBe('summer')
    expect(storedSeason(new Date('2027-03-31T12:00:00Z'))).toBe('summer')
    expect(storedSeason(new Date('2027-06-01T12:00:00Z'))).toBe('winter')
    expect(seasonOfPattern('Vinter, dubb')).toBe('winter')
    expect(seasonOfPattern('Sommar')).toBe('summer')
  })
})
