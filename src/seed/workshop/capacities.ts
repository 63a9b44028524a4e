/**
 * Demo capacities: every Workshop department of automotive SE's dealer sites gets an entry the
 * staff can edit in the admin, two to four bays (a stable pick by department id), hourly slots
 * and a two-hour lead time; the demo's closed workshop (Trabant's only) none, as staff set a
 * workshop that takes no bookings. A few also take Lada for general service (general-service.ts),
 * a brand no workshop is authorised for; Saab stays a brand nobody services. Runs after the
 * catalog is seeded; skips departments that have one.
 */
import type { Payload } from 'payload'
import { closedWorkshop } from '@/seed/catalog/dealers'
import { workshopsOf } from '@/services/workshop/workshops'
import { generalServiceWorkshops } from './general-service'

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
    const digits = Number(workshop.departmentId.replace(/\D/g, '')) || 0
    await payload.create({
      collection: 'workshop-capacities',
      data: {
        departmentId: workshop.departmentId,
        workshopName: workshop.siteName,
        bays: workshop.departmentId === closedWorkshop.erpId ? 0 : 2 + (digits % 3),
        slotMinutes: 60,
        leadMinutes: 120,
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
