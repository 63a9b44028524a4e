import 'server-only'
import type { Page, Site } from '@/cms/payload-types'
import { routablePageTypes } from '@/cms/collections/page-paths'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import type { LanguageCode } from '@/lib/i18n/languages'
import { payloadClient } from './payload'

export type ResolvedPage = {
  page: Page
  /** Segments below a wildcard page, handed to its blocks (empty for an exact match). */
  remainingSegments: string[]
}

function ancestorPaths(segments: string[]): string[] {
  const paths: string[] = []
  for (let length = segments.length - 1; length >= 0; length--) {
    paths.push('/' + segments.slice(0, length).join('/'))
  }
  return paths
}

async function loadPage(siteId: number | string, locale: LanguageCode, segments: string[], draft: boolean) {
  const payload = await payloadClient()
  const exactPath = '/' + segments.join('/')
  const candidates = [exactPath, ...ancestorPaths(segments)]
  const result = await payload.find({
    collection: 'pages',
    locale,
    draft,
    depth: 1,
    limit: candidates.length,
    pagination: false,
    overrideAccess: draft,
    where: {
      and: [
        { site: { equals: siteId } },
        { path: { in: candidates } },
        { pageType: { in: routablePageTypes } },
      ],
    },
  })
  const exact = result.docs.find((page) => page.path === exactPath)
  if (exact) return { page: exact, remainingSegments: [] }
  // The nearest wildcard page above the path answers it (car detail, facility detail, …).
  for (const path of ancestorPaths(segments)) {
    const wildcard = result.docs.find((page) => page.path === path && page.isWildcard)
    if (wildcard)
      return { page: wildcard, remainingSegments: segments.slice(path.split('/').filter(Boolean).length) }
  }
  return null
}

/** The page answering a path on a site in a language: exact, else the nearest wildcard page above. */
export function findPage(
  site: Site,
  locale: LanguageCode,
  segments: string[],
  draft = false,
): Promise<ResolvedPage | null> {
  if (draft) return loadPage(site.id, locale, segments, true)
  return cached(
    `page:${site.id}:${locale}:${segments.join('/')}`,
    [cacheTags.pages],
    () => loadPage(site.id, locale, segments, false),
    60_000,
  )
}

export function notFoundPage(site: Site, locale: LanguageCode): Promise<Page | null> {
  return cached(`page-not-found:${site.id}:${locale}`, [cacheTags.pages], async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'pages',
      locale,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      where: { and: [{ site: { equals: site.id } }, { pageType: { equals: 'notFound' } }] },
    })
    return result.docs[0] ?? null
  })
}

/** Paths of one page in every language it exists in (for hreflang and the language switch). */
/**
 * A page read with locale 'all' → its path per language. A language counts only when the page
 * has content there (a title) and a path.
 */
function pathsByLanguage(page: { path?: unknown; title?: unknown }): Partial<Record<LanguageCode, string>> {
  const paths = page.path as Partial<Record<LanguageCode, string | null>> | null | undefined
  const titles = page.title as Partial<Record<LanguageCode, string | null>> | null | undefined
  const result: Partial<Record<LanguageCode, string>> = {}
  for (const [code, path] of Object.entries(paths ?? {})) {
    if (path && titles?.[code as LanguageCode]) result[code as LanguageCode] = path
  }
  return result
}

export function pagePathsByLanguage(pageId: number | string): Promise<Partial<Record<LanguageCode, string>>> {
  return cached(`page-paths:${pageId}`, [cacheTags.pages], async () => {
    const payload = await payloadClient()
    const page = await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'all',
      depth: 0,
      overrideAccess: false,
      select: { path: true, title: true },
    })
    return pathsByLanguage(page)
  })
}

/**
 * Every published content page of a site with its paths per language (for the sitemap), less the
 * pages `isDestination` refuses (a wildcard page whose own path answers 404, such as the car
 * detail page: the block registry knows which).
 */
type PublishedPage = { paths: Partial<Record<LanguageCode, string>>; updatedAt: string }

/**
 * Every published, routable page of the site with its paths (sitemap, link lists). It reads every
 * page's blocks in every language, so it is kept until a page changes.
 */
export function publishedPagePaths(
  site: Site,
  isDestination: (page: Pick<Page, 'main'>) => boolean,
): Promise<PublishedPage[]> {
  return cached(`published-paths:${site.id}`, [cacheTags.pages], () =>
    loadPublishedPagePaths(site, isDestination),
  )
}

async function loadPublishedPagePaths(
  site: Site,
  isDestination: (page: Pick<Page, 'main'>) => boolean,
): Promise<PublishedPage[]> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    limit: 10_000,
    overrideAccess: false,
    select: { path: true, title: true, updatedAt: true, main: true },
    where: {
      and: [
        { site: { equals: site.id } },
        { pageType: { in: routablePageTypes } },
        { _status: { equals: 'published' } },
      ],
    },
  })
  // Read with locale 'all', a region is one list of blocks per language: the default language's decides.
  const defaultLanguage = site.languages?.[0]?.language as LanguageCode | undefined
  const mainIn = (page: Pick<Page, 'main'>): Page['main'] =>
    defaultLanguage
      ? (page.main as unknown as Partial<Record<LanguageCode, Page['main']>> | null)?.[defaultLanguage]
      : null
  return result.docs
    .filter((page) => isDestination({ main: mainIn(page) }))
    .map((page) => ({ paths: pathsByLanguage(page), updatedAt: page.updatedAt }))
}
