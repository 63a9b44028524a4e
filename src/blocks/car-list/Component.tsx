import { headers } from 'next/headers'
import { logger } from '@/lib/log/logger'
import { vehicleCardSettings } from '@/ui/vehicle/card-settings'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { formatHitCount } from '@/ui/vehicle/format'
import type { CarCardRecord } from '@/ui/vehicle/types'
import { parseFacetMap, parseSortOptions } from '@/services/search/list/facet-map'
import { parseListState, pathSelectionOf } from '@/services/search/list/list-state'
import { carListPath, heldValueLabels } from '@/services/search/list/list-route'
import { translator } from '@/lib/i18n/dictionary'
import { pageTitle } from '@/services/content/metadata'
import { localisedPath } from '@/lib/site/languages'
import { kinds, searchOrThrow } from '@/services/search'
import { keyDataRows, technicalRows } from '@/blocks/car-list/compare/compare-fields'
import type { BlockComponent } from '../types'
import { CarListIsland, CompareBarIsland } from './CarList.lazy'
import type { CarListView } from './CarList.client'
import { CarResults } from './CarResults'
import { ListHeading } from './ListHeading'
import { saveSearchTextKeys, type SaveSearchTexts } from './saved-search/texts'
import { facetsRequest, firstPagesRequest, panelFacets } from './query'
import { fill } from '@/lib/i18n/fill'
import { carListTextKeys, truncateTooltip, type CarListTexts } from './texts'
import { controlTextKeys, type ControlTexts } from '@/ui/catalog-filters/texts'

/**
 * Spec 02 §2 car list. The server renders the first `48 * (page + 1)` cars of the URL's state
 * and the facets (two search calls in parallel): heading and empty or error state as server
 * components, the cards as a grid island given each card's record and its texts formatted here.
 * The island holds the controls; a change navigates to the state's URL and this renders again.
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

  const settings = vehicleCardSettings(context)
  // Started with the two searches; it never fails (all labels when the index cannot say).
  const islandLabels = heldValueLabels(site, index, settings.catalogValues)
  let view: CarListView
  let cars: CarCardRecord[] = []
  try {
    const [found, facets] = await Promise.all([
      searchOrThrow(firstPagesRequest(index, state, facetMap)),
      searchOrThrow(facetsRequest(index, state, facetMap)),
    ])
    cars = toCarCards(found.content)
    view = {
      status: cars.length ? 'results' : 'empty',
      total: found.total_items,
      shown: cars.length,
      facets: panelFacets(facets.facet),
    }
  } catch (error) {
    logger.error({ code: 'CAR_LIST_FAILED', site: site.name, index, err: error }, 'car list search failed')
    view = { status: 'error', total: 0, shown: 0, facets: [] }
  }

  const texts = Object.fromEntries(carListTextKeys.map((key) => [key, t(key)])) as CarListTexts
  const catalogValues = await islandLabels
  const basePath = localisedPath(site, language.code, page.path ?? '/')
  const names = pathSelectionOf(state, facetMap).map((value) => value.split('>').at(-1)!)
  return (
    <section data-block="car-list" className="mx-auto w-full max-w-screen-2xl px-4 pt-6 pb-16">
      <CarListIsland
        basePath={basePath}
        titles={{ page: pageTitle(site, page), template: site.titleTemplate || '%s' }}
        facetMap={facetMap}
        facetLabels={Object.fromEntries(
          facetMap.map((facet) => {
            const tooltip = dictionary[`${facet.label}Tooltip`]
            return [facet.name, { label: t(facet.label), tooltip: tooltip ? truncateTooltip(tooltip) : null }]
          }),
        )}
        sortOptions={sortOptions.map((name) => ({ name, label: t(`sort_${name}`) }))}
        state={state}
        view={view}
        format={{ locale: settings.format.locale, mileageUnit: settings.format.mileageUnit }}
        catalogValues={catalogValues}
        texts={Object.fromEntries(controlTextKeys.map((key) => [key, texts[key]])) as ControlTexts}
        compare={{ index, labels: { add: texts.compareAdd, remove: texts.compareRemove } }}
        saveSearch={{
          site: index.replace(/^vehicles_/, ''),
          language: language.code,
          detailPath: settings.pathToCarDetail,
          texts: Object.fromEntries(saveSearchTextKeys.map((key) => [key, t(key)])) as SaveSearchTexts,
        }}
        heading={
          <ListHeading
            texts={{
              homeHref: localisedPath(site, language.code, '/'),
              siteName: site.displayName,
              pageTitle: page.title,
              heading: block.heading || page.title,
              breadcrumbLabel: texts.carListBreadcrumb,
            }}
            basePath={basePath}
            names={names}
          />
        }
        results={
          <CarResults
            status={view.status}
            cars={cars}
            settings={settings}
            texts={texts}
            heading={fill(texts.carListHits, { count: formatHitCount(view.total, settings.format.locale) })}
          />
        }
      />
      <CompareBarIsland
        index={index}
        format={settings.format}
        catalogValues={catalogValues}
        rowLabels={Object.fromEntries(
          [...keyDataRows, ...technicalRows].map((row) => [row.label, t(row.label)]),
        )}
        texts={{
          button: texts.compareButton,
          clearAll: texts.compareClearAll,
          heading: texts.compareHeading,
          close: texts.compareClose,
          selected: texts.compareSelected,
          remove: texts.compareRemove,
          price: texts.comparePrice,
          keyData: texts.compareKeyData,
          technical: texts.compareTechnical,
          equipment: texts.compareEquipment,
        }}
      />
    </section>
  )
}
