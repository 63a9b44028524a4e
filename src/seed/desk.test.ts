import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearCache } from '@/lib/cache'
import { closeCatalogDatabases, importRecords, migrateCatalog } from '@/services/search'
import { seedWorkshopServices } from '@/seed/workshop/services'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'
import { stockholmSite, workshopDepartment } from '@/test/workshops'
import { demoDealerId, demoStaff } from './seed'

let payload: Payload
let cleanup: () => Promise<void>

/** Sunday 6 December 2026, 11:00 in Stockholm: the next weekdays have free afternoons. */
const now = new Date('2026-12-06T10:00:00Z')

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  await importRecords('sites_automotive-se', [stockholmSite([workshopDepartment('100.4502')])])
  await importRecords(
    'vehicles_automotive-se',
    ['a-1', 'a-2'].map((id) => ({
      car_id: id,
      slug: `volvo-xc60-${id}`,
      car_brand: 'Volvo',
      car_model: 'XC60',
      car_is_sample: false,
      car_site_id: demoDealerId,
      car_site_name: 'Automotive Stockholm',
      car_price: 299_900,
    })),
  )
  await seedWorkshopServices(payload)
  await createTestSite(payload, 'automotive-se', { catalog: { siteIndex: 'sites_automotive-se' } } as never)
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { ...demoStaff.dealerStaff, role: 'dealerStaff', dealers: [demoDealerId] },
  })
})
afterAll(async () => {
  await closeCatalogDatabases()
  await cleanup()
})

describe('the dealer desk’s demo', () => {
  it('has a lead in every state and bookings booked, confirmed, for the whole day, moved and cancelled, once', async () => {
    const { seedDeskBookings, seedDeskLeads } = await import('./desk')
    expect(await seedDeskLeads(payload, now)).toBe(6)
    expect(await seedDeskBookings(payload, now)).toBe(5)
    expect(await seedDeskLeads(payload, now)).toBe(0)
    expect(await seedDeskBookings(payload, now)).toBe(0)

    const leads = await payload.find({ collection: 'leads', sort: 'createdAt', overrideAccess: true })
    expect(leads.docs.map((lead) => lead.state).sort()).toEqual(
      ['contacted', 'lost', 'new', 'new', 'offer', 'won'].sort(),
    )
    expect(leads.docs.every((lead) => lead.dealer === demoDealerId && lead.customerName)).toBe(true)
    // The inbox's column: the car with its price in the site's currency, as a lead sent now has it.
    expect(leads.docs.every((lead) => lead.kind === 'carContact')).toBe(true)
    expect(leads.docs[0].askedAbout).toMatch(/^Volvo XC60 · 299\s900\skr$/)
    const contacted = leads.docs.find((lead) => lead.state === 'contacted')!
    // Worked by the demo's dealer staff, a day after it came.
    expect(contacted.responseMinutes).toBeGreaterThanOrEqual(26 * 60)
    expect(contacted.owner).toEqual(expect.objectContaining({ email: demoStaff.dealerStaff.email }))
    expect(contacted.history).toEqual([expect.objectContaining({ state: 'contacted' })])
    expect(leads.docs.find((lead) => lead.state === 'lost')!.lostReason).toBeTruthy()

    const bookings = await payload.find({
      collection: 'workshop-bookings',
      sort: 'date',
      overrideAccess: true,
    })
    const shown = bookings.docs.map((booking) => ({
      state: booking.status === 'cancelled' ? 'cancelled' : booking.confirmedAt ? 'confirmed' : 'booked',
      fullDay: booking.isFullDay,
      movedBy: booking.changes?.map((change) => change.by) ?? [],
    }))
    expect(shown).toEqual(
      expect.arrayContaining([
        { state: 'booked', fullDay: false, movedBy: [] },
        { state: 'confirmed', fullDay: false, movedBy: [] },
        { state: 'booked', fullDay: true, movedBy: [] },
        { state: 'booked', fullDay: false, movedBy: ['customer'] },
        { state: 'cancelled', fullDay: false, movedBy: ['staff'] },
      ]),
    )
    // On weekdays after today, in the afternoon, at the demo dealer's workshop.
    for (const booking of bookings.docs) {
      expect(booking).toMatchObject({ departmentId: '100.4502', workshopName: 'Automotive Stockholm' })
      expect(booking.date > '2026-12-06').toBe(true)
      if (!booking.isFullDay) expect(booking.time >= '13:00').toBe(true)
    }
  })
})
