import 'server-only'
import type { Page, Site } from '@/cms/payload-types'
import { routablePageTypes } from '@/cms/collections/page-paths'
import { cached } from '@/lib/cache'
import { cacheTags, pageTags, siteTags, type ContentTag } from '@/lib/cache-tags'
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

/** Which page answers a path, by id, and the segments it is handed below a wildcard. */
type PageMatch = { id: Page['id']; remainingSegments: string[] }

/** A site's routable pages in one language by path: what a path is matched against. */
type PageRoutes = Map<string, { id: Page['id']; isWildcard: boolean }>

/**
 * The paths of a site's routable pages in a language. A site has tens to a few hundred pages,
 * read once and kept, so a path never asked for before (every car page) costs no query;
 * the page's content is read and kept by id (`findPage`).
 */
async function loadPageRoutes(
  siteId: number | string,
  locale: LanguageCode,
  draft: boolean,
): Promise<PageRoutes> {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    locale,
    draft,
    depth: 0,
    pagination: false,
    overrideAccess: draft,
    select: { path: true, isWildcard: true },
    where: { and: [{ site: { equals: siteId } }, { pageType: { in: routablePageTypes } }] },
  })
  const routes: PageRoutes = new Map()
  for (const page of result.docs)
    if (page.path && !routes.has(page.path))
      routes.set(page.path, { id: page.id, isWildcard: Boolean(page.isWildcard) })
  return routes
}

/** Which page answers a path: the exact page, else the nearest wildcard page above it. */
function matchPage(routes: PageRoutes, segments: string[]): PageMatch | null {
  const exact = routes.get('/' + segments.join('/'))
  if (exact) return { id: exact.id, remainingSegments: [] }
  for (const path of ancestorPaths(segments)) {
    const wildcard = routes.get(path)
    if (wildcard?.isWildcard)
      return { id: wildcard.id, remainingSegments: segments.slice(path.split('/').filter(Boolean).length) }
  }
  return null
}

async function loadPage(id: Page['id'], locale: LanguageCode, draft: boolean): Promise<Page | null> {
  const payload = await payloadClient()
  return payload.findByID({
    collection: 'pages',
    id,
    locale,
    draft,
    depth: 1,
    overrideAccess: draft,
    disableErrors: true,
  })
}

/** The page answering a path on a site in a language: exact, else the nearest wildcard page above. */
export async function findPage(
  site: Site,
  locale: LanguageCode,
  segments: string[],
  draft = false,
): Promise<ResolvedPage | null> {
  // Drafts are read afresh; published pages are kept until an edit drops the pages tag.
  const kept = <T>(key: string, tags: ContentTag[], load: () => Promise<T>) =>
    draft ? load() : cached(key, tags, load, 60_000)
  const routes = await kept(`page-routes:${site.id}:${locale}`, siteTags(site.id, cacheTags.pages), () =>
    loadPageRoutes(site.id, locale, draft),
  )
  const match = matchPage(routes, segments)
  if (!match) return null
  // Kept with the site's regions in it: a publish of either drops it.
  const page = await kept(
    `page:${match.id}:${locale}`,
    siteTags(site.id, cacheTags.pages, cacheTags.siteRegions),
    async () => {
      const loaded = await loadPage(match.id, locale, draft)
      return loaded && withSiteRegions(loaded, site, locale, draft)
    },
  )
  return page ? { page, remainingSegments: match.remainingSegments } : null
}

type Regions = Pick<Page, 'header' | 'footer'>

/** The site's header and footer in a language (published, or the latest draft in editing mode). */
export function siteRegions(site: Pick<Site, 'id'>, locale: LanguageCode, draft = false): Promise<Regions> {
  const load = async (): Promise<Regions> => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'site-regions',
      locale,
      draft,
      depth: 1,
      limit: 1,
      overrideAccess: draft,
      where: { site: { equals: site.id } },
    })
    const found = result.docs[0]
    return { header: found?.header ?? [], footer: found?.footer ?? [] }
  }
  return draft
    ? load()
    : cached(`site-regions:${site.id}:${locale}`, siteTags(site.id, cacheTags.siteRegions), load)
}

/**
 * Spec 01 §2.1 with site-wide regions: a page's header and footer are its own blocks where it has
 * some, else its site's ("Site-wide regions" in docs/decisions.md).
 */
export async function withSiteRegions(
  page: Page,
  site: Pick<Site, 'id'>,
  locale: LanguageCode,
  draft = false,
): Promise<Page> {
  if (page.header?.length && page.footer?.length) return page
  const regions = await siteRegions(site, locale, draft)
  return {
    ...page,
    header: page.header?.length ? page.header : regions.header,
    footer: page.footer?.length ? page.footer : regions.footer,
  }
}

export function notFoundPage(site: Site, locale: LanguageCode): Promise<Page | null> {
  const tags = siteTags(site.id, cacheTags.pages, cacheTags.siteRegions)
  return cached(`page-not-found:${site.id}:${locale}`, tags, async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'pages',
      locale,
      depth: 1,
      limit: 1,
      overrideAccess: false,
      where: { and: [{ site: { equals: site.id } }, { pageType: { equals: 'notFound' } }] },
    })
    const page = result.docs[0]
    return page ? withSiteRegions(page, site, locale) : null
  })
}

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
  return cached(`page-paths:${pageId}`, pageTags(pageId), async () => {
    const payload = await payloadClient()
    const page = await payload.findByID({
      collection: 'pages',
      id: pageId,
      locale: 'all',
      depth: 0,
      overrideAccess: false,
      select: { path: true, title: true },
      // A page never published (an editor's preview) has no published paths yet.
      disableErrors: true,
    })
    return page ? pathsByLanguage(page) : {}
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
  return cached(`published-paths:${site.id}`, siteTags(site.id, cacheTags.pages), () =>
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
