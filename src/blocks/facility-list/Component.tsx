import { headers } from 'next/headers'
import { logger } from '@/lib/log/logger'
import { localisedPath } from '@/lib/site/languages'
import { searchOrThrow } from '@/services/search'
import { PlaceMap, placeMapTexts } from '@/ui/map/PlaceMap'
import { facilityPlaces, toFacilityCards, type FacilityCardRecord } from '@/ui/facility/card-fields'
import { ListStatus } from '@/ui/list-status/ListStatus'
import { FacilityGrid } from '@/ui/facility/FacilityCard'
import type { BlockComponent } from '../types'
import type { FacetControl } from './FacilityControls.client'
import { FacilityControlsIsland } from './FacilityList.lazy'
import {
  facetsRequest,
  facilityListHref,
  parseFacets,
  parseFacilityState,
  showsSearchBox,
  sitesRequest,
} from './query'
import { siteDetailPath, sitesIndex } from '@/ui/facility/site-context'
import { facetLabelKey, facilityCountText, facilityListTexts } from './texts'

type View = { status: 'results' | 'empty' | 'error'; total: number; overallTotal: number }

/**
 * Spec 02 §2 "Facility (dealer site) list". The server renders the URL's state: the first
 * `48 * (page + 1)` sites by website_sort_order, the facets over all sites, the cards and the map
 * of the listed sites. The island holds the form and show more.
 */
export const FacilityList: BlockComponent<'facilityList'> = async ({ block, context }) => {
  const { site, language, page, dictionary } = context
  // Beside the facility detail on one page: a dealer's own path shows the detail, not the list.
  if (context.remainingSegments.length > 0) return null
  const texts = facilityListTexts(dictionary)
  const facets = parseFacets(block.facets)
  const index = sitesIndex(context)
  const search = (await headers()).get('x-original-search') ?? ''
  const state = parseFacilityState(new URLSearchParams(search), facets)

  let view: View
  let sites: FacilityCardRecord[] = []
  let facetControls: FacetControl[] = []
  try {
    const [found, all] = await Promise.all([
      searchOrThrow(sitesRequest(index, state)),
      searchOrThrow(facetsRequest(index, facets)),
    ])
    sites = toFacilityCards(found.content)
    view = {
      status: sites.length ? 'results' : 'empty',
      total: found.total_items,
      overallTotal: all.total_items,
    }
    facetControls = facets.map((name) => {
      const values = all.facet.find((facet) => facet.name === name)
      return {
        name,
        label: dictionary[facetLabelKey(name)] ?? name,
        options:
          values?.type === 'value'
            ? values.value.map((value) => ({
                value: value.text,
                label: dictionary[`departmentGroup_${value.text}`] ?? value.text,
                count: value.count,
              }))
            : [],
      }
    })
  } catch (error) {
    logger.error(
      { code: 'FACILITY_LIST_FAILED', site: site.name, index, err: error },
      'facility list search failed',
    )
    view = { status: 'error', total: 0, overallTotal: 0 }
  }

  const basePath = localisedPath(site, language.code, page.path ?? '/')
  const detailPath = siteDetailPath(context)
  const showMoreHref =
    view.status === 'results' && sites.length < view.total
      ? facilityListHref(basePath, { ...state, page: state.page + 1 })
      : null
  return (
    <section data-block="facility-list" className="mx-auto w-full max-w-screen-2xl px-4 pt-6 pb-16">
      <h1 className="mb-6 text-3xl md:text-4xl">{block.heading || page.title}</h1>
      <FacilityControlsIsland
        basePath={basePath}
        state={state}
        facets={facetControls}
        showSearch={showsSearchBox(view.overallTotal)}
        showMoreHref={showMoreHref}
        texts={texts}
        results={
          <>
            {view.status === 'results' ? (
              <p className="mb-3 text-sm text-neutral-700" aria-live="polite" data-facility-count>
                {facilityCountText(dictionary, language.intlLocale, sites.length, view.total)}
              </p>
            ) : null}
            <FacilityResults status={view.status} sites={sites} detailPath={detailPath} texts={texts} />
          </>
        }
      />
      {block.showMap !== false && sites.length ? (
        <div className="mt-10">
          <PlaceMap
            places={facilityPlaces(sites, detailPath)}
            label={texts.facilityListMapLabel}
            texts={placeMapTexts(dictionary)}
          />
        </div>
      ) : null}
    </section>
  )
}

/** The cards, or the empty or error state, in words of dealers (the car list's speak of cars). */
function FacilityResults({
  status,
  sites,
  detailPath,
  texts,
}: {
  status: View['status']
  sites: FacilityCardRecord[]
  detailPath: string
  texts: { facilityListError: string; facilityListEmpty: string }
}) {
  if (status !== 'results')
    return (
      <ListStatus
        status={status}
        texts={{ carListError: texts.facilityListError, noSearchResults: texts.facilityListEmpty }}
      />
    )
  return <FacilityGrid sites={sites} detailPath={detailPath} headingLevel="h2" />
}
