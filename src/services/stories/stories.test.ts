import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, Site } from '@/cms/payload-types'
import { clearCache } from '@/lib/cache'
import { languageByCode, type Language } from '@/lib/i18n/languages'
import { createTestPayload } from '@/test/payload'
import { createTestSite } from '@/test/sites'

// Integration tests of the stories content API on a migrated database (TEST_DB=sqlite|postgres).
let payload: Payload
let cleanup: () => Promise<void>
let site: Site
let otherSite: Site
const nb = languageByCode('nb') as Language
const en = languageByCode('en') as Language

type Fixture = {
  id: number
  date: string
  tags: string[]
  category: 'nyheter' | 'artikler'
  inEnglish: boolean
}
const stories: Fixture[] = []
const tagIds = new Map<string, number>()

function createSite(name: string): Promise<Site> {
  return createTestSite(payload, name, {
    market: 'NO',
    theme: 'automotive',
    languages: [{ language: 'nb' }, { language: 'en' }],
  })
}

async function createPage(
  siteId: number,
  data: Record<string, unknown>,
  english?: Record<string, unknown>,
): Promise<Page> {
  const page = await payload.create({
    collection: 'pages',
    locale: 'nb',
    overrideAccess: true,
    data: { site: siteId, _status: 'published', ...data } as never,
  })
  if (english)
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale: 'en',
      overrideAccess: true,
      data: { _status: 'published', ...english } as never,
    })
  return page
}

// Twelve stories; two pairs share a date so the id must break the tie.
const storyDates = [
  '2026-03-01T09:00:00.000Z',
  '2026-02-20T09:00:00.000Z',
  '2026-02-20T09:00:00.000Z',
  '2026-02-10T09:00:00.000Z',
  '2026-01-30T09:00:00.000Z',
  '2026-01-15T09:00:00.000Z',
  '2026-01-15T09:00:00.000Z',
  '2025-12-24T09:00:00.000Z',
  '2025-12-01T09:00:00.000Z',
  '2025-11-11T09:00:00.000Z',
  '2025-10-10T09:00:00.000Z',
  '2025-09-09T09:00:00.000Z',
]
const storyTagsOf = (index: number) =>
  [['elbil'], ['service'], ['tilbud'], ['elbil', 'service'], []][index % 5]

beforeAll(async () => {
  ;({ payload, cleanup } = await createTestPayload())
  site = await createSite('stories-test')
  otherSite = await createSite('stories-other')
  for (const [key, nbValue, enValue] of [
    ['elbil', 'Elbil', 'Electric'],
    ['service', 'Service', 'Servicing'],
    ['tilbud', 'Tilbud', 'Offers'],
    ['tom', 'Tom', 'Empty'],
  ]) {
    const tag = await payload.create({
      collection: 'story-tags',
      locale: 'nb',
      overrideAccess: true,
      data: { site: site.id, key, value: nbValue },
    })
    await payload.update({
      collection: 'story-tags',
      id: tag.id,
      locale: 'en',
      overrideAccess: true,
      data: { value: enValue },
    })
    tagIds.set(key, tag.id)
  }
  const home = await createPage(site.id, { title: 'Hjem', slug: '' }, { title: 'Home', slug: '' })
  const index = await createPage(
    site.id,
    { title: 'Aktuelt', slug: 'aktuelt', parent: home.id },
    { title: 'News', slug: 'news' },
  )
  const categories = {
    nyheter: await createPage(
      site.id,
      { title: 'Nyheter', slug: 'nyheter', parent: index.id },
      { title: 'News', slug: 'news' },
    ),
    artikler: await createPage(
      site.id,
      { title: 'Artikler', slug: 'artikler', parent: index.id },
      { title: 'Articles', slug: 'articles' },
    ),
  }
  for (const [position, date] of storyDates.entries()) {
    const category = position % 3 === 0 ? 'artikler' : 'nyheter'
    const inEnglish = position !== 4
    const tags = storyTagsOf(position)
    const page = await createPage(
      site.id,
      {
        title: `Sak ${position}`,
        slug: `sak-${position}`,
        parent: categories[category].id,
        pageType: 'story',
        date,
        premble: `Ingress ${position}`,
        author: 'Redaksjonen',
        tags: tags.map((key) => tagIds.get(key)),
      },
      inEnglish
        ? { title: `Story ${position}`, slug: `story-${position}`, premble: `Teaser ${position}` }
        : undefined,
    )
    stories.push({ id: page.id, date, tags, category, inEnglish })
  }
  // Not listed: a draft story, a story of another site under the same path, a story elsewhere.
  await payload.create({
    collection: 'pages',
    locale: 'nb',
    overrideAccess: true,
    draft: true,
    data: {
      site: site.id,
      title: 'Utkast',
      slug: 'utkast',
      parent: categories.nyheter.id,
      pageType: 'story',
      date: '2026-04-01T09:00:00.000Z',
      _status: 'draft',
    },
  })
  const otherHome = await createPage(otherSite.id, { title: 'Hjem', slug: '' })
  const otherIndex = await createPage(otherSite.id, {
    title: 'Aktuelt',
    slug: 'aktuelt',
    parent: otherHome.id,
  })
  await createPage(otherSite.id, {
    title: 'Annen sak',
    slug: 'annen',
    parent: otherIndex.id,
    pageType: 'story',
    date: '2026-03-05T09:00:00.000Z',
  })
  clearCache()
})
afterAll(async () => {
  await cleanup?.()
})

