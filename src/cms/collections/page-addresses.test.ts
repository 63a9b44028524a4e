import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'

let payload: Payload
let cleanup: () => Promise<void>
let siteId: number

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  siteId = (await createTestSite(payload, 'addr-se', { languages: [{ language: 'sv' }, { language: 'en' }] }))
    .id
})
afterAll(() => cleanup())

const page = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'pages',
    locale: 'sv',
    overrideAccess: true,
    data: { site: siteId, _status: 'published', ...data } as never,
  })
const pathOf = async (id: number) => (await payload.findByID({ collection: 'pages', id, locale: 'sv' })).path
const rules = async () =>
  (
    await payload.find({
      collection: 'redirects',
      where: { site: { equals: siteId } },
      pagination: false,
      sort: 'source',
    })
  ).docs.map((rule) => `${rule.source} → ${rule.destination}`)
const rename = (id: number, slug: string, query: Record<string, string> = {}) =>
  payload.update({
    collection: 'pages',
    id,
    locale: 'sv',
    data: { slug, ...(query.draft ? {} : { _status: 'published' }) } as never,
    draft: Boolean(query.draft),
    overrideAccess: true,
    req: { query },
  })

describe('page addresses', () => {
  let about: number
  let contact: number
  beforeAll(async () => {
    about = (await page({ title: 'Om oss', slug: 'om-oss' })).id
    contact = (await page({ title: 'Kontakt', slug: 'kontakt', parent: about })).id
  })

  it('refuses a second page at an address of the same site and language, naming the first', async () => {
    const refused = await page({ title: 'Om oss igen', slug: 'om-oss' }).catch((error) => error)
    expect(JSON.stringify(refused.data)).toContain('already has the address /om-oss in')
    expect(refused.data.errors).toEqual([{ path: 'slug', message: expect.stringContaining('“Om oss”') }])
    // Another site may use it.
    const other = await createTestSite(payload, 'addr-no')
    expect((await page({ site: other.id, title: 'Om oss', slug: 'om-oss' })).path).toBe('/om-oss')
  })

  it('labels a page with its path and title, and takes a parent from its own site only', async () => {
    const found = await payload.findByID({ collection: 'pages', id: contact, locale: 'sv' })
    expect(found.label).toBe('/om-oss/kontakt · Kontakt')
    const other = await createTestSite(payload, 'addr-fi')
    const foreign = await page({ site: other.id, title: 'Meistä', slug: 'meista' })
    const refused = await page({ title: 'Vilse', slug: 'vilse', parent: foreign.id }).catch((error) => error)
    expect(refused.data?.errors?.[0]?.path).toBe('parent')
  })

  it('moves the children with a renamed parent and redirects every old address', async () => {
    await rename(about, 'om-foretaget')
    expect(await pathOf(contact)).toBe('/om-foretaget/kontakt')
    expect(await rules()).toEqual(['/om-oss → /om-foretaget', '/om-oss/kontakt → /om-foretaget/kontakt'])
    // Renamed back: the old rules make way and point at the live addresses, with no chain or loop.
    await rename(about, 'om-oss')
    expect(await pathOf(contact)).toBe('/om-oss/kontakt')
    expect(await rules()).toEqual(['/om-foretaget → /om-oss', '/om-foretaget/kontakt → /om-oss/kontakt'])
  })

  it('moves nothing for a draft: visitors still reach the published addresses', async () => {
    await rename(about, 'utkast', { draft: 'true', autosave: 'true' })
    expect(await pathOf(contact)).toBe('/om-oss/kontakt')
    expect(await rules()).toEqual(['/om-foretaget → /om-oss', '/om-foretaget/kontakt → /om-oss/kontakt'])
  })

  it('refuses to delete a home page or a page with children, naming what would break', async () => {
    const home = await page({ title: 'Hem', slug: '' })
    const message = (id: number) =>
      payload.delete({ collection: 'pages', id, overrideAccess: true }).then(
        () => 'deleted',
        (error) => error.data.errors[0].message as string,
      )
    expect(await message(home.id)).toBe('“Hem” cannot be deleted: it is the site’s home page.')
    expect(await message(about)).toContain('its pages “Kontakt” would lose their address')
    // The rename above left a redirect to the child's new address.
    expect(await message(contact)).toContain(
      'the redirect /om-foretaget/kontakt → /om-oss/kontakt leads to it',
    )
    await payload.delete({
      collection: 'redirects',
      where: { site: { equals: siteId } },
      overrideAccess: true,
    })
    expect(await message(contact)).toBe('deleted')
    expect(await message(about)).toBe('deleted')
  })

  it('refuses to unpublish or delete a page a redirect or the site’s header or footer leads to, naming each', async () => {
    const offers = await page({ title: 'Erbjudanden', slug: 'erbjudanden' })
    const rule = await payload.create({
      collection: 'redirects',
      overrideAccess: true,
      data: { site: siteId, source: '/kampanj', destination: '/erbjudanden' },
    })
    const regions = await payload.create({
      collection: 'site-regions',
      locale: 'sv',
      overrideAccess: true,
      data: {
        site: siteId,
        _status: 'published',
        header: [
          {
            blockType: 'headerNavigation',
            extraNavigationItems: [{ title: 'Veckans erbjudanden', link: '/erbjudanden' }],
          },
        ],
      } as never,
    })
    const unpublish = () =>
      payload
        .update({
          collection: 'pages',
          id: offers.id,
          locale: 'sv',
          data: { _status: 'draft' } as never,
          overrideAccess: true,
        })
        .then(
          () => 'unpublished',
          (error) => error.data.errors[0].message as string,
        )
    expect(await unpublish()).toBe(
      '“Erbjudanden” cannot be unpublished: the redirect /kampanj → /erbjudanden leads to it; ' +
        'the header link “Veckans erbjudanden” points to it. Move, change or remove them first.',
    )
    const refused = await payload
      .delete({ collection: 'pages', id: offers.id, overrideAccess: true })
      .catch((error) => error.data.errors[0].message as string)
    expect(refused).toContain('“Erbjudanden” cannot be deleted: the redirect /kampanj → /erbjudanden')
    // A draft save is no unpublish; once nothing leads there, the page may go.
    await payload.update({
      collection: 'pages',
      id: offers.id,
      locale: 'sv',
      draft: true,
      data: { title: 'Erbjudanden (utkast)' } as never,
      overrideAccess: true,
    })
    await payload.delete({ collection: 'redirects', id: rule.id, overrideAccess: true })
    await payload.delete({ collection: 'site-regions', id: regions.id, overrideAccess: true })
    await payload.delete({ collection: 'pages', id: offers.id, overrideAccess: true })
  })
})
