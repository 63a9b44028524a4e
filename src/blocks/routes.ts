import 'server-only'
import type { Metadata } from 'next'
import type { Page } from '@/cms/payload-types'
import { carDetailRoute } from './car-detail/route'
import { carListRoute } from './car-list/route'
import { facilityDetailRoute } from './facility-detail/route'
import type { BlockRoute, RouteDecision, RouteInput } from './route-types'
import type { AnyBlock } from './types'

/** The blocks that answer path segments below their wildcard page, by block type. */
const blockRoutes: Partial<Record<AnyBlock['blockType'], BlockRoute>> = {
  carList: carListRoute,
  carDetail: carDetailRoute,
  facilityDetail: facilityDetailRoute,
}

/** The route of the first block in the page's main region that declares one. */
function routeOf(page: Pick<Page, 'main'>): BlockRoute | null {
  for (const block of page.main ?? []) {
    const route = blockRoutes[block.blockType]
    if (route) return route
  }
  return null
}

/** The page's decision on its path; a page without a routing block takes any path it is found at. */
export function resolveBlockRoute(input: RouteInput): Promise<RouteDecision> {
  return routeOf(input.page)?.resolve(input) ?? Promise.resolve({ kind: 'found' })
}

/** The page's metadata for the path: the routing block's own, else the page's. */
export async function blockRouteMetadata(input: RouteInput, pageDefault: () => Promise<Metadata>) {
  return (await routeOf(input.page)?.metadata?.(input)) ?? pageDefault()
}

/** True when a path below this page that is not found renders the page itself (404). */
export const rendersOwnNotFound = (page: Pick<Page, 'main'>): boolean =>
  Boolean(routeOf(page)?.rendersNotFound)

/** False for a page whose own path is no destination (sitemap, link lists). */
export function isDestination(page: Pick<Page, 'main'>): boolean {
  const needsSegments = routeOf(page)?.needsSegments
  return !(typeof needsSegments === 'function' ? needsSegments(page) : needsSegments)
}
