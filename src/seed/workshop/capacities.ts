/**
 * Demo capacities: every Workshop department of automotive SE's dealer sites gets an entry the
 * staff can edit in the admin, two to four bays and a lead time of two hours to two days (a stable
 * pick by department id, demoCapacity), hourly slots; the demo's closed workshop (Trabant's only) none, as staff set a
 * workshop that takes no bookings. A few also take Lada for general service (general-service.ts),
 * a brand no workshop is authorised for; Saab stays a brand nobody services. Runs after the
 * catalog is seeded; skips departments that have one.
 */
import type { Payload } from 'payload'
import { closedWorkshop } from '@/seed/catalog/dealers'
import { workshopsOf } from '@/services/workshop/workshops'
import { generalServiceWorkshops } from './general-service'

/** Lead times the demo workshops keep: a quiet one books from two hours ahead, a busy one days ahead. */
const leadTimes = [120, 240, 24 * 60, 2 * 24 * 60] as const

/**
 * A demo workshop's capacity, picked by its department id (its dealer's number first, then the
 * digits): bays and lead times differ, so with the dealers' different hours the first free time
 * differs from workshop to workshop (decisions: "Demo opening hours").
 */
export function demoCapacity(departmentId: string): {
  bays: number
  slotMinutes: number
  leadMinutes: number
} {
  const digits = Number(departmentId.replace(/\D/g, '')) || 0
  const dealer = Number(departmentId.split('.')[0]) || 0
  return {
    bays: departmentId === closedWorkshop.erpId ? 0 : 2 + (digits % 3),
    slotMinutes: 60,
    leadMinutes: leadTimes[dealer % leadTimes.length],
  }
}

export async function seedWorkshopCapacities(
  payload: Payload,
  sitesIndex = 'sites_automotive-se',
): Promise<number> {
  const existing = await payload.find({
    collection: 'workshop-capacities',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { departmentId: true },
  })
  const have = new Set(existing.docs.map((entry) => entry.departmentId))
  let created = 0
  for (const workshop of await workshopsOf(sitesIndex)) {
    if (have.has(workshop.departmentId)) continue
    await payload.create({
      collection: 'workshop-capacities',
      data: {
        departmentId: workshop.departmentId,
        workshopName: workshop.siteName,
        ...demoCapacity(workshop.departmentId),
        ...(generalServiceWorkshops.departmentIds.includes(workshop.departmentId)
          ? { generalService: 'listed' as const, generalServiceBrands: generalServiceWorkshops.brands }
          : {}),
      },
      overrideAccess: true,
    })
    created++
  }
  return created
}
