import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/cms/payload-types'
import { clearCache } from '@/lib/cache'
import { createDemoContentPayload } from '@/test/payload'

let payload: Payload
let cleanup: () => Promise<void>
let site: Site

beforeAll(async () => {
  ;({ payload, cleanup } = await createDemoContentPayload({ sites: ['carstore-fi'] }))
  site = (
    await payload.find({
      collection: 'sites',
      where: { name: { equals: 'carstore-fi' } },
      overrideAccess: true,
    })
  ).docs[0]
  // Seeding one demo site takes seconds on an idle two-core machine; allow for a busy one.
}, 300_000)
afterAll(async () => {
  await cleanup?.()
})

describe('findPage', () => {
  it('finds the exact page for a path', async () => {
    const { findPage } = await import('./pages')
    const resolved = await findPage(site, 'fi', ['osta-auto', 'uudet-autot'])
    expect(resolved?.page.title).toBe('Uudet autot')
    expect(resolved?.remainingSegments).toEqual([])
  })

  it('hands the segments below a wildcard page to it, and nothing below a normal page', async () => {
    const { findPage } = await import('./pages')
    // The seeded car list is a wildcard page: brand and model segments reach it.
    const list = await findPage(site, 'fi', ['osta-auto', 'volvo', 'xc60'])
    expect(list?.page.path).toBe('/osta-auto')
    expect(list?.remainingSegments).toEqual(['volvo', 'xc60'])
    // The seeded car detail page below it is a wildcard page at the site's pathToCarDetail.
    const detail = await findPage(site, 'fi', ['osta-auto', 'auto', '123', 'volvo-xc60'])
    expect(detail?.page.path).toBe('/osta-auto/auto')
    expect(detail?.remainingSegments).toEqual(['123', 'volvo-xc60'])
    expect(await findPage(site, 'fi', ['meista', 'x', 'y'])).toBeNull()
    const about = (
      await payload.find({
        collection: 'pages',
        locale: 'fi',
        where: { and: [{ site: { equals: site.id } }, { path: { equals: '/meista' } }] },
        overrideAccess: true,
      })
    ).docs[0]
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'fi',
      data: { isWildcard: true },
      overrideAccess: true,
    })
    clearCache()
    const resolved = await findPage(site, 'fi', ['meista', 'x', 'y'])
    expect(resolved?.page.id).toBe(about.id)
    expect(resolved?.remainingSegments).toEqual(['x', 'y'])
    // A real page below the wildcard still wins over it.
    expect((await findPage(site, 'fi', ['osta-auto', 'uudet-autot']))?.page.title).toBe('Uudet autot')
    expect((await findPage(site, 'fi', ['meista', 'yhteystiedot']))?.page.path).toBe('/meista/yhteystiedot')
  })

  it('reads a wildcard page once for every path below it', async () => {
    const { findPage } = await import('./pages')
    const first = await findPage(site, 'fi', ['osta-auto', 'auto', '123', 'volvo-xc60'])
    const second = await findPage(site, 'fi', ['osta-auto', 'auto', '456', 'kia-niro'])
    expect(second?.remainingSegments).toEqual(['456', 'kia-niro'])
    // One car page after another: the page's content comes from the cache, read for the first car.
    expect(second?.page).toBe(first?.page)
  })

  it('serves only published content unless a draft is asked for', async () => {
    const { findPage } = await import('./pages')
    const about = (await findPage(site, 'fi', ['meista']))!.page
    await payload.update({
      collection: 'pages',
      id: about.id,
      locale: 'fi',
      draft: true,
      data: { title: 'Luonnos' },
      overrideAccess: true,
    })
    clearCache()
    expect((await findPage(site, 'fi', ['meista']))?.page.title).toBe('Meistä')
    expect((await findPage(site, 'fi', ['meista'], true))?.page.title).toBe('Luonnos')
  })
})

describe('site-wide regions', () => {
  const blockTypes = (blocks: Array<{ blockType: string }> | null | undefined) =>
    (blocks ?? []).map((block) => block.blockType)

  it('shows the site’s header and footer on pages without their own; a page’s own footer wins', async () => {
    const { findPage } = await import('./pages')
    const list = (await findPage(site, 'fi', ['osta-auto']))!.page
    const stored = await payload.findByID({ collection: 'pages', id: list.id, locale: 'fi', depth: 0 })
    // The seed wrote the site's regions once, not a copy per page.
    expect([stored.header ?? [], stored.footer ?? []]).toEqual([[], []])
    expect(blockTypes(list.header)).toContain('headerNavigation')
    expect(blockTypes(list.footer)).toContain('footer')
    // "About us" has the share block above its footer: a footer of its own.
    const about = (await findPage(site, 'fi', ['meista']))!.page
    expect(blockTypes(about.footer)).toEqual(['socialMedia', 'footer'])
    expect(blockTypes(list.footer)).not.toContain('socialMedia')
  })

  it('reaches every page with one publish of the site’s regions; a draft reaches none', async () => {
    const { findPage } = await import('./pages')
    const regions = (
      await payload.find({ collection: 'site-regions', where: { site: { equals: site.id } }, locale: 'fi' })
    ).docs[0]
    const campaign = {
      blockType: 'alertBar',
      hasMessage: true,
      messageType: 'Neutral',
      messageTitle: 'Talvikampanja',
      messageText: 'Talvirenkaat -20 %',
    }
    const headerOf = async (segments: string[], draft = false) =>
      blockTypes((await findPage(site, 'fi', segments, draft))!.page.header)
    expect(await headerOf([])).not.toContain('alertBar')
    await payload.update({
      collection: 'site-regions',
      id: regions.id,
      locale: 'fi',
      draft: true,
      data: { header: [campaign, ...(regions.header ?? [])] as never },
      overrideAccess: true,
    })
    expect(await headerOf(['osta-auto'])).not.toContain('alertBar')
    expect(await headerOf(['osta-auto'], true)).toContain('alertBar')
    await payload.update({
      collection: 'site-regions',
      id: regions.id,
      locale: 'fi',
      data: { header: [campaign, ...(regions.header ?? [])] as never, _status: 'published' },
      overrideAccess: true,
    })
    for (const segments of [[], ['osta-auto'], ['meista']])
      expect(await headerOf(segments)).toContain('alertBar')
  })
})

describe('what an editor’s draft purges', () => {
  it('keeps visitors’ cached pages through autosaves; a publish drops them', async () => {
    const { findPage } = await import('./pages')
    const before = (await findPage(site, 'fi', ['osta-auto']))!.page
    expect((await findPage(site, 'fi', ['osta-auto']))!.page).toBe(before)
    // The admin's autosave: `?draft=true`, as the REST route hands it to Payload.
    await payload.update({
      collection: 'pages',
      id: before.id,
      locale: 'fi',
      draft: true,
      data: { title: 'Autoja (luonnos)' },
      overrideAccess: true,
      req: { query: { draft: 'true', autosave: 'true' } },
    })
    expect((await findPage(site, 'fi', ['osta-auto']))!.page).toBe(before)
    await payload.update({
      collection: 'pages',
      id: before.id,
      locale: 'fi',
      data: { title: 'Autoja', _status: 'published' },
      overrideAccess: true,
      req: { query: { draft: 'true' } },
    })
    expect((await findPage(site, 'fi', ['osta-auto']))!.page.title).toBe('Autoja')
  })
})
