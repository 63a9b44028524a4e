/**
 * Role × collection × operation ("Roles" in docs/decisions.md): each demo role reads, creates,
 * updates and deletes through Payload's access control exactly what its scope allows, on the
 * database under test. Two sites and two dealers: one of each is the users' own.
 */
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'
import { clearCache } from '@/lib/cache'
import { importRecords, migrateCatalog } from '@/services/search'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'

let payload: Payload
let cleanup: () => Promise<void>

type Owner = 'own' | 'other' | 'shared'
/** Each collection's documents by whose they are: the users' site or dealer, the other, or none. */
const docs: Partial<Record<CollectionSlug, Partial<Record<Owner, number>>>> = {}
const siteIds = { own: 0, other: 0 }
const users = {} as Record<'admin' | 'editor' | 'dealer' | 'reception' | 'emptyEditor', User>

const site = (name: string) => createTestSite(payload, name, { catalog: { siteIndex: `sites_${name}` } })

async function make(collection: CollectionSlug, owner: Owner, data: Record<string, unknown>) {
  const created = await payload.create({
    collection,
    data: data as never,
    overrideAccess: true,
    locale: 'sv',
  })
  docs[collection] = { ...docs[collection], [owner]: created.id as number }
}

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  clearCache()
  await migrateCatalog()
  const [own, other] = [await site('own-se'), await site('other-se')]
  Object.assign(siteIds, { own: own.id, other: other.id })
  await importRecords('sites_own-se', [
    {
      site_id: 'own-se-1001',
      erp_id: '500.4500',
      site_departments: [{ group: 'Workshop', erp_id: '500.4502' }],
    },
    {
      site_id: 'own-se-1002',
      erp_id: '501.4500',
      site_departments: [{ group: 'Workshop', erp_id: '501.4502' }],
    },
  ])
  const user = async (key: keyof typeof users, data: Record<string, unknown>) => {
    users[key] = await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: `${key}@example.com`, password: `${key}-password-2026`, ...data } as never,
    })
  }
  await user('admin', { role: 'groupAdmin' })
  await user('editor', { role: 'siteEditor', sites: [own.id] })
  await user('emptyEditor', { role: 'siteEditor' })
  await user('dealer', { role: 'dealerStaff', dealers: ['own-se-1001'] })
  await user('reception', { role: 'workshopReception', dealers: ['own-se-1001'] })

  for (const [owner, siteId] of [
    ['own', own.id],
    ['other', other.id],
  ] as const) {
    await make('pages', owner, { site: siteId, title: owner, slug: owner, _status: 'published' })
    await make('redirects', owner, { site: siteId, source: `/${owner}-old`, destination: `/${owner}-new` })
    await make('dictionary', owner, { site: siteId, key: `${owner}Key`, value: owner })
    await make('site-regions', owner, { site: siteId, header: [], _status: 'published' })
  }
  await make('dictionary', 'shared', { key: 'sharedKey', value: 'shared' })
  const lead = (dealer: string) => ({
    formName: 'own-seCarContactForm',
    formSubmissionId: `submission-${dealer}-0000000000`,
    site: 'own-se',
    dealer,
    values: { name: 'Kund' },
    notificationStatus: 'sent',
  })
  await make('leads', 'own', lead('own-se-1001'))
  await make('leads', 'other', lead('own-se-1002'))
  await make('lead-exports', 'own', { dealer: 'own-se-1001', method: 'email', target: 'crm@own.example' })
  await make('lead-exports', 'other', {
    dealer: 'own-se-1002',
    method: 'webhook',
    target: 'https://crm.other.example/adf',
    secret: 'other-secret',
  })
  const booking = (departmentId: string) => ({
    confirmationId: `CONF${departmentId.replace('.', '')}`,
    departmentId,
    date: '2026-12-10',
    time: '09:00',
    minutes: 60,
    registrationNumber: 'ABC123',
    customer: { email: 'kund@example.com' },
    services: [],
  })
  await make('workshop-bookings', 'own', booking('500.4502'))
  await make('workshop-bookings', 'other', booking('501.4502'))
  await make('workshop-capacities', 'own', { departmentId: '500.4502', bays: 2 })
  await make('workshop-capacities', 'other', { departmentId: '501.4502', bays: 2 })
  const agreement = (station: string, index: number) => ({
    agreementNumber: `A-${index}`,
    station,
    customerName: 'Kund',
    phone: '+46701234567',
    vehicles: [{ regNo: `TIR${index}00`, brand: 'Volvo', model: 'V70' }],
  })
  await make('tire-hotel-agreements', 'own', agreement('500.4502', 1))
  await make('tire-hotel-agreements', 'other', agreement('501.4502', 2))
  await make('tire-hotel-reviews', 'own', {
    rating: 5,
    date: '2026-12-01',
    agreement: docs['tire-hotel-agreements']!.own,
  })
  await make('tire-hotel-reviews', 'other', {
    rating: 4,
    date: '2026-12-01',
    agreement: docs['tire-hotel-agreements']!.other,
  })
  await make('outbox', 'shared', { to: 'kund@example.com', subject: 'Hej', text: 'Hej' })
})
afterAll(() => cleanup())

