import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { Page, Site } from '@/cms/payload-types'
import { catalogIndexes, loadCarDetail } from './load'
import { keyphraseFromSlug, parseDetailPath } from './path'
import { carDetailHref } from '@/ui/vehicle/card-fields'
import type { LanguageCode } from '@/lib/i18n/languages'
import { logger } from '@/lib/log/logger'
import { foundRedirect } from '@/lib/routing/found-redirect'
import { defaultLanguageSegment, resolveRequest } from '@/lib/routing/resolve-request'
import { pageTitle } from '@/services/content/metadata'
import { findPage, type ResolvedPage } from '@/services/content/pages'
import { localisedPath } from '@/services/content/sites'

export const hasCarDetailBlock = (page: Page) =>
  Boolean(page.main?.some((block) => block.blockType === 'carDetail'))

/**
 * Route decisions of the car detail page (spec 02 §2), taken before anything renders so they can
 * set the status: only an id → 302 to id/slug; no id or an unknown id → 404 (the
 * not-found view renders the same page, whose block shows recommendations). Load errors fall
 * through: the block shows the error state.
 */
export async function routeCarDetail(input: {
  site: Site
  page: Page
  remainingSegments: string[]
  originalPath: string
  originalSearch: string
  host: string
}): Promise<void> {
  if (!hasCarDetailBlock(input.page)) return
  const path = parseDetailPath(input.remainingSegments)
  if (!path) {
    logger.info(
      { code: 'CAR_DETAIL_NO_ID', path: input.originalPath, segments: input.remainingSegments },
      'car detail path has no car id',
    )
    notFound()
  }
  const indexes = catalogIndexes(input.site)
  if (!indexes) return
  const result = await loadCarDetail(
    indexes.vehicleIndex,
    indexes.siteIndex,
    path.id,
    keyphraseFromSlug(path.slug),
    input.host,
  )
  if (result.kind === 'notFound') notFound()
  if (result.kind === 'found' && !path.slug && result.car.slug) {
    const base = input.originalPath.replace(/\/+$/, '')
    foundRedirect(`${base}/${encodeURIComponent(result.car.slug)}${input.originalSearch}`)
  }
}

/** The car detail page answering a path, if the path is below one (for the not-found view). */
export async function carDetailPageAt(
  context: { site: Site; language: { code: LanguageCode }; prefixIsPath: boolean },
  originalPath: string,
): Promise<ResolvedPage | null> {
  const { languageSegment, rest } = resolveRequest({ host: null, pathname: originalPath })
  // As the page route does: a prefix the site lacks stays part of the path (lowercased).
  const prefix = originalPath.split('/').filter(Boolean)[0]?.toLowerCase()
  const raw =
    context.prefixIsPath && languageSegment !== defaultLanguageSegment && prefix ? [prefix, ...rest] : rest
  let segments: string[]
  try {
    segments = raw.map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
  const resolved = await findPage(context.site, context.language.code, segments)
  return resolved && hasCarDetailBlock(resolved.page) ? resolved : null
}

/** The car's own title, description, canonical address and image on its detail page. */
export async function carDetailMetadata(
  metadata: Metadata,
  input: {
    site: Site
    language: { code: LanguageCode }
    page: Page
    remainingSegments: string[]
    host: string
  },
): Promise<Metadata> {
  if (!hasCarDetailBlock(input.page)) return metadata
  const path = parseDetailPath(input.remainingSegments)
  const indexes = catalogIndexes(input.site)
  if (!path || !indexes) return metadata
  const result = await loadCarDetail(
    indexes.vehicleIndex,
    indexes.siteIndex,
    path.id,
    keyphraseFromSlug(path.slug),
    input.host,
  )
  if (result.kind !== 'found') return metadata
  const { car } = result
  const name = [car.brand, car.model, car.modelText?.replace(car.model, '').trim()].filter(Boolean).join(' ')
  const title = pageTitle(input.site, { title: name })
  const base = localisedPath(input.site, input.language.code, input.page.path || '/')
  const canonical = new URL(
    carDetailHref(base, { car_id: car.id, slug: car.slug ?? '' }),
    input.site.url ?? undefined,
  ).toString()
  const description = car.description?.split('\n')[0]?.slice(0, 160)
  const image = car.images[0]
    ? new URL(car.images[0].original, input.site.url ?? undefined).toString()
    : undefined
  return {
    ...metadata,
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: {
      ...metadata.openGraph,
      title,
      description,
      url: canonical,
      ...(image ? { images: [{ url: image }] } : {}),
    },
  }
}
