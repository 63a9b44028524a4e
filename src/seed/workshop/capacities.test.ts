import { describe, expect, it } from 'vitest'
import { generateDealers } from '@/seed/catalog/dealers'
import { demoSites } from '@/seed/catalog/markets'
import type { OpeningSchedule } from '@/lib/opening-hours'
import { availability } from '@/services/workshop/free-times'
import { workshopMarket, workshopTimeZone } from '@/services/workshop/workshops'
import { demoCapacity } from './capacities'

describe('the demo workshops’ capacities', () => {
  // automotive SE's workshops, as the catalog seed generates them (seed 1000: the first demo site).
  const workshops = generateDealers(demoSites[0], 1_000, new Date('2026-12-07T00:00:00Z')).flatMap((dealer) =>
    dealer.site_departments
      .filter((department) => department.group === 'Workshop')
      .map((department) => ({
        departmentId: department.erp_id,
        schedule: (department as unknown as { openingschedule: OpeningSchedule }).openingschedule,
      })),
  )

  /** The first free time of a one-hour job, asked on a Monday morning. */
  const firstFree = (workshop: (typeof workshops)[number]) => {
    const capacity = demoCapacity(workshop.departmentId)
    const days = availability({
      schedule: workshop.schedule,
      timeZone: workshopTimeZone,
      market: workshopMarket,
      capacity,
      bookings: [],
      minutes: 60,
      from: '2027-01-11',
      days: 14,
      now: new Date('2027-01-11T06:00:00Z'),
      leadMinutes: capacity.leadMinutes,
    })
    const day = days.find((entry) => entry.availableSlots.length > 0)
    return day ? `${day.date} ${day.availableSlots[0]}` : null
  }

  it('differ, so the first free time differs from workshop to workshop', () => {
    const open = workshops.filter((workshop) => demoCapacity(workshop.departmentId).bays > 0)
    expect(open.length).toBeGreaterThan(5)
    expect(
      new Set(open.map((workshop) => demoCapacity(workshop.departmentId).leadMinutes)).size,
    ).toBeGreaterThan(2)
    const firsts = open.map(firstFree)
    expect(firsts.every((first) => first !== null)).toBe(true)
    expect(new Set(firsts).size).toBeGreaterThan(3)
  })

  it('leave the closed workshop without bays', () => {
    expect(workshops.filter((workshop) => demoCapacity(workshop.departmentId).bays === 0)).toHaveLength(1)
  })
})