const as = (who: keyof typeof users) => ({
  overrideAccess: false,
  user: { ...users[who], collection: 'users' as const },
})

/** Which of a collection's documents the user can read, by owner. */
async function readable(collection: CollectionSlug, who: keyof typeof users): Promise<Owner[]> {
  const found = await payload
    .find({ collection, ...as(who), depth: 0, pagination: false, locale: 'sv', draft: true })
    .catch(() => ({ docs: [] as Array<{ id: unknown }> }))
  const ids = new Set(found.docs.map((doc) => doc.id))
  const owners = Object.entries(docs[collection] ?? {}) as Array<[Owner, number]>
  return owners.filter(([, id]) => ids.has(id)).map(([owner]) => owner)
}

const allowed = (operation: Promise<unknown>) =>
  operation.then(
    () => true,
    () => false,
  )

type Who = keyof typeof users

const relationId = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : value

/** Whether the user may create, update or delete one document. */
const mayCreate = (who: Who, collection: CollectionSlug, data: Record<string, unknown>) =>
  allowed(payload.create({ collection, data: data as never, ...as(who), locale: 'sv' }))
const mayUpdate = (who: Who, collection: CollectionSlug, id: number, data: Record<string, unknown>) =>
  allowed(payload.update({ collection, id, data: data as never, ...as(who), locale: 'sv' }))
const mayDelete = (who: Who, collection: CollectionSlug, id: number) =>
  allowed(payload.delete({ collection, id, ...as(who) }))

/** Whether the user may change (a harmless field of) each document, by owner. */
async function updatable(collection: CollectionSlug, who: keyof typeof users, data: Record<string, unknown>) {
  const owners = Object.entries(docs[collection] ?? {}) as Array<[Owner, number]>
  const result: Owner[] = []
  for (const [owner, id] of owners) if (await mayUpdate(who, collection, id, data)) result.push(owner)
  return result
}

