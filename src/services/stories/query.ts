import 'server-only'
import type { Where } from 'payload'
import type { Media, Page, Site, StoryTag as StoryTagDocument } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags, pageTags, siteTags } from '@/lib/cache-tags'
import type { Language } from '@/lib/i18n/languages'
import { payloadClient } from '@/services/content/payload'
import { localisedPath } from '@/lib/site/languages'
import { beyond, decodeCursor, encodeCursor, type StoryPosition } from './cursor'
import { formattedDateValue, siteTimeZone } from './dates'
import { withoutLastSegments } from './paths'
import { StoriesError, type AdjacentStories, type StoriesPage, type StoryCard, type StoryTag } from './types'

/** Content queries of spec 01 §7 items 5–9 over Payload's local API. */

const cardFields = { title: true, path: true, date: true, premble: true, image: true, tags: true } as const

export type StoriesQuery = {
  site: Site
  language: Language
  /** Path of the stories index page (or one of its category pages) whose stories are listed. */
  indexPath: string
  /** Tag keys; a story matches when it has any of them (an OR of tags). Empty: every story. */
  tagKeys?: string[]
  /** Cursor from a previous page's pageInfo.endCursor */
  after?: string | null
  pageSize: number
}

/** The story tags of a site in a language (spec 01 §7 item 7), in the editors' key order. */
export function storyTags(site: Site, language: Language): Promise<StoryTag[]> {
  return cached(
    `story-tags:${site.id}:${language.code}`,
    siteTags(site.id, cacheTags.storyTags),
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({
        collection: 'story-tags',
        locale: language.code,
        where: { site: { equals: site.id } },
        sort: 'createdAt',
        depth: 0,
        pagination: false,
        limit: 500,
        overrideAccess: false,
      })
      return result.docs
        .filter((tag) => tag.value)
        .map((tag) => ({ id: tag.id, key: tag.key, value: tag.value }))
    },
  )
}

/**
 * The pages whose children are stories of an index: the index itself and its category pages
 * (stories sit at index/category/story). Null when the site has no page at that path.
 */
function storyParents(site: Site, language: Language, indexPath: string): Promise<number[] | null> {
  return cached(
    `story-parents:${site.id}:${language.code}:${indexPath}`,
    siteTags(site.id, cacheTags.pages),
    async () => {
      const payload = await payloadClient()
      const index = await payload.find({
        collection: 'pages',
        locale: language.code,
        where: { and: [{ site: { equals: site.id } }, { path: { equals: indexPath } }] },
        select: { path: true },
        depth: 0,
        limit: 1,
        overrideAccess: false,
      })
      const indexPage = index.docs[0]
      if (!indexPage) return null
      const categories = await payload.find({
        collection: 'pages',
        where: { and: [{ parent: { equals: indexPage.id } }, { pageType: { not_equals: 'story' } }] },
        select: { path: true },
        depth: 0,
        pagination: false,
        limit: 1_000,
        overrideAccess: false,
      })
      return [indexPage.id, ...categories.docs.map((page) => page.id)]
    },
  )
}

async function storiesWhere(query: StoriesQuery): Promise<Where> {
  const parents = await storyParents(query.site, query.language, query.indexPath)
  if (!parents)
    throw new StoriesError('STORIES_INDEX_NOT_FOUND', `No stories index at ${query.indexPath}`, 'path')
  const conditions: Where[] = [
    { site: { equals: query.site.id } },
    { pageType: { equals: 'story' } },
    { parent: { in: parents } },
    // A story exists in a language when it has a title there.
    { title: { exists: true } },
  ]
  const tagKeys = [...new Set(query.tagKeys ?? [])]
  if (tagKeys.length > 0) {
    const tags = await storyTags(query.site, query.language)
    const ids = tagKeys.map((key) => {
      const tag = tags.find((candidate) => candidate.key === key)
      if (!tag) throw new StoriesError('STORIES_UNKNOWN_TAG', `Unknown tag "${key}"`, 'tags')
      return tag.id
    })
    conditions.push({ tags: { in: ids } })
  }
  return { and: conditions }
}

function toCard(page: Page, site: Site, language: Language): StoryCard {
  const image = typeof page.image === 'object' && page.image ? (page.image as Media) : null
  const tags = (page.tags ?? []).filter(
    (tag): tag is StoryTagDocument => typeof tag === 'object' && tag !== null,
  )
  const date = page.date ?? page.createdAt
  return {
    id: page.id,
    href: localisedPath(site, language.code, page.path ?? '/'),
    title: page.title,
    premble: page.premble ?? '',
    date,
    formattedDateValue: formattedDateValue(date, language.intlLocale, siteTimeZone(site)),
    image:
      image?.filename && image.width && image.height
        ? {
            src: `/-/media/${encodeURIComponent(image.filename)}`,
            alt: image.alt ?? '',
            width: image.width,
            height: image.height,
          }
        : null,
    tags: tags.map((tag) => tag.key),
  }
}

