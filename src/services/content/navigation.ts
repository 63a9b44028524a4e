import 'server-only'
import type { Page, Site } from '@/cms/payload-types'
import { cached } from '@/lib/cache'
import { cacheTags, siteTags } from '@/lib/cache-tags'
import type { Language } from '@/lib/i18n/languages'
import { logger } from '@/lib/log/logger'
import {
  buildNavigationTree,
  languageLinks,
  markSelected,
  pageParents,
  type LanguageLink,
  type NavigationItem,
  type NavigationSourcePage,
} from './navigation-tree'
import { pagePathsByLanguage } from './pages'
import { payloadClient } from './payload'
import { mediaUrl } from './site-context'
import { localisedPath, siteLanguages } from '@/lib/site/languages'

export type { LanguageLink, NavigationItem } from './navigation-tree'

function loadTree(
  site: Site,
  language: Language,
): Promise<{ tree: NavigationItem[]; parents: Map<string, string> }> {
  return cached(`navigation:${site.id}:${language.code}`, siteTags(site.id, cacheTags.pages), async () => {
    const payload = await payloadClient()
    const result = await payload.find({
      collection: 'pages',
      locale: language.code,
      depth: 1,
      pagination: false,
      limit: 2_000,
      overrideAccess: false,
      select: {
        title: true,
        navTitle: true,
        path: true,
        parent: true,
        sortOrder: true,
        hideInNavigation: true,
        isNavigableInMenuWhenItHasChildren: true,
        externalLink: true,
        navImage: true,
      },
      where: { and: [{ site: { equals: site.id } }, { pageType: { equals: 'content' } }] },
    })
    const pages: NavigationSourcePage[] = result.docs.map((page) => ({
      ...page,
      parent: page.parent as NavigationSourcePage['parent'],
      imageUrl: mediaUrl(page.navImage) ?? null,
    }))
    return {
      tree: buildNavigationTree(pages, (path) => localisedPath(site, language.code, path)),
      parents: pageParents(pages),
    }
  })
}

/**
 * The header navigation for a page (spec 01 §7 call 2): the tree with the current page and its
 * ancestors marked. A loading error is logged and the navigation becomes empty (spec 01 §8).
 */
export async function pageNavigation(site: Site, language: Language, page: Page): Promise<NavigationItem[]> {
  try {
    const { tree, parents } = await loadTree(site, language)
    const parent = page.parent == null ? null : typeof page.parent === 'object' ? page.parent.id : page.parent
    return markSelected(tree, String(page.id), parents, parent === null ? null : String(parent))
  } catch (error) {
    logger.error({ code: 'NAVIGATION_LOAD_FAILED', site: site.name, err: error }, 'navigation failed')
    return []
  }
}

/**
 * Spec 01 §7 call 3: the page's languages for the switch; empty for a one-language site. Below a
 * wildcard page the segments it answers (a car's id and slug, a brand) follow the page's path in
 * each language, so the switch shows the same car, not the wildcard page's own path (a 404).
 */
export async function pageLanguageLinks(
  site: Site,
  language: Language,
  page: Page,
  remainingSegments: readonly string[] = [],
): Promise<LanguageLink[]> {
  const { all } = siteLanguages(site)
  if (all.length < 2) return []
  const below = remainingSegments.map((segment) => '/' + encodeURIComponent(segment)).join('')
  try {
    const paths = Object.fromEntries(
      Object.entries(await pagePathsByLanguage(page.id)).map(([code, path]) => [
        code,
        path.replace(/\/+$/, '') + below || '/',
      ]),
    )
    return languageLinks(all, language.code, paths, (code, path) => localisedPath(site, code, path))
  } catch (error) {
    logger.error({ code: 'LANGUAGES_LOAD_FAILED', site: site.name, err: error }, 'languages failed')
    return []
  }
}