/** Expected order: date descending, id descending for equal dates. */
const newestFirst = (list: Fixture[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id).map((story) => story.id)

async function allPages(query: Parameters<typeof import('./query').listStories>[0]) {
  const { listStories } = await import('./query')
  const pages = []
  let after: string | null = null
  do {
    const page = await listStories({ ...query, after })
    pages.push(page)
    after = page.pageInfo.hasNext ? page.pageInfo.endCursor : null
  } while (after)
  return pages
}

describe('story listing (spec 01 §7 item 5)', () => {
  it('pages through every published story of the index, newest first, the id breaking ties', async () => {
    const pages = await allPages({ site, language: nb, indexPath: '/aktuelt', pageSize: 4 })
    expect(pages.map((page) => page.items.length)).toEqual([4, 4, 4])
    expect(pages.every((page) => page.total === 12)).toBe(true)
    expect(pages.map((page) => page.pageInfo.hasNext)).toEqual([true, true, false])
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(newestFirst(stories))
    const first = pages[0].items[0]
    expect(first.href).toMatch(/^\/aktuelt\/(nyheter|artikler)\/sak-\d+$/)
    expect(first.premble).toMatch(/^Ingress/)
    expect(first.formattedDateValue.split(' ')[0]).toBe('01.03.2026')
  })

  it('filters by tags as an OR, with the total of the filter', async () => {
    const wanted = stories.filter((story) => story.tags.includes('elbil') || story.tags.includes('tilbud'))
    const pages = await allPages({
      site,
      language: nb,
      indexPath: '/aktuelt',
      tagKeys: ['elbil', 'tilbud'],
      pageSize: 4,
    })
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(newestFirst(wanted))
    expect(pages[0].total).toBe(wanted.length)
    expect(pages[0].items[0].tags.some((key) => key === 'elbil' || key === 'tilbud')).toBe(true)
  })

  it('answers an empty page for a tag no story has', async () => {
    const { listStories } = await import('./query')
    const page = await listStories({
      site,
      language: nb,
      indexPath: '/aktuelt',
      tagKeys: ['tom'],
      pageSize: 4,
    })
    expect(page).toEqual({ items: [], total: 0, pageInfo: { endCursor: null, hasNext: false } })
  })

  it('lists a category page’s own stories only', async () => {
    const pages = await allPages({ site, language: nb, indexPath: '/aktuelt/artikler', pageSize: 4 })
    const ids = pages.flatMap((page) => page.items.map((item) => item.id))
    expect(ids).toEqual(newestFirst(stories.filter((story) => story.category === 'artikler')))
  })

  it('lists a language’s stories only, at that language’s addresses', async () => {
    const pages = await allPages({ site, language: en, indexPath: '/news', pageSize: 4 })
    const ids = pages.flatMap((page) => page.items.map((item) => item.id))
    expect(ids).toEqual(newestFirst(stories.filter((story) => story.inEnglish)))
    expect(pages[0].items[0].href).toMatch(/^\/en\/news\/(news|articles)\/story-\d+$/)
    expect(pages[0].items[0].title).toMatch(/^Story/)
  })

  it('keeps each site’s stories to itself', async () => {
    const { listStories } = await import('./query')
    const other = await listStories({ site: otherSite, language: nb, indexPath: '/aktuelt', pageSize: 4 })
    expect(other.items.map((item) => item.title)).toEqual(['Annen sak'])
  })

  it('refuses an unknown tag, a forged cursor and a path without an index', async () => {
    const { listStories } = await import('./query')
    const base = { site, language: nb, indexPath: '/aktuelt', pageSize: 4 }
    await expect(listStories({ ...base, tagKeys: ['nope'] })).rejects.toMatchObject({
      code: 'STORIES_UNKNOWN_TAG',
    })
    await expect(listStories({ ...base, after: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'STORIES_BAD_CURSOR',
    })
    await expect(listStories({ ...base, indexPath: '/nothing-here' })).rejects.toMatchObject({
      code: 'STORIES_INDEX_NOT_FOUND',
    })
  })
})

describe('tags, newest cursor and neighbours (spec 01 §7 items 7–9)', () => {
  it('lists the site’s tags with their values in the language', async () => {
    const { storyTags } = await import('./query')
    expect((await storyTags(site, en)).map((tag) => [tag.key, tag.value])).toEqual([
      ['elbil', 'Electric'],
      ['service', 'Servicing'],
      ['tilbud', 'Offers'],
      ['tom', 'Empty'],
    ])
  })

  it('gives the cursor of the newest story, after which the listing continues', async () => {
    const { listStories, newestCursor } = await import('./query')
    const cursor = await newestCursor(site, nb, '/aktuelt')
    const page = await listStories({ site, language: nb, indexPath: '/aktuelt', after: cursor, pageSize: 2 })
    expect(page.items.map((item) => item.id)).toEqual(newestFirst(stories).slice(1, 3))
    expect(page.total).toBe(12)
    const emptyIndex = await newestCursor(site, nb, '/aktuelt/nyheter/sak-1')
    expect(emptyIndex).toBeNull()
  })

  it('finds the next older and next newer story by date, null at the ends', async () => {
    const { adjacentStories } = await import('./query')
    const order = newestFirst(stories)
    const load = (id: number) =>
      payload.findByID({ collection: 'pages', id, locale: 'nb', depth: 0, overrideAccess: true })
    const pathOf = async (id: number) => (await load(id)).path
    const newest = await adjacentStories(site, nb, await load(order[0]))
    expect(newest).toEqual({ prevArticle: null, nextArticle: await pathOf(order[1]) })
    const oldest = await adjacentStories(site, nb, await load(order.at(-1)!))
    expect(oldest).toEqual({ prevArticle: await pathOf(order.at(-2)!), nextArticle: null })
    // Across a shared date: the pair is ordered by id.
    const tied = order.indexOf(stories[2].id)
    const middle = await adjacentStories(site, nb, await load(order[tied]))
    expect(middle).toEqual({
      prevArticle: await pathOf(order[tied - 1]),
      nextArticle: await pathOf(order[tied + 1]),
    })
  })
})

describe('GET/POST /api/stories input (handler core)', () => {
  it('answers one page for valid input', async () => {
    const { handleStoriesRequest } = await import('./http')
    const result = await handleStoriesRequest('stories-test', {
      lang: 'nb',
      path: '/aktuelt',
      tags: ['service'],
    })
    expect(result.status).toBe(200)
    const body = result.body as { items: unknown[]; total: number; pageInfo: { hasNext: boolean } }
    expect(body.total).toBe(stories.filter((story) => story.tags.includes('service')).length)
    expect(body.items.length).toBeLessThanOrEqual(4)
  })

  it('answers 400 with a message per field for bad input, never 500', async () => {
    const { handleStoriesRequest } = await import('./http')
    const bad = await handleStoriesRequest('stories-test', {
      path: 'aktuelt',
      pageSize: 500,
      tags: ['Bad Tag'],
    })
    expect(bad.status).toBe(400)
    expect(Object.keys((bad.body as { fields: Record<string, string> }).fields).sort()).toEqual([
      'lang',
      'pageSize',
      'path',
      'tags.0',
    ])
    const language = await handleStoriesRequest('stories-test', { lang: 'fi', path: '/aktuelt' })
    expect(language).toMatchObject({ status: 400, body: { fields: { lang: expect.any(String) } } })
    const tag = await handleStoriesRequest('stories-test', { lang: 'nb', path: '/aktuelt', tags: ['nope'] })
    expect(tag).toMatchObject({ status: 400, body: { fields: { tags: expect.any(String) } } })
    const cursor = await handleStoriesRequest('stories-test', { lang: 'nb', path: '/aktuelt', after: 'x' })
    expect(cursor).toMatchObject({ status: 400, body: { fields: { after: expect.any(String) } } })
    expect(await handleStoriesRequest('stories-test', 'not an object')).toMatchObject({ status: 400 })
    const missing = await handleStoriesRequest('stories-test', { lang: 'nb', path: '/nowhere' })
    expect(missing.status).toBe(404)
  })

  it('reads tags comma-separated or repeated from query parameters', async () => {
    const { requestFromSearchParams } = await import('./http')
    expect(
      requestFromSearchParams(new URLSearchParams('lang=nb&path=/aktuelt&tags=a,b&tags=c&pageSize=4')),
    ).toEqual({ lang: 'nb', path: '/aktuelt', tags: ['a', 'b', 'c'], pageSize: '4' })
  })
})
