import type { PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Lead, User } from '@/cms/payload-types'
import { car, carContactBody, leadQueries, sellCarBody, withLeadsDatabase } from './test-fixtures'

// Integration tests of a lead's owner in one click (TEST_DB=sqlite|postgres).
const { payload, leads } = withLeadsDatabase()
const { submitted } = leadQueries(payload, (body, client) => leads().submitLead(body, client))

let assign: typeof import('./assign')
const users = {} as Record<'anna' | 'bo' | 'otherStaff' | 'editor' | 'admin', User>

beforeAll(async () => {
  for (const [key, data] of [
    ['anna', { role: 'dealerStaff', dealers: [car.car_site_id] }],
    ['bo', { role: 'dealerStaff', dealers: ['carstore-se-1001', car.car_site_id] }],
    ['otherStaff', { role: 'dealerStaff', dealers: ['carstore-se-9999'] }],
    ['editor', { role: 'siteEditor' }],
    ['admin', { role: 'groupAdmin' }],
  ] as const)
    users[key] = await payload().create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `assign-${key}@example.com`, password: `${key}-password-2026`, ...data } as never,
    })
  assign = await import('./assign')
})

const as = (user: User | null, id: number, body?: unknown) =>
  ({
    payload: payload(),
    user: user && { ...user, collection: 'users' },
    routeParams: { id: String(id) },
    json: async () => body,
    headers: new Headers(),
  }) as unknown as PayloadRequest
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })
const ownerOf = async (id: number) => {
  const lead: Lead = await payload().findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
  return (typeof lead.owner === 'object' ? lead.owner?.id : lead.owner) ?? null
}

describe('next in turn', () => {
  it('is whoever was never given a lead, else whoever was given one longest ago; ties go to the first user', () => {
    expect(
      assign.nextInTurn([
        { id: 3, lastAssignedAt: '2026-12-06T10:00:00.000Z' },
        { id: 2, lastAssignedAt: '2026-12-05T10:00:00.000Z' },
      ]),
    ).toBe(2)
    expect(
      assign.nextInTurn([
        { id: 3, lastAssignedAt: '' },
        { id: 2, lastAssignedAt: '2026-12-05T10:00:00.000Z' },
        { id: 4, lastAssignedAt: '' },
      ]),
    ).toBe(3)
    expect(assign.nextInTurn([])).toBeNull()
  })
})

describe('a lead’s owner in one click', () => {
  it('goes round the dealer’s staff in turn, the longest-waiting first', async () => {
    const [first, second, third] = [
      await submitted(carContactBody()),
      await submitted(carContactBody({ email: 'b@example.com', phone: '+46 70 000 00 11' })),
      await submitted(carContactBody({ email: 'c@example.com', phone: '+46 70 000 00 12' })),
    ]
    const next = (lead: Lead) => assign.handleAssign(as(users.anna, lead.id, { to: 'next' }))
    expect(await answer(await next(first))).toMatchObject({ status: 200, body: { owner: users.anna.id } })
    expect(await answer(await next(second))).toMatchObject({ status: 200, body: { owner: users.bo.id } })
    expect(await answer(await next(third))).toMatchObject({ status: 200, body: { owner: users.anna.id } })
    expect(await ownerOf(third.id)).toBe(users.anna.id)
  })

  it('assigns the lead to its dealer’s staff member or a group admin who asks, and to nobody else', async () => {
    const lead = await submitted(carContactBody({ email: 'me@example.com', phone: '+46 70 000 00 13' }))
    const me = (user: User | null) => assign.handleAssign(as(user, lead.id, { to: 'me' }))
    expect((await me(null)).status).toBe(401)
    expect((await me(users.editor)).status).toBe(403)
    expect((await me(users.otherStaff)).status).toBe(404)
    expect((await assign.handleAssign(as(users.bo, lead.id, { to: 'everyone' }))).status).toBe(400)
    expect((await me(users.bo)).status).toBe(200)
    expect(await ownerOf(lead.id)).toBe(users.bo.id)
    expect((await me(users.admin)).status).toBe(200)
    expect(await ownerOf(lead.id)).toBe(users.admin.id)
  })

  it('has nobody to turn to for a lead of the site as a whole', async () => {
    const lead = await submitted(sellCarBody())
    expect(await answer(await assign.handleAssign(as(users.admin, lead.id, { to: 'next' })))).toMatchObject({
      status: 409,
      body: { code: 'NoStaff' },
    })
    expect(await ownerOf(lead.id)).toBeNull()
  })
})
