import 'server-only'
import { cache } from 'react'
import { logger } from '@/lib/log/logger'
import { searchOrThrow } from '@/services/search'
import { catalogIndexes } from '@/services/search/car/load'
import { toFacility, type Facility } from './facility'

/**
 * Spec 02 §7 "Site detail": the site's 12 latest arrivals, newest first (the spec's sort name says
 * `_asc`; see "Latest arrivals, newest first" in docs/decisions.md).
 */
export const latestArrivalsCount = 12
export const latestArrivalsSort = 'car_publishdate_desc'

export type FacilityLookup =
  | { kind: 'noSlug' }
  | { kind: 'error' }
  | { kind: 'noSite' }
  | { kind: 'noSiteId' }
  | { kind: 'found'; facility: Facility; cars: Record<string, unknown>[] }

/**
 * The dealer site named by the slug and its latest cars, memoised per request (the route, its
 * metadata and the block share one load). A failure is logged here and becomes 'error'.
 */
const loadFacility = cache(
  async (vehicleIndex: string, siteIndex: string, slug: string): Promise<FacilityLookup> => {
    try {
      const result = await searchOrThrow({ index: siteIndex, filters: { slug: [slug] }, limit: 1 })
      const record = result.content[0]
      if (!record) return { kind: 'noSite' }
      const facility = toFacility(record)
      if (!facility.id) return { kind: 'noSiteId' }
      const cars = await searchOrThrow({
        index: vehicleIndex,
        filters: { car_site_id: [facility.id] },
        limit: latestArrivalsCount,
        sort_name: latestArrivalsSort,
      })
      return { kind: 'found', facility, cars: cars.content }
    } catch (error) {
      logger.error({ code: 'FACILITY_LOOKUP_FAILED', slug, err: error }, 'facility detail failed to load')
      return { kind: 'error' }
    }
  },
)

/** The facility named by the first segment below the detail page. */
export function lookupFacility(
  site: Parameters<typeof catalogIndexes>[0],
  remainingSegments: readonly string[],
): Promise<FacilityLookup> {
  const slug = remainingSegments[0]
  if (!slug) return Promise.resolve({ kind: 'noSlug' })
  const indexes = catalogIndexes(site)
  if (!indexes) return Promise.resolve({ kind: 'error' })
  return loadFacility(indexes.vehicleIndex, indexes.siteIndex, slug)
}
