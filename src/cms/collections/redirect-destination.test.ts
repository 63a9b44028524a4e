// The editor's warning on a redirect whose destination is no page (decisions: What a visitor sees),
// on the database named by TEST_DB.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/cms/payload-types'
import { createTestPayload } from '@/test/payload'

let payload: Payload
let cleanup: () => Promise<void>
let editor: User
let siteId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  editor = await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: 'editor@example.com', password: 'a-long-enough-password', role: 'groupAdmin' },
  })
  const site = await payload.create({
    collection: 'sites',
    overrideAccess: true,
    data: {
      name: 'shop-se',
      displayName: 'Shop',
      url: 'http://shop-se.localhost',
      market: 'SE',
      fontPair: 'montserrat-inter',
      theme: 'carstore',
      titleTemplate: '%s',
      languages: [{ language: 'sv' }],
    } as never,
  })
  siteId = site.id
  const page = (slug: string, parent?: number, isWildcard = false) =>
    payload.create({
      collection: 'pages',
      locale: 'sv',
      overrideAccess: true,
      data: { site: siteId, title: slug, slug, parent, isWildcard, _status: 'published' } as never,
    })
  const legal = await page('juridik')
  await page('integritet', legal.id)
  await page('kop-bil', undefined, true)
})
afterAll(async () => {
  await cleanup?.()
})

async function warningFor(destination: string, user: User | null = editor) {
  const rule = await payload.create({
    collection: 'redirects',
    overrideAccess: true,
    data: { site: siteId, source: `/old-${Math.random().toString(36).slice(2)}`, destination },
  })
  const read = await payload.findByID({
    collection: 'redirects',
    id: rule.id,
    ...(user ? { user, overrideAccess: false } : { overrideAccess: true }),
  })
  return (read as { destinationWarning?: string | null }).destinationWarning ?? null
}

describe('a redirect read by an editor', () => {
  it('warns when no page of its site answers the destination', async () => {
    expect(await warningFor('/juridik/cookies')).toContain('/juridik/cookies')
  })

  it('is quiet for a page, a page with a query, and a path below a wildcard page', async () => {
    expect(await warningFor('/juridik/integritet')).toBeNull()
    expect(await warningFor('/juridik?tab=1')).toBeNull()
    expect(await warningFor('/kop-bil/volvo')).toBeNull()
  })

  it('does not check what it cannot: parameters and other hosts', async () => {
    expect(await warningFor('/nowhere/:path*')).toBeNull()
    expect(await warningFor('https://example.com/nowhere')).toBeNull()
  })

  it("is not computed for the visitors' rule table (read without a user)", async () => {
    expect(await warningFor('/juridik/cookies', null)).toBeNull()
  })
})
