import { headers } from 'next/headers'
import { logger } from '@/lib/log/logger'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { parseFacetMap, parseSortOptions, brandFacet } from './facet-map'
import { parseListState } from './list-state'
import { brandTree, carListPath } from './list-route'
import { translator } from '@/lib/i18n/dictionary'
import { pageTitle } from '@/services/content/metadata'
import { localisedPath } from '@/lib/site/languages'
import { kinds, searchOrThrow, type FacetValue } from '@/services/search'
import { keyDataRows, technicalRows } from '@/blocks/car-list/compare/compare-fields'
import type { BlockComponent } from '../types'
import { CarListIsland } from './CarList.lazy'
import type { CarListData } from './CarList.client'
import { facetsRequest, firstPagesRequest } from './query'
import { carListTextKeys, truncateTooltip, type CarListTexts } from './texts'

/**
 * Spec 02 §2 car list. The server renders the first `48 * (page + 1)` cars of the URL's state
 * and the facets (two search calls in parallel); the island takes over filters, sort and show
 * more through POST /api/search.
 */
export const CarList: BlockComponent<'carList'> = async ({ block, context }) => {
  const { site, language, page, dictionary, remainingSegments } = context
  const facetMap = parseFacetMap(site.catalog?.facetMap)
  if (!facetMap) throw new Error('Facet map is not defined in CarList')
  const t = translator(dictionary)
  const sortOptions = parseSortOptions(
    site.catalog?.sortOptions,
    kinds.vehicles.sorts.map((option) => option.name),
  )
  const index = site.catalog?.vehicleIndex ?? ''
  const route = await carListPath(site, remainingSegments)
  const search = (await headers()).get('x-original-search') ?? ''
  const state = parseListState(new URLSearchParams(search), facetMap, sortOptions, route?.selection ?? [])

  let data: CarListData
  let tree: FacetValue[] = []
  try {
    const brand = brandFacet(facetMap)
    const [cars, facets, brands] = await Promise.all([
      searchOrThrow(firstPagesRequest(index, state, facetMap)),
      searchOrThrow(facetsRequest(index, state, facetMap)),
      brand ? brandTree(index, brand.name) : Promise.resolve([]),
    ])
    tree = brands
    data = {
      status: 'results',
      cars: toCarCards(cars.content),
      total: cars.total_items,
      facets: facets.facet,
    }
  } catch (error) {
    logger.error({ code: 'CAR_LIST_FAILED', site: site.name, index, err: error }, 'car list search failed')
    data = { status: 'error', cars: [], total: 0, facets: [] }
  }

  const texts = Object.fromEntries(carListTextKeys.map((key) => [key, t(key)])) as CarListTexts
  const basePath = localisedPath(site, language.code, page.path ?? '/')
  return (
    <section data-block="car-list" className="mx-auto w-full max-w-screen-2xl px-4 pt-6 pb-16">
      <CarListIsland
        index={index}
        basePath={basePath}
        heading={{
          homeHref: localisedPath(site, language.code, '/'),
          siteName: site.displayName,
          pageTitle: page.title,
          heading: block.heading || page.title,
          breadcrumbLabel: texts.carListBreadcrumb,
        }}
        titles={{ page: pageTitle(site, page), template: site.titleTemplate || '%s' }}
        facetMap={facetMap}
        facetLabels={Object.fromEntries(
          facetMap.map((facet) => {
            const tooltip = dictionary[`${facet.label}Tooltip`]
            return [facet.name, { label: t(facet.label), tooltip: tooltip ? truncateTooltip(tooltip) : null }]
          }),
        )}
        sortOptions={sortOptions.map((name) => ({ name, label: t(`sort_${name}`) }))}
        brandTree={tree}
        initialState={state}
        initial={data}
        settings={vehicleCardSettings(context)}
        texts={texts}
        rowLabels={Object.fromEntries(
          [...keyDataRows, ...technicalRows].map((row) => [row.label, t(row.label)]),
        )}
      />
    </section>
  )
}
