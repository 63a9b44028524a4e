import { headers } from 'next/headers'
import { controlTextKeys, type ControlTexts } from '@/ui/catalog-filters/texts'
import { translator } from '@/lib/i18n/dictionary'
import { logger } from '@/lib/log/logger'
import { searchOrThrow } from '@/services/search'
import type { BlockComponent } from '../types'
import { KitGrid } from './KitCard'
import { KitCatalogueIsland } from './KitCatalogue.lazy'
import type { KitListView } from './useKitCatalogueFlow'
import { kitFacetMap, kitsRequest, kitVehicleTypesRequest, toKits, typeIdsOf, type CarChoice } from './query'
import { carFromQuery } from './store'
import { kitTextsOf } from './texts'

/**
 * Spec 03 §2.1 kit catalogue. Page one is searched here (spec 03 §4: prefetched on the server),
 * with the car the URL names (the vehicle selector's link); a failure is logged as
 * GET_SERVER_SIDE_PROPS_FAILED (spec 03 §8) and the list shows carListError. Its cards are drawn
 * here, not hydrated: the island draws the grid only once the list changes (for the page's
 * Lighthouse score).
 */
export const KitCatalogue: BlockComponent<'kitCatalogue'> = async ({ block, context }) => {
  const { site, language, dictionary } = context
  const t = translator(dictionary)
  const kitIndex = site.catalog?.kitIndex ?? ''
  const kitVehicleIndex = site.catalog?.kitVehicleIndex ?? ''
  const requestHeaders = await headers()
  const search = new URLSearchParams(requestHeaders.get('x-original-search') ?? '')
  let car: CarChoice | null = carFromQuery(search)

  let view: KitListView
  let typeIds: string[] = []
  try {
    if (car) {
      typeIds = typeIdsOf((await searchOrThrow(kitVehicleTypesRequest(kitVehicleIndex, car))).content)
      // A car the kit vehicles do not have is no choice.
      if (!typeIds.length) car = null
    }
    const found = await searchOrThrow(kitsRequest(kitIndex, { filters: {}, keyphrase: '', typeIds }, 0))
    const kits = toKits(found.content)
    view = { status: kits.length ? 'results' : 'empty', kits, total: found.total_items, facets: found.facet }
  } catch (error) {
    // Logged as the car detail logs its failed load (spec 02 §8, spec 03 §8).
    logger.error(
      {
        code: 'GET_SERVER_SIDE_PROPS_FAILED',
        time: new Date().toISOString(),
        host: requestHeaders.get('host'),
        component: 'KitCatalogue',
        site: site.name,
        index: kitIndex,
        err: error,
      },
      'kit catalogue prefetch failed',
    )
    view = { status: 'error', kits: [], total: 0, facets: [] }
    car = null
    typeIds = []
  }

  return (
    <section data-block="kit-catalogue" className="mx-auto w-full max-w-screen-2xl px-4 pt-6 pb-16">
      <KitCatalogueIsland
        kitIndex={kitIndex}
        kitVehicleIndex={kitVehicleIndex}
        locale={language.intlLocale}
        formName={`${site.name}KitQuoteForm`}
        heading={block.heading ?? ''}
        initial={view}
        initialGrid={<KitGrid kits={view.kits} locale={language.intlLocale} />}
        initialCar={car}
        initialTypeIds={typeIds}
        facetLabels={Object.fromEntries(
          kitFacetMap.map((facet) => [facet.name, { label: facet.label, tooltip: null }]),
        )}
        controlTexts={Object.fromEntries(controlTextKeys.map((key) => [key, t(key)])) as ControlTexts}
        texts={kitTextsOf(dictionary)}
      />
    </section>
  )
}
