import { describe, expect, it } from 'vitest'
import { parseISO } from 'date-fns'
import { hoursOn } from '@/lib/opening-hours'
import { departmentHours } from '../catalog/hours'
import { seasonOf, ukChristmasText, ukWarning, ukWarnings, usedCarCampaigns } from './alerts'

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
    expect(ukWarning(new Date('2026-11-25')).title).toBe(ukWarnings.christmas.title)
    expect(ukWarning(new Date('2026-12-27'))).toBe(ukWarnings.recalls)
    expect(ukWarning(new Date('2027-06-01'))).toBe(ukWarnings.recalls)
  })

  it('names the days the UK workshops close and reopen as their pages and calendars have them', () => {
    // 24 December 2026 is closed, Christmas Day a bank holiday, Boxing Day a Saturday whose bank
    // holiday moves to Monday 28th: the workshops reopen on Tuesday 29th, never on a Sunday.
    expect(ukWarning(new Date('2026-12-01')).text).toBe(
      'Our workshops close at 5:00 pm on Wednesday 23 December and reopen on Tuesday 29 December.',
    )
    // 2027: Christmas and Boxing Day fall on the weekend; their bank holidays are the 27th and 28th.
    expect(ukChristmasText(2027)).toMatch(
      /close at 5:00 pm on Friday 24 December and reopen on Wednesday 29 December/,
    )
    const workshop = departmentHours('UK', 'Workshop')
    expect(hoursOn(workshop, parseISO('2026-12-29'), 'UK')).not.toBeNull()
    for (const closed of ['2026-12-24', '2026-12-25', '2026-12-28']) {
      expect(hoursOn(workshop, parseISO(closed), 'UK')).toBeNull()
    }
  })

  it('names no month or date that would be past a season later', () => {
    const texts = [...Object.values(usedCarCampaigns.sv), ...Object.values(usedCarCampaigns.sk)]
    for (const message of texts)
      expect(message.text).not.toMatch(/april|apríl|mars|marec|december|\d{1,2}\./i)
  })
})
