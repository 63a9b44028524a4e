/** A workshop's capacity as stored in the admin, or the defaults for one without an entry. */
import 'server-only'
import type { Payload } from 'payload'
import type { Capacity } from './free-times'

export type WorkshopCapacity = Capacity & { leadMinutes: number }

export const defaultCapacity: WorkshopCapacity = { bays: 2, slotMinutes: 60, leadMinutes: 120 }

export async function capacityOf(payload: Payload, departmentId: string): Promise<WorkshopCapacity> {
  const found = await payload.find({
    collection: 'workshop-capacities',
    where: { departmentId: { equals: departmentId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const entry = found.docs[0]
  return entry
    ? { bays: entry.bays, slotMinutes: entry.slotMinutes, leadMinutes: entry.leadMinutes }
    : defaultCapacity
}
