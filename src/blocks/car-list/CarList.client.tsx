'use client'
import { useState, type ReactNode } from 'react'
import dynamic from 'next/dynamic'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import type { CatalogValueLabels } from '@/lib/i18n/catalog-values'
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import { formatHitCount, formatNumber, type MileageUnit } from '@/ui/vehicle/format'
import {
  clearAll,
  pageCapReached,
  listHref,
  searchFilters,
  type ListState,
} from '@/services/search/list/list-state'
import { CompareContext, type CompareLabels } from '@/blocks/car-list/compare/context'
import { FilterPanel, type FacetLabels } from '@/ui/catalog-filters/FilterPanel.client'
import type { ListFacet } from '@/ui/catalog-filters/facets'
import { fill } from '@/lib/i18n/fill'
import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { FilterChips } from '@/ui/filter-chips/FilterChips'
import type { SaveSearchTarget } from './saved-search/texts'
import { FiltersDrawer } from './FiltersDrawer'
import { ListResults } from './ListResults'
import { ListToolbar } from './ListToolbar'
import { useCarListFlow } from './useCarListFlow'

/** "Save this search": fetched when the visitor first opens it ("Saved searches: form"). */
const SaveSearch = dynamic(() =>
  import('./saved-search/SaveSearch.client').then((module) => module.SaveSearch),
)

/** What the server found for the URL's state: the island shows counts and facets, not cars. */
export type CarListView = {
  status: 'results' | 'error' | 'empty'
  total: number
  /** Cars on screen. */
  shown: number
  facets: ListFacet[]
}

type Props = {
  basePath: string
  /** The document title: the page's, or the template filled with the brand and model in view. */
  titles: { page: string; template: string }
  facetMap: FacetMapEntry[]
  facetLabels: FacetLabels
  sortOptions: { name: string; label: string }[]
  state: ListState
  view: CarListView
  format: { locale: string; mileageUnit: MileageUnit }
  /** Labels of the catalog's values in the page's language (facets, chips, typed phrases). */
  catalogValues: CatalogValueLabels
  texts: ControlTexts
  compare: { index: string; labels: CompareLabels }
  saveSearch: SaveSearchTarget
  /** Breadcrumb and heading, rendered on the server. */
  heading: ReactNode
  /** The cars (or the empty or error state), rendered on the server. */
  results: ReactNode
}

/** The load-more control is hidden when everything is shown and there are fewer than this (spec 02 §5). */
const alwaysShowMoreFrom = 12
/** The filter controls show when facets exist or there are more cars than this (spec 02 §5). */
const filtersFromTotal = 8

/**
 * The car list's controls: filters (sticky panel from 1024 px or a drawer), keyphrase, sort,
 * chips and show more. The URL is the state: a change navigates to the state's URL in a
 * transition and the server renders the cars, the heading and the facets for it, while the
 * island shows the change at once (checked boxes, chips) and a skeleton until they arrive.
 */
export function CarListIsland(props: Props) {
  const { basePath, facetMap, facetLabels, sortOptions, view, format, catalogValues, texts, saveSearch } =
    props
  const seed = useFormatSeed()
  const { root, ...flow } = useCarListFlow(props)
  const { isWide, sticky, drawerOpen, setDrawerOpen, shownState, loading, load, changeFilter, chips } = flow
  /** null until first opened: the form's code loads then, and stays to keep what was typed. */
  const [saveOpen, setSaveOpen] = useState<boolean | null>(null)
  const { locale, mileageUnit } = format
  const hits = formatHitCount(view.total, locale)
  const showFilters = view.facets.length > 0 || view.total > filtersFromTotal
  const panel = (idPrefix: string) => (
    <FilterPanel
      idPrefix={idPrefix}
      facetMap={facetMap}
      facets={view.facets}
      labels={facetLabels}
      filters={shownState.filters}
      locale={locale}
      mileageUnit={mileageUnit}
      valueLabels={catalogValues}
      texts={texts}
      onChange={changeFilter}
    />
  )

  const { shown, total } = view
  const hideMore = shown >= total && total < alwaysShowMoreFrom

  return (
    <div ref={root} data-car-list data-state={loading ? 'loading' : view.status}>
      {props.heading}
      <ListToolbar
        filterToggle={
          showFilters
            ? {
                isWide,
                sticky,
                drawerOpen,
                onClick: () => (isWide ? flow.toggleSticky() : setDrawerOpen(true)),
              }
            : null
        }
        phrase={flow.phrase}
        onPhraseChange={flow.setPhrase}
        onSearch={flow.searchPhrase}
        sort={shownState.sort}
        sortOptions={sortOptions}
        onSort={(sort) => load({ ...shownState, sort, page: 0 })}
        onSave={() => setSaveOpen(true)}
        saveLabel={saveSearch.texts.savedSearchButton}
        texts={texts}
      />
      {saveOpen === null ? null : (
        <SaveSearch
          open={saveOpen}
          onClose={() => setSaveOpen(false)}
          target={saveSearch}
          search={{
            filters: searchFilters(shownState, facetMap),
            keyphrase: shownState.keyphrase,
            listPath: listHref(basePath, { ...shownState, page: 0 }, facetMap, flow.sortNames),
          }}
        />
      )}

      <FilterChips
        chips={chips}
        texts={{
          applied: texts.carListAppliedFilters,
          remove: texts.carListRemoveFilter,
          clear: texts.carListClearAll,
        }}
        onRemove={flow.removeChip}
        onClear={() => load(clearAll(shownState))}
      />

      <div className="flex gap-8">
        {showFilters && sticky ? (
          <aside
            data-filter-panel="sticky"
            aria-label={texts.carListFilters}
            className="sticky top-4 hidden max-h-[calc(100dvh-2rem)] w-72 shrink-0 self-start overflow-y-auto pr-2 lg:block"
          >
            <p className="font-semibold" data-hit-count>
              {fill(texts.carListHits, { count: hits })}
            </p>
            {/* Built from 1024 px only: a phone neither downloads nor hydrates the hidden inputs. */}
            {isWide ? panel('sticky') : null}
          </aside>
        ) : null}
        <ListResults
          progress={
            view.status !== 'error' && !loading
              ? fill(texts.carListShowing, { shown: formatNumber(shown, locale), total: hits })
              : ''
          }
          loading={loading}
          more={
            !loading && view.status === 'results' && !hideMore
              ? {
                  pastCap: pageCapReached(props.state.page, shown, total),
                  disabled: shown >= total || flow.pending,
                  onMore: () => load({ ...shownState, page: shownState.page + 1 }, true),
                }
              : null
          }
          texts={texts}
        >
          <CompareContext value={props.compare}>{props.results}</CompareContext>
        </ListResults>
      </div>

      {showFilters ? (
        <FiltersDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} hits={hits} texts={texts}>
          {panel('drawer')}
        </FiltersDrawer>
      ) : null}
      {seed()}
    </div>
  )
}
