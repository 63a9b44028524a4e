import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDemoContentPayload } from '@/test/payload'
import { catalogValueKey } from '@/lib/i18n/catalog-values'
import { carsInStock } from './catalog/markets'
import { pageConcepts, siteExtraPages } from './content'
import { dictionaryEntries } from './dictionary'
import { fixedDestination } from './redirects/landing-pages'
import { demoRedirects } from './redirects/rules'
import { demoSites } from './sites'
import { storiesPagesOf } from './stories'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await createDemoContentPayload())
  // Seeding every demo site takes a minute on an idle two-core machine; allow for a busy one.
}, 600_000)
afterAll(async () => {
  await cleanup?.()
})

const siteNamed = async (name: string) =>
  (await payload.find({ collection: 'sites', where: { name: { equals: name } }, overrideAccess: true }))
    .docs[0]

describe('demo content on a migrated database', () => {
  it('creates the seven demo sites with their languages', async () => {
    const sites = await payload.find({ collection: 'sites', limit: 50, overrideAccess: true })
    expect(sites.docs.map((site) => site.name).sort()).toEqual(demoSites.map((site) => site.name).sort())
    const norway = sites.docs.find((site) => site.name === 'automotive-no')!
    expect(norway.languages?.map((entry) => entry.language)).toEqual(['nb', 'en'])
  })

  it('builds each page path from its parents, per language', async () => {
    const norway = await siteNamed('automotive-no')
    for (const [locale, path] of [
      ['nb', '/service/bestill-service/dekkskift'],
      ['en', '/service/book-service/tyre-change'],
    ] as const) {
      const pages = await payload.find({
        collection: 'pages',
        locale,
        where: { and: [{ site: { equals: norway.id } }, { path: { equals: path } }] },
        overrideAccess: true,
      })
      expect(pages.totalDocs).toBe(1)
    }
    const all = await payload.count({
      collection: 'pages',
      where: { site: { equals: norway.id } },
      overrideAccess: true,
    })
    // Concept pages (the "Find us" one is also the facility detail page), home, not-found, the car
    // detail page, the stories pages and the site's extra pages (the service request forms).
    expect(all.totalDocs).toBe(
      pageConcepts.length + 3 + storiesPagesOf('automotive-no') + siteExtraPages['automotive-no'].length,
    )
  })

  it('lands every seeded redirect with a fixed destination on a published page of its site', async () => {
    const missing: string[] = []
    for (const site of demoSites) {
      const siteId = (await siteNamed(site.name)).id
      for (const rule of demoRedirects[site.name as keyof typeof demoRedirects] ?? []) {
        const path = fixedDestination(rule)
        if (!path) continue
        const pages = await payload.count({
          collection: 'pages',
          locale: site.languages[0],
          where: {
            and: [
              { site: { equals: siteId } },
              { path: { equals: path } },
              { _status: { equals: 'published' } },
            ],
          },
          overrideAccess: true,
        })
        if (pages.totalDocs !== 1) missing.push(`${site.name} ${rule.source} → ${path}`)
      }
    }
    expect(missing).toEqual([])
  })

  it("moves the UK's privacy policy to its redirect's destination with its content", async () => {
    const uk = await siteNamed('automotive-uk')
    const page = (
      await payload.find({
        collection: 'pages',
        locale: 'en-GB',
        where: { and: [{ site: { equals: uk.id } }, { path: { equals: '/legal/privacy-policy' } }] },
        overrideAccess: true,
      })
    ).docs[0]
    expect(page.title).toBe('Privacy policy')
    expect(page.hideInNavigation).toBe(true)
    expect(page.main?.map((block) => block.blockType)).toContain('legalInfo')
  })

  it('gives every story a body of several paragraphs beside its picture', async () => {
    const sweden = await siteNamed('automotive-se')
    const stories = await payload.find({
      collection: 'pages',
      locale: 'sv',
      where: { and: [{ site: { equals: sweden.id } }, { pageType: { equals: 'story' } }] },
      limit: 500,
      depth: 0,
      overrideAccess: true,
    })
    expect(stories.docs.length).toBeGreaterThanOrEqual(14)
    for (const story of stories.docs) {
      const main = (story.main ?? []) as { blockType: string; imageDesktop?: unknown }[]
      const words = [...JSON.stringify(main).matchAll(/"text":"([^"]*)"/g)].map((match) => match[1]).join(' ')
      expect(words.split(' ').length, story.title ?? '').toBeGreaterThan(80)
      expect(main.some((block) => block.blockType === 'blurb' && block.imageDesktop)).toBe(true)
    }
  })

  it("claims on each home page the cars the site's car list shows, and no figure where it lists none", async () => {
    for (const site of demoSites) {
      const { id } = await siteNamed(site.name)
      const home = await payload.find({
        collection: 'pages',
        locale: site.languages[0],
        where: { and: [{ site: { equals: id } }, { slug: { equals: '' } }] },
        depth: 0,
        overrideAccess: true,
      })
      const highlights = (home.docs[0]?.main ?? []).find(
        (block: { blockType: string }) => block.blockType === 'highlightList',
      ) as { items: { title: string }[] }
      const inStock = carsInStock(site)
      if (inStock === null) expect(highlights.items[0].title, site.name).not.toMatch(/\d/)
      else expect(Number(highlights.items[0].title.replace(/\D/g, '')), site.name).toBe(inStock)
    }
  })

  it('does not seed twice', async () => {
    const { seedDemoContent } = await import('./seed')
    expect(await seedDemoContent(payload, () => {})).toBe(false)
    expect((await payload.count({ collection: 'sites', overrideAccess: true })).totalDocs).toBe(
      demoSites.length,
    )
  })

  it('stores every dictionary key in every language', async () => {
    const entry = await payload.find({
      collection: 'dictionary',
      locale: 'fi',
      where: { key: { equals: 'sectionErrorHeading' } },
      overrideAccess: true,
    })
    expect(entry.docs[0].value).toBe(dictionaryEntries.sectionErrorHeading.fi)
  })

  it("stores a catalog value's labels only in the languages that word it differently", async () => {
    const find = (locale: 'en' | 'nb') =>
      payload.find({
        collection: 'dictionary',
        locale,
        where: { key: { equals: catalogValueKey('car_body', 'Stasjonsvogn') } },
        overrideAccess: true,
      })
    expect((await find('en')).docs[0].value).toBe('Estate')
    expect((await find('nb')).docs[0].value).toBeFalsy()
  })

  it('hides drafts and users from anonymous readers', async () => {
    const page = (await payload.find({ collection: 'pages', locale: 'sv', limit: 1, overrideAccess: true }))
      .docs[0]
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'sv',
      draft: true,
      data: { title: 'Utkast' },
      overrideAccess: true,
    })
    const anonymous = await payload.findByID({
      collection: 'pages',
      id: page.id,
      locale: 'sv',
      draft: true,
      overrideAccess: false,
    })
    expect(anonymous.title).not.toBe('Utkast')
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
  })
})
