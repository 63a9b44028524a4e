/**
 * Workshops' capacities as stored in the admin, or the defaults for one without an entry, and the
 * other brands each takes for general service.
 */
import 'server-only'
import type { Payload } from 'payload'
import type { Capacity } from './free-times'
import type { GeneralService } from './workshops'

/** `changeHours`: customers may move or cancel a booking until this many hours before it. */
export type WorkshopCapacity = Capacity & { leadMinutes: number; changeHours: number }

export const defaultCapacity: WorkshopCapacity = {
  bays: 2,
  slotMinutes: 60,
  leadMinutes: 120,
  changeHours: 24,
}

/** The capacities of several workshops in one query, by department id. */
export async function capacitiesOf(
  payload: Payload,
  departmentIds: string[],
): Promise<Map<string, WorkshopCapacity>> {
  const found = await payload.find({
    collection: 'workshop-capacities',
    where: { departmentId: { in: departmentIds } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: {
      departmentId: true,
      bays: true,
      slotMinutes: true,
      leadMinutes: true,
      customerChangeHours: true,
    },
  })
  const stored = new Map(
    found.docs.map((entry) => [
      entry.departmentId,
      {
        bays: entry.bays,
        slotMinutes: entry.slotMinutes,
        leadMinutes: entry.leadMinutes,
        changeHours: entry.customerChangeHours ?? defaultCapacity.changeHours,
      },
    ]),
  )
  return new Map(departmentIds.map((id) => [id, stored.get(id) ?? defaultCapacity]))
}

export async function capacityOf(payload: Payload, departmentId: string): Promise<WorkshopCapacity> {
  return (await capacitiesOf(payload, [departmentId])).get(departmentId)!
}

/** The workshops that also take other brands for general service (issue 19), by department id. */
export async function generalServiceOf(payload: Payload): Promise<Map<string, GeneralService>> {
  const found = await payload.find({
    collection: 'workshop-capacities',
    where: { generalService: { in: ['listed', 'all'] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { departmentId: true, generalService: true, generalServiceBrands: true },
  })
  return new Map(
    found.docs.map((entry) => [
      entry.departmentId,
      entry.generalService === 'all' ? 'all' : listedBrands(entry.generalServiceBrands),
    ]),
  )
}

const listedBrands = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((brand) => brand.trim())
    .filter(Boolean)
