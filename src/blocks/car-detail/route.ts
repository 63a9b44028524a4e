import 'server-only'
import { logger } from '@/lib/log/logger'
import { pageMetadata, pageTitle } from '@/services/content/metadata'
import { localisedPath } from '@/lib/site/languages'
import { carDetailHref } from '@/ui/vehicle/card-fields'
import type { BlockRoute } from '../route-types'
import { lookupCarDetail } from '@/services/search/car/load'

/**
 * Route decisions of the car detail page (spec 02 §2), taken before anything renders so they can
 * set the status: only an id → 302 to id/slug; no id or an unknown id → 404 (the not-found view
 * renders the same page, whose block shows recommendations). Load errors fall through: the block
 * shows the error state. Editors previewing the page get it without a car.
 */
export const carDetailRoute: BlockRoute = {
  rendersNotFound: true,
  needsSegments: true,

  async resolve({ site, remainingSegments, editing, request }) {
    if (editing) return { kind: 'found' }
    const result = await lookupCarDetail(site, remainingSegments, request.host)
    if (result.kind === 'noId') {
      logger.info(
        { code: 'CAR_DETAIL_NO_ID', path: request.originalPath, segments: remainingSegments },
        'car detail path has no car id',
      )
      return { kind: 'notFound' }
    }
    if (result.kind === 'notFound') return { kind: 'notFound' }
    if (result.kind === 'found' && !result.path.slug && result.car.slug) {
      const base = request.originalPath.replace(/\/+$/, '')
      return {
        kind: 'redirect',
        location: `${base}/${encodeURIComponent(result.car.slug)}${request.originalSearch}`,
      }
    }
    return { kind: 'found' }
  },

  /** The car's own title, description, canonical address and image. */
  async metadata({ site, language, page, remainingSegments, request }) {
    const result = await lookupCarDetail(site, remainingSegments, request.host)
    if (result.kind !== 'found') return null
    const { car } = result
    const carSegments = [car.id, car.slug ?? ''].map((segment) => encodeURIComponent(segment))
    const metadata = await pageMetadata(site, language, page, carSegments)
    const name = [car.brand, car.model, car.modelText?.replace(car.model, '').trim()]
      .filter(Boolean)
      .join(' ')
    const title = pageTitle(site, { title: name })
    const base = localisedPath(site, language.code, page.path || '/')
    const canonical = new URL(
      carDetailHref(base, { car_id: car.id, slug: car.slug ?? '' }),
      site.url ?? undefined,
    ).toString()
    const description = car.description?.split('\n')[0]?.slice(0, 160)
    const image = car.images[0]
      ? new URL(car.images[0].original, site.url ?? undefined).toString()
      : undefined
    return {
      ...metadata,
      title: { absolute: title },
      description,
      alternates: { ...metadata.alternates, canonical },
      openGraph: {
        ...metadata.openGraph,
        title,
        description,
        url: canonical,
        ...(image ? { images: [{ url: image }] } : {}),
      },
    }
  },
}