describe('roles', () => {
  it('site editors read and change the content of their sites only', async () => {
    expect(await readable('redirects', 'editor')).toEqual(['own', 'other'])
    expect(await updatable('pages', 'editor', { title: 'Edited' })).toEqual(['own'])
    expect(await updatable('redirects', 'editor', { destination: '/edited' })).toEqual(['own'])
    expect(await updatable('dictionary', 'editor', { value: 'edited' })).toEqual(['own'])
    expect(await updatable('site-regions', 'editor', { footer: [] })).toEqual(['own'])
    expect(await updatable('site-regions', 'dealer', { footer: [] })).toEqual([])
    const [ownSite, otherSite] = [{ id: siteIds.own }, { id: siteIds.other }]
    // They create pages for their sites, never for another, and cannot move a page there.
    expect(await mayCreate('editor', 'pages', { site: ownSite.id, title: 'New', slug: 'new' })).toBe(true)
    expect(await mayCreate('editor', 'pages', { site: otherSite.id, title: 'New', slug: 'new' })).toBe(false)
    expect(await mayUpdate('editor', 'pages', docs.pages!.own!, { site: otherSite.id })).toBe(false)
    // An entry for every site is the group admins'.
    expect(await mayCreate('editor', 'dictionary', { key: 'x', value: 'x', site: null })).toBe(false)
    expect(await mayUpdate('editor', 'sites', ownSite.id, { displayName: 'X' })).toBe(false)
    // Drafts of another site's pages stay hidden; published ones are public anyway.
    await payload.update({
      collection: 'pages',
      id: docs.pages!.other!,
      data: { _status: 'draft' },
      overrideAccess: true,
      locale: 'sv',
    })
    expect(await readable('pages', 'editor')).toEqual(['own'])
    expect(await readable('pages', 'admin')).toEqual(['own', 'other'])
    // The admin's document view reads the versions too: their own site's only.
    const versionsOf = async (id: number) =>
      (
        await payload.findVersions({
          collection: 'pages',
          where: { parent: { equals: id } },
          ...as('editor'),
        })
      ).totalDocs
    expect(await versionsOf(docs.pages!.own!)).toBeGreaterThan(0)
    expect(await versionsOf(docs.pages!.other!)).toBe(0)
  })

  it('gives each role only the operational data of its dealers', async () => {
    const expected: Array<[CollectionSlug, Record<keyof typeof users, Owner[]>]> = [
      ['leads', { admin: ['own', 'other'], editor: [], emptyEditor: [], dealer: ['own'], reception: [] }],
      [
        'lead-exports',
        { admin: ['own', 'other'], editor: [], emptyEditor: [], dealer: ['own'], reception: [] },
      ],
      [
        'workshop-bookings',
        { admin: ['own', 'other'], editor: [], emptyEditor: [], dealer: ['own'], reception: ['own'] },
      ],
      [
        'workshop-capacities',
        { admin: ['own', 'other'], editor: [], emptyEditor: [], dealer: [], reception: ['own'] },
      ],
      [
        'tire-hotel-agreements',
        { admin: ['own', 'other'], editor: [], emptyEditor: [], dealer: ['own'], reception: [] },
      ],
      [
        'tire-hotel-reviews',
        { admin: ['own', 'other'], editor: [], emptyEditor: [], dealer: ['own'], reception: [] },
      ],
      ['outbox', { admin: ['shared'], editor: [], emptyEditor: [], dealer: [], reception: [] }],
    ]
    for (const [collection, byRole] of expected)
      for (const who of Object.keys(byRole) as Array<keyof typeof users>)
        expect({ collection, who, owners: await readable(collection, who) }).toEqual({
          collection,
          who,
          owners: byRole[who],
        })
  })

  it('lets dealer staff and reception change only what their task needs', async () => {
    // Reception may change its own bookings, only through the booking service's endpoints: a
    // time or status written through the API is not stored.
    expect(await updatable('workshop-bookings', 'reception', { status: 'cancelled' })).toEqual(['own'])
    expect(
      await payload.findByID({
        collection: 'workshop-bookings',
        id: docs['workshop-bookings']!.own!,
        depth: 0,
      }),
    ).toMatchObject({ status: 'booked' })
    expect(await updatable('workshop-capacities', 'reception', { bays: 3 })).toEqual(['own'])
    expect(await updatable('workshop-capacities', 'dealer', { bays: 3 })).toEqual([])
    expect(await updatable('tire-hotel-agreements', 'dealer', { customerName: 'Ny Kund' })).toEqual(['own'])
    expect(await updatable('leads', 'dealer', { state: 'contacted' })).toEqual(['own'])
    expect(await updatable('leads', 'reception', { state: 'contacted' })).toEqual([])
    expect(await updatable('leads', 'editor', { state: 'contacted' })).toEqual([])
    // A capacity for another dealer's workshop is refused; one for their own is not.
    expect(await mayCreate('reception', 'workshop-capacities', { departmentId: '501.4500', bays: 1 })).toBe(
      false,
    )
    expect(await mayCreate('reception', 'workshop-capacities', { departmentId: '500.4500', bays: 1 })).toBe(
      true,
    )
    expect(await mayDelete('dealer', 'leads', docs.leads!.own!)).toBe(false)
  })

  it('lets dealer staff work a lead: state, owner and notes move, what the customer sent stays', async () => {
    const id = docs.leads!.own!
    const worked = await payload.update({
      collection: 'leads',
      id,
      ...as('dealer'),
      data: {
        state: 'offer',
        owner: users.dealer.id,
        notes: [{ text: 'Skickat offert' }],
        values: { name: 'Someone Else' },
        notificationStatus: 'failed',
        formName: 'forged',
        exports: [
          { at: '2026-12-01T10:00:00.000Z', method: 'email', target: 'x@example.com', outcome: 'delivered' },
        ],
      },
    })
    expect(worked).toMatchObject({
      state: 'offer',
      values: { name: 'Kund' },
      notificationStatus: 'sent',
      formName: 'own-seCarContactForm',
      customerName: 'Kund',
      exports: [],
    })
    expect(worked.history?.at(-1)).toMatchObject({ state: 'offer' })
    expect(worked.notes?.map((note) => note.text)).toEqual(['Skickat offert'])
    expect(worked.firstResponseAt).toEqual(expect.any(String))
    expect(worked.responseMinutes).toEqual(expect.any(Number))
    expect(relationId(worked.owner)).toBe(users.dealer.id)
    // The owner is one of the dealer's staff or a group admin: reception is neither.
    expect(await mayUpdate('dealer', 'leads', id, { owner: users.reception.id })).toBe(false)
    expect(await mayUpdate('dealer', 'leads', id, { owner: users.admin.id })).toBe(true)
    // Lost needs a reason.
    expect(await mayUpdate('dealer', 'leads', id, { state: 'lost' })).toBe(false)
    expect(await mayUpdate('dealer', 'leads', id, { state: 'lost', lostReason: 'Köpte annan bil' })).toBe(
      true,
    )
  })

  it('lets group admins alone set up lead exports; dealer staff read their dealers’ without the secret', async () => {
    const setting = { dealer: 'own-se-1001', method: 'webhook', target: 'https://crm.own.example/adf' }
    expect(await mayCreate('admin', 'lead-exports', setting)).toBe(true)
    for (const who of ['dealer', 'editor', 'reception'] as const)
      expect({ who, created: await mayCreate(who, 'lead-exports', setting) }).toEqual({ who, created: false })
    expect(await updatable('lead-exports', 'admin', { enabled: true })).toEqual(['own', 'other'])
    for (const who of ['dealer', 'editor', 'reception'] as const)
      expect({ who, updated: await updatable('lead-exports', who, { enabled: false }) }).toEqual({
        who,
        updated: [],
      })
    expect(await mayDelete('dealer', 'lead-exports', docs['lead-exports']!.own!)).toBe(false)
    expect(await mayDelete('reception', 'lead-exports', docs['lead-exports']!.own!)).toBe(false)
    // Anonymous callers get nothing.
    const anonymous = { overrideAccess: false as const }
    const anonymousRead = await payload.find({ collection: 'lead-exports', ...anonymous }).then(
      (found) => found.docs,
      () => [],
    )
    expect(anonymousRead).toEqual([])
    expect(
      await allowed(payload.create({ collection: 'lead-exports', data: setting as never, ...anonymous })),
    ).toBe(false)
    // The shared secret is the group admins' alone.
    const read = (who: Who, owner: Owner) =>
      payload.findByID({ collection: 'lead-exports', id: docs['lead-exports']![owner]!, ...as(who) })
    expect(await read('dealer', 'own')).toMatchObject({ target: 'crm@own.example' })
    expect((await read('admin', 'other')).secret).toBe('other-secret')
    expect(await allowed(read('dealer', 'other'))).toBe(false)
    await payload.update({
      collection: 'lead-exports',
      id: docs['lead-exports']!.own!,
      data: { secret: 'own-secret' },
      overrideAccess: true,
    })
    expect(await read('dealer', 'own')).not.toHaveProperty('secret')
    // The target is checked for its method: one e-mail address, or an http(s) address.
    for (const [method, target, ok] of [
      ['email', 'not an address', false],
      ['email', 'a@example.com, b@example.com', false],
      ['webhook', 'javascript:alert(1)', false],
      ['webhook', 'ftp://crm.example/adf', false],
      ['webhook', 'http://crm.example:8080/adf', true],
    ] as const)
      expect({
        target,
        ok: await mayCreate('admin', 'lead-exports', { dealer: 'x', method, target }),
      }).toEqual({
        target,
        ok,
      })
  })

  it('lets only group admins manage users, and nobody raise their own role', async () => {
    expect(
      (await payload.find({ collection: 'users', ...as('dealer') })).docs.map((user) => user.email),
    ).toEqual(['dealer@example.com'])
    expect((await payload.find({ collection: 'users', ...as('admin'), limit: 0 })).totalDocs).toBe(5)
    const promoted = await payload.update({
      collection: 'users',
      id: users.dealer.id,
      data: { role: 'groupAdmin', dealers: ['own-se-1002'], name: 'Dealer' },
      ...as('dealer'),
    })
    expect(promoted).toMatchObject({ role: 'dealerStaff', dealers: ['own-se-1001'], name: 'Dealer' })
    const newUser = { email: 'x@example.com', password: 'x-password-2026', role: 'groupAdmin' }
    expect(await mayCreate('editor', 'users', newUser)).toBe(false)
    expect(await mayDelete('reception', 'users', users.editor.id)).toBe(false)
  })

  it('gives a user without a scope nothing to work on', async () => {
    expect(await readable('pages', 'emptyEditor')).toEqual(['own'])
    expect(await updatable('pages', 'emptyEditor', { title: 'x' })).toEqual([])
    const redirect = { site: siteIds.own, source: '/empty', destination: '/' }
    expect(await mayCreate('emptyEditor', 'redirects', redirect)).toBe(false)
    expect(await mayCreate('editor', 'redirects', redirect)).toBe(true)
  })
})
