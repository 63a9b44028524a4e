import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lead, User } from '@/cms/payload-types'
import { median, responseMedians, responsePeriodOf } from './response-times'
import { car, carContactBody, leadQueries, serviceRequestBody, withLeadsDatabase } from './test-fixtures'

describe('first-response medians', () => {
  it('take the middle value, or the mean of the two middle ones', () => {
    expect(median([30, 10, 500])).toBe(30)
    expect(median([10, 30])).toBe(20)
    expect(median([])).toBeNull()
  })

  it('group answered leads by dealer and by the person who answered first, and count each dealer’s unanswered ones', () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 11, 6, 9, minutes)).toISOString()
    const lead = (dealer: string | null, minutes: number | null, by: number | null) => ({
      dealer,
      createdAt: at(0),
      firstResponseAt: minutes === null ? null : at(minutes),
      history: minutes === null ? [] : [{ by }],
    })
    expect(
      responseMedians([
        lead('b', 10, 1),
        lead('a', 20, 2),
        lead('a', 40, 1),
        lead(null, 5, null),
        lead('a', null, null),
        lead('c', null, null),
        lead('c', null, null),
      ]),
    ).toEqual({
      dealers: [
        { key: '', median: 5, count: 1, unanswered: 0 },
        { key: 'a', median: 30, count: 2, unanswered: 1 },
        { key: 'b', median: 10, count: 1, unanswered: 0 },
        { key: 'c', median: null, count: 0, unanswered: 2 },
      ],
      people: [
        { key: 2, median: 20, count: 1 },
        { key: 1, median: 25, count: 2 },
      ],
    })
  })

  it('cover a period the address names from the declared list, else 30 days', () => {
    expect(responsePeriodOf('7')).toBe(7)
    expect(responsePeriodOf(['90'])).toBe(90)
    expect(responsePeriodOf('365')).toBe(30)
    expect(responsePeriodOf(undefined)).toBe(30)
  })
})

// Integration: the medians read with the user's own access (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const { submitted } = leadQueries(payload, (body, client) => leads().submitLead(body, client))
const users = {} as Record<'staff' | 'admin', User>
let medians: typeof import('./response-medians')
const now = new Date()

/** A lead answered by `user` `minutes` after it arrived, `daysAgo` days ago. */
async function answered(lead: Lead, user: User, minutes: number, daysAgo = 1) {
  await payload().update({
    collection: 'leads',
    id: lead.id,
    data: { state: 'contacted' },
    overrideAccess: true,
    user: { ...user, collection: 'users' } as never,
  })
  const createdAt = new Date(now.getTime() - daysAgo * 24 * 60 * 60 * 1000)
  const firstResponseAt = new Date(createdAt.getTime() + minutes * 60 * 1000)
  await payload().db.updateOne({
    collection: 'leads',
    id: lead.id,
    data: { createdAt: createdAt.toISOString(), firstResponseAt: firstResponseAt.toISOString() },
  })
}

beforeAll(async () => {
  for (const [key, data] of [
    ['staff', { role: 'dealerStaff', dealers: [car.car_site_id], name: 'Stina Säljare' }],
    ['admin', { role: 'groupAdmin' }],
  ] as const)
    users[key] = await payload().create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `medians-${key}@example.com`, password: `${key}-password-2026`, ...data } as never,
    })
  medians = await import('./response-medians')
  const customer = (n: number) => ({ email: `m${n}@example.com`, phone: `+46 70 000 10 ${10 + n}` })
  await answered(await submitted(carContactBody(customer(1))), users.staff, 10)
  await answered(await submitted(carContactBody(customer(2))), users.staff, 30)
  await answered(await submitted(carContactBody(customer(3))), users.staff, 500, 40)
  await answered(await submitted(serviceRequestBody()), users.admin, 60)
  await submitted(carContactBody(customer(4)))
})

describe('the dashboard’s first-response medians', () => {
  const as = (user: User, days: number) =>
    medians.responseMediansFor(payload(), { ...user, collection: 'users' } as never, days, now)

  it('show a group admin every dealer and person over the period', async () => {
    expect(await as(users.admin, 30)).toEqual({
      dealers: [
        { key: car.car_site_id, median: 20, count: 2, unanswered: 1 },
        { key: 'no-oslo', median: 60, count: 1, unanswered: 0 },
      ],
      people: [
        { key: users.staff.id, median: 20, count: 2, name: 'Stina Säljare' },
        { key: users.admin.id, median: 60, count: 1, name: users.admin.email },
      ],
    })
    expect((await as(users.admin, 90)).dealers[0]).toEqual({
      key: car.car_site_id,
      median: 30,
      count: 3,
      unanswered: 1,
    })
    expect((await as(users.admin, 7)).dealers.map((row) => row.key)).toEqual([car.car_site_id, 'no-oslo'])
  })

  it('are drawn on the dashboard for the period the address names', async () => {
    const { LeadMedians } = await import('@/cms/admin/LeadMedians')
    const element = await LeadMedians({
      payload: payload(),
      user: { ...users.staff, collection: 'users' } as never,
      i18n: { language: 'sv' },
      searchParams: { responseDays: '90' },
    })
    const html = renderToStaticMarkup(element!)
    expect(html).toContain('Första svar, median i minuter')
    expect(html).toContain('<th scope="row">Stina Säljare</th><td>30</td><td>3</td></tr>')
    expect(html).toContain('<th scope="col">Ännu obesvarade</th>')
    expect(html).toContain(`<th scope="row">${car.car_site_id}</th><td>30</td><td>3</td><td>1</td>`)
    expect(html).toMatch(/<a href="\/admin\?responseDays=90" aria-current="page"/)
  })

  it('show dealer staff their own dealers only', async () => {
    expect(await as(users.staff, 30)).toEqual({
      dealers: [{ key: car.car_site_id, median: 20, count: 2, unanswered: 1 }],
      people: [{ key: users.staff.id, median: 20, count: 2, name: 'Stina Säljare' }],
    })
  })
})
