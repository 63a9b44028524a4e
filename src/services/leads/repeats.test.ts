import type { Where } from 'payload'
import { describe, expect, it } from 'vitest'
import type { Lead } from '@/cms/payload-types'
import { Leads } from '@/cms/collections/Leads'
import { carContactBody, dealers, leadQueries, serviceRequestBody, withLeadsDatabase } from './test-fixtures'

// Integration tests of duplicate leads shown as one (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const { submitted } = leadQueries(payload, (body, client) => leads().submitLead(body, client))

const stored = (id: number): Promise<Lead> =>
  payload().findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
const repeatOf = (lead: Lead) =>
  (typeof lead.repeatOf === 'object' ? lead.repeatOf?.id : lead.repeatOf) ?? null

/** The leads of the admin's list among these: its base filter applied. */
async function listed(ids: number[]): Promise<number[]> {
  const base = await (Leads.admin!.baseFilter as () => Where)()
  const found = await payload().find({
    collection: 'leads',
    where: { and: [base, { id: { in: ids } }] },
    overrideAccess: true,
    depth: 0,
  })
  return found.docs.map((lead) => lead.id).sort((a, b) => a - b)
}

describe('a lead sent again', () => {
  it('by the same customer about the same car within a day is a repeat, counted on the first', async () => {
    const customer = { email: 'twice@example.com', phone: '070 555 12 34' }
    const first = await submitted(carContactBody(customer))
    const again = await submitted(carContactBody({ ...customer, message: 'Hallå?' }))
    // Another address, but the same number in another format: the same customer.
    const byPhone = await submitted(carContactBody({ email: 'other@example.com', phone: '+46 70 555 12 34' }))
    const otherCar = await submitted(
      carContactBody({ ...customer, car_id: 'n-7' }, { formName: 'carstore-noCarContactForm' }),
    )

    expect(repeatOf(first)).toBeNull()
    expect(repeatOf(again)).toBe(first.id)
    expect(repeatOf(byPhone)).toBe(first.id)
    expect(repeatOf(otherCar)).toBeNull()
    expect(await stored(first.id)).toMatchObject({ repeats: 2, lastRepeatAt: expect.any(String) })
    // Each is still mailed to the seller and kept; the list shows the first alone.
    expect(again.notificationStatus).toBe('outbox')
    expect(await listed([first.id, again.id, byPhone.id, otherCar.id])).toEqual([first.id, otherCar.id])
  })

  it('without a car is a repeat when it goes to the same form and dealer', async () => {
    const customer = { customerEmail: 'service@example.no', customerPhone: '+47 900 11 222' }
    const first = await submitted(serviceRequestBody(customer))
    const again = await submitted(serviceRequestBody({ ...customer, description: 'Glemte: også olje.' }))
    const otherDealer = await submitted(
      serviceRequestBody({
        ...customer,
        dealerId: dealers.bergen.site_id,
        siteName: dealers.bergen.site_official_name,
        siteEmail: dealers.bergen.site_email,
      }),
    )
    expect(repeatOf(again)).toBe(first.id)
    expect(repeatOf(otherDealer)).toBeNull()
  })

  it('more than a day later is a lead of its own', async () => {
    const customer = { email: 'later@example.com', phone: '+46 70 555 99 88' }
    const first = await submitted(carContactBody(customer))
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    await payload().db.updateOne({ collection: 'leads', id: first.id, data: { createdAt: dayAgo } })
    expect(repeatOf(await submitted(carContactBody(customer)))).toBeNull()
  })

  it('twice at once ends as one first lead and one repeat, counted on the first', async () => {
    for (const round of [1, 2, 3]) {
      const customer = { email: `double-click-${round}@example.com`, phone: `+46 70 555 77 6${round}` }
      const [a, b] = await Promise.all([
        submitted(carContactBody(customer)),
        submitted(carContactBody(customer)),
      ])
      const [first, repeat] = repeatOf(a) === null ? [a, b] : [b, a]
      expect(repeatOf(first)).toBeNull()
      expect(repeatOf(repeat)).toBe(first.id)
      expect(await stored(first.id)).toMatchObject({ repeats: 1, notificationStatus: 'outbox' })
    }
  })

  it('keeps its keys out of every answer', async () => {
    const lead = await submitted(carContactBody({ email: 'keys@example.com' }))
    expect(lead).not.toHaveProperty('emailKey')
    expect(lead).not.toHaveProperty('phoneKey')
  })
})
