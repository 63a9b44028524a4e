import type { Metadata } from 'next'
import type { Page, Site } from '@/cms/payload-types'
import type { Language } from '@/lib/i18n/languages'

/** What a block's route hooks know of the request: the page found and the path below it. */
export type RouteInput = {
  site: Site
  language: Language
  page: Page
  /** The whole page path, decoded. */
  segments: string[]
  /** The segments below the page (empty on its own path). */
  remainingSegments: string[]
  editing: boolean
  request: { originalPath: string; originalSearch: string; host: string }
}

export type RouteDecision = { kind: 'found' } | { kind: 'notFound' } | { kind: 'redirect'; location: string }

/**
 * How a block on a wildcard page answers the path segments below it (ARCHITECTURE "Request
 * flow" 2). The page route, its not-found view and the sitemap ask the registry (./routes.ts) and
 * name no block.
 */
export type BlockRoute = {
  /** Found, not found (404) or a temporary redirect (302), decided before anything renders. */
  resolve(input: RouteInput): Promise<RouteDecision>
  /** The page's metadata for this path, or null for the page's own. */
  metadata?(input: RouteInput): Promise<Metadata | null>
  /** A path below the page that is not found renders the page itself: its block shows the not-found view. */
  rendersNotFound?: boolean
  /**
   * The page's own path answers 404 (it needs segments below it): it is left out of the sitemap.
   * A function decides per page (a facility detail page that also holds the facility list).
   */
  needsSegments?: boolean | ((page: Pick<Page, 'main'>) => boolean)
}