function positionOf(page: Pick<Page, 'date' | 'createdAt' | 'id'>): StoryPosition {
  return { date: new Date(page.date ?? page.createdAt).toISOString(), id: page.id }
}

async function loadStories(query: StoriesQuery): Promise<StoriesPage> {
  const where = await storiesWhere(query)
  const position = query.after ? decodeCursor(query.after) : null
  if (query.after && !position)
    throw new StoriesError('STORIES_BAD_CURSOR', 'Not a cursor of this listing', 'after')
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale: query.language.code,
    where: position ? { and: [where, beyond(position, 'older')] } : where,
    sort: ['-date', '-id'],
    limit: query.pageSize,
    depth: 1,
    select: cardFields,
    populate: {
      media: { filename: true, width: true, height: true, alt: true },
      'story-tags': { key: true },
    },
    overrideAccess: false,
  })
  // A later page's find counts only what is left; the filter's total is the (cached) first page's.
  const total = position ? (await listStories({ ...query, after: null })).total : result.totalDocs
  const last = result.docs.at(-1)
  return {
    items: result.docs.map((page) => toCard(page as Page, query.site, query.language)),
    total,
    pageInfo: {
      endCursor: last ? encodeCursor(positionOf(last as Page)) : null,
      hasNext: result.hasNextPage,
    },
  }
}

/**
 * One page of an index's stories, newest first (spec 01 §7 item 5). The first page of each
 * filter is cached until pages change; later pages are read as asked.
 */
export function listStories(query: StoriesQuery): Promise<StoriesPage> {
  if (query.after) return loadStories(query)
  const tags = [...new Set(query.tagKeys ?? [])].sort().join(',')
  return cached(
    `stories:${query.site.id}:${query.language.code}:${query.indexPath}:${tags}:${query.pageSize}`,
    siteTags(query.site.id, cacheTags.pages, cacheTags.storyTags),
    () => loadStories(query),
    60_000,
  )
}

/** Cursor of the newest story under an index (spec 01 §7 item 8), or null when it has none. */
export async function newestCursor(
  site: Site,
  language: Language,
  indexPath: string,
): Promise<string | null> {
  const page = await listStories({ site, language, indexPath, pageSize: 1 })
  const newest = page.items[0]
  return newest ? encodeCursor({ date: new Date(newest.date).toISOString(), id: newest.id }) : null
}

async function neighbour(
  site: Site,
  language: Language,
  story: Page,
  direction: 'older' | 'newer',
): Promise<string | null> {
  const where = await storiesWhere({
    site,
    language,
    indexPath: withoutLastSegments(story.path ?? '/', 2),
    pageSize: 1,
  })
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale: language.code,
    where: { and: [where, beyond(positionOf(story), direction)] },
    sort: direction === 'older' ? ['-date', '-id'] : ['date', 'id'],
    limit: 1,
    pagination: false,
    depth: 0,
    select: { path: true },
    overrideAccess: false,
  })
  const found = result.docs[0]
  return found?.path ? localisedPath(site, language.code, found.path) : null
}

/**
 * The stories beside one by date within its index (spec 01 §7 item 9): next is the next older
 * story (the one below it in the list), previous the next newer; null at either end.
 */
export function adjacentStories(site: Site, language: Language, story: Page): Promise<AdjacentStories> {
  return cached(
    `stories-adjacent:${story.id}:${language.code}`,
    siteTags(site.id, cacheTags.pages),
    async () => {
      const [nextArticle, prevArticle] = await Promise.all([
        neighbour(site, language, story, 'older'),
        neighbour(site, language, story, 'newer'),
      ])
      return { nextArticle, prevArticle }
    },
  )
}

/** Path of the stories index a block points at: the chosen page, else the page it is on. */
export async function storiesIndexPath(
  reference: number | Page | null | undefined,
  language: Language,
  fallbackPath: string,
): Promise<string> {
  if (reference && typeof reference === 'object') return reference.path ?? fallbackPath
  if (typeof reference !== 'number') return fallbackPath
  const id = reference
  return cached(`stories-index-path:${id}:${language.code}`, pageTags(id), async () => {
    const payload = await payloadClient()
    const page = await payload.findByID({
      collection: 'pages',
      id,
      locale: language.code,
      depth: 0,
      select: { path: true },
      overrideAccess: false,
    })
    return page.path ?? fallbackPath
  })
}
