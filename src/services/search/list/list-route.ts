import 'server-only'
import { cache } from 'react'
import type { Site } from '@/cms/payload-types'
import { logger } from '@/lib/log/logger'
import { searchOrThrow, type FacetValue } from '@/services/search'
import { brandFacet, parseFacetMap } from './facet-map'
import { resolvePathSegments } from './phrase'
import { foldText } from '@/services/search/query/text'
import { labelledCatalogFields, labelsOfValues, type CatalogValueLabels } from '@/lib/i18n/catalog-values'

export type CarListRoute = {
  /** Brand and model paths the list path names ([] on the list path itself). */
  selection: string[]
  /** Their display names, e.g. ['Volvo', 'XC60']. */
  names: string[]
}

/** The brand facet's whole tree (one limit-0 call, cached by the search service for 60 s). */
export const brandTree = cache(async (index: string, facetName: string): Promise<FacetValue[]> => {
  const response = await searchOrThrow({ index, facets: [facetName], limit: 0 })
  const facet = response.facet.find((candidate) => candidate.name === facetName)
  return facet?.type === 'value' ? facet.value : []
})

/** The values the index holds of each labelled field (one limit-0 call, cached by the search service). */
const labelledValues = cache(async (index: string): Promise<Record<string, string[]>> => {
  const response = await searchOrThrow({ index, facets: [...labelledCatalogFields], limit: 0 })
  return Object.fromEntries(
    response.facet.map((facet) => [
      facet.name,
      facet.type === 'value' ? facet.value.map((value) => value.text) : [],
    ]),
  )
})

/**
 * The catalog-value labels the car list's islands need: those of the values the index holds (the
 * compare bar shows any of its cars), not the dictionary's every vocabulary; all of them when the
 * index cannot say.
 */
export async function heldValueLabels(
  site: Site,
  index: string,
  labels: CatalogValueLabels,
): Promise<CatalogValueLabels> {
  try {
    return labelsOfValues(labels, await labelledValues(index))
  } catch (error) {
    logger.warn({ code: 'CATALOG_VALUES_UNREAD', site: site.name, err: error }, 'catalog values unread')
    return labels
  }
}

async function resolve(site: Site, segments: string[]): Promise<CarListRoute | null> {
  if (segments.length === 0) return { selection: [], names: [] }
  const facet = brandFacet(parseFacetMap(site.catalog?.facetMap) ?? [])
  const index = site.catalog?.vehicleIndex
  if (!facet || !index || segments.length > 2) return null
  try {
    const selection = resolvePathSegments(segments, await brandTree(index, facet.name))
    return selection ? { selection, names: selection.map((path) => path.split('>').at(-1)!) } : null
  } catch (error) {
    logger.warn(
      { code: 'CAR_LIST_PATH_FAILED', site: site.name, segments, err: error },
      'list path unresolved',
    )
    return null
  }
}

/** Whether the site has a car list a brand can filter (a vehicle index and a brand facet). */
export function hasBrandList(site: Site): boolean {
  return Boolean(site.catalog?.vehicleIndex && brandFacet(parseFacetMap(site.catalog?.facetMap) ?? []))
}

/**
 * The catalog's own spelling of each brand the site has cars of, by its folded name ("skoda" →
 * "Škoda"); null when the site has no car list or the search fails (nothing is then hidden).
 */
export async function stockedBrands(site: Site): Promise<Map<string, string> | null> {
  const facet = brandFacet(parseFacetMap(site.catalog?.facetMap) ?? [])
  const index = site.catalog?.vehicleIndex
  if (!facet || !index) return null
  try {
    const tree = await brandTree(index, facet.name)
    return new Map(tree.filter((node) => node.count > 0).map((node) => [foldText(node.text), node.text]))
  } catch (error) {
    logger.warn({ code: 'BRANDS_UNREAD', site: site.name, err: error }, 'stocked brands unread')
    return null
  }
}

const resolveByKey = cache((site: Site, key: string) => resolve(site, key ? key.split('/') : []))

/**
 * Spec 02 §2: one or two segments below the car list page name a brand and model. Null when the
 * segments name nothing (the route answers not found).
 */
export function carListPath(site: Site, remainingSegments: string[]): Promise<CarListRoute | null> {
  return resolveByKey(site, remainingSegments.join('/'))
}
