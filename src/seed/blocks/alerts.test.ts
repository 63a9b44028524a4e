import { describe, expect, it } from 'vitest'
import { seasonOf, ukWarning, ukWarnings, usedCarCampaigns } from './alerts'

describe('seasonal alert messages', () => {
  it('offers tyres for the season the demo is seeded in', () => {
    expect(seasonOf(new Date('2026-11-25'))).toBe('autumn')
    expect(seasonOf(new Date('2027-01-10'))).toBe('winter')
    expect(seasonOf(new Date('2027-04-01'))).toBe('spring')
    expect(seasonOf(new Date('2027-07-01'))).toBe('summer')
    expect(usedCarCampaigns.sv[seasonOf(new Date('2026-11-25'))].text).toContain('Vinterhjul')
    expect(usedCarCampaigns.sk[seasonOf(new Date('2027-04-01'))].text).toContain('letné')
  })

  it('shows Christmas opening hours only before Christmas', () => {
    expect(ukWarning(new Date('2026-11-25'))).toBe(ukWarnings.christmas)
    expect(ukWarning(new Date('2026-12-27'))).toBe(ukWarnings.recalls)
    expect(ukWarning(new Date('2027-06-01'))).toBe(ukWarnings.recalls)
  })

  it('names no month or date that would be past a season later', () => {
    const texts = [...Object.values(usedCarCampaigns.sv), ...Object.values(usedCarCampaigns.sk)]
    for (const message of texts)
      expect(message.text).not.toMatch(/april|apríl|mars|marec|december|\d{1,2}\./i)
  })
})
