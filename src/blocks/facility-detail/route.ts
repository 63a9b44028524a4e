import 'server-only'
import type { Page } from '@/cms/payload-types'
import { logger } from '@/lib/log/logger'
import { localisedPath } from '@/lib/site/languages'
import { pageMetadata, pageTitle } from '@/services/content/metadata'
import type { BlockRoute } from '../route-types'
import type { BlockOf } from '../types'
import { lookupFacility } from './load'
import { addressLine } from '@/ui/facility/address'

const detailBlock = (page: Pick<Page, 'main'>) =>
  page.main?.find((block): block is BlockOf<'facilityDetail'> => block.blockType === 'facilityDetail')

/**
 * A page that holds only the detail answers 404 on its own path (spec 02 §2: a missing slug is
 * not found); one that also holds other blocks (the facility list at the same path) shows them.
 */
const onlyDetail = (page: Pick<Page, 'main'>) =>
  (page.main ?? []).every((block) => block.blockType === 'facilityDetail')

/**
 * Route decisions of the facility detail page (spec 02 §2, §8), taken before anything renders:
 * no slug → 404; a lookup error or no site → logged 302 to the block's site-list path (fallback
 * '/'); a site without site_id → 404. Editors previewing the page get it without a site.
 */
export const facilityDetailRoute: BlockRoute = {
  needsSegments: onlyDetail,

  async resolve({ site, language, page, remainingSegments, editing, request }) {
    if (editing) return { kind: 'found' }
    if (remainingSegments.length === 0) return onlyDetail(page) ? { kind: 'notFound' } : { kind: 'found' }
    if (remainingSegments.length > 1) return { kind: 'notFound' }
    const result = await lookupFacility(site, remainingSegments)
    if (result.kind === 'noSiteId' || result.kind === 'noSlug') return { kind: 'notFound' }
    if (result.kind === 'error' || result.kind === 'noSite') {
      const location = localisedPath(site, language.code, detailBlock(page)?.siteListPath || '/')
      logger.warn(
        {
          code: result.kind === 'error' ? 'FACILITY_LOOKUP_FAILED' : 'FACILITY_NOT_FOUND',
          path: request.originalPath,
          slug: remainingSegments[0],
          location,
        },
        'facility detail redirects to the site list',
      )
      return { kind: 'redirect', location }
    }
    return { kind: 'found' }
  },

  /** The site's name and city as the title and description, the site's own address as canonical. */
  async metadata({ site, language, page, remainingSegments }) {
    const result = await lookupFacility(site, remainingSegments)
    if (result.kind !== 'found') return null
    const { facility } = result
    const metadata = await pageMetadata(site, language, page, [encodeURIComponent(facility.slug)])
    const title = pageTitle(site, { title: facility.name })
    const description = [facility.name, addressLine(facility)].filter(Boolean).join(' – ')
    const base = localisedPath(site, language.code, page.path || '/').replace(/\/+$/, '')
    const canonical = new URL(
      `${base}/${encodeURIComponent(facility.slug)}`,
      site.url ?? undefined,
    ).toString()
    return {
      ...metadata,
      title: { absolute: title },
      description,
      alternates: { ...metadata.alternates, canonical },
      openGraph: { ...metadata.openGraph, title, description, url: canonical },
    }
  },
}
