'use client'
import { useEffect, useOptimistic, useState, useTransition, type ReactNode } from 'react'
import { useRouter } from 'next/navigation'
import dynamic from 'next/dynamic'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import { useMediaQuery } from '@/lib/browser/media-query'
import { useSessionValue } from '@/lib/browser/session-value'
import { SearchForm } from '@/ui/search-bar/SearchForm.client'
import { catalogValueLabel, type CatalogValueLabels } from '@/lib/i18n/catalog-values'
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import { formatHitCount, formatNumber, rangeUnitScale, type MileageUnit } from '@/ui/vehicle/format'
import {
  clearAll,
  pageCapReached,
  listHref,
  pathSelectionOf,
  removeValue,
  searchFilters,
  withFilter,
  type ListState,
} from '@/services/search/list/list-state'
import { mergeFilters, splitPhrase, withValueLabels } from '@/services/search/list/phrase'
import { CompareContext, type CompareLabels } from '@/blocks/car-list/compare/context'
import { FilterPanel, type FacetLabels } from '@/ui/catalog-filters/FilterPanel.client'
import type { ListFacet } from '@/ui/catalog-filters/facets'
import { fill } from '@/lib/i18n/fill'
import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { FilterChips } from '@/ui/filter-chips/FilterChips'
import { facetChips, type FacetChip } from '@/ui/filter-chips/chips'
import type { SaveSearchTarget } from './saved-search/texts'

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

const skeletonCards = 24
/** The load-more control is hidden when everything is shown and there are fewer than this (spec 02 §5). */
const alwaysShowMoreFrom = 12
/** The filter controls show when facets exist or there are more cars than this (spec 02 §5). */
const filtersFromTotal = 8

/**
 * Whether the filter drawer is open, kept beside the island: Next.js mounts the page afresh when a
 * navigation changes the path below the list (a brand or model, through the proxy's rewrite), and
 * a visitor filtering in the drawer keeps it open (spec 02 §5: filters apply at once while open).
 */
let drawerKeptOpen = false

/**
 * The filter value that had the focus when a change navigated. A brand or model changes the path,
 * and Next.js mounts the page afresh: the same checkbox in the new view takes the focus back, so
 * a keyboard or screen-reader user stays where they were.
 */
let focusKeptOn: string | null = null

function keepFocusedFacetValue(root: HTMLElement | null) {
  const focused = document.activeElement
  const panel = focused?.closest<HTMLElement>('[data-filter-panel]')?.dataset.filterPanel
  const value = focused?.closest<HTMLElement>('[data-facet-value]')?.dataset.facetValue
  focusKeptOn =
    focused && root?.contains(focused) && panel && value
      ? `[data-filter-panel="${panel}"] [data-facet-value="${CSS.escape(value)}"] > label input`
      : null
}

/** Gives the kept focus back (after a fresh mount) and forgets it. */
function restoreKeptFocus(root: HTMLElement | null) {
  if (focusKeptOn) root?.querySelector<HTMLElement>(focusKeptOn)?.focus({ preventScroll: true })
  focusKeptOn = null
}

function Skeleton() {
  return (
    <div data-skeleton className="animate-pulse overflow-hidden rounded-lg ring-1 ring-neutral-200">
      <div className="aspect-[4/3] bg-neutral-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-2/3 rounded bg-neutral-200" />
        <div className="h-4 w-1/2 rounded bg-neutral-200" />
        <div className="h-6 w-1/3 rounded bg-neutral-200" />
      </div>
    </div>
  )
}

/**
 * The car list's controls: filters (sticky panel from 1024 px or a drawer), keyphrase, sort,
 * chips and show more. The URL is the state: a change navigates to the state's URL in a
 * transition and the server renders the cars, the heading and the facets for it, while the
 * island shows the change at once (checked boxes, chips) and a skeleton until they arrive.
 */
export function CarListIsland({
  basePath,
  titles,
  facetMap,
  facetLabels,
  sortOptions,
  state,
  view,
  format,
  catalogValues,
  texts,
  compare,
  saveSearch,
  heading,
  results,
}: Props) {
  const seed = useFormatSeed()
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [shownState, showState] = useOptimistic(state)
  const [pendingMore, setPendingMore] = useState(false)
  const [drawerOpen, setDrawerOpenState] = useState(() => drawerKeptOpen)
  const [phrase, setPhrase] = useState(state.keyphrase)
  const [phraseOf, setPhraseOf] = useState(state.keyphrase)
  /** null until first opened: the form's code loads then, and stays to keep what was typed. */
  const [saveOpen, setSaveOpen] = useState<boolean | null>(null)
  const [storedVariant, setVariant] = useSessionValue('filterType')
  const isWide = useMediaQuery('(min-width: 1024px)')
  // Hydrated once the screen's width is known and the side panel (if any) is drawn.
  const root = useHydratedMarker<HTMLDivElement>(isWide !== null)
  const sortNames = sortOptions.map((option) => option.name)
  const variant = storedVariant === 'default' ? 'default' : 'sticky'
  const sticky = variant === 'sticky' && isWide !== false
  const { locale, mileageUnit } = format
  const loading = pending && !pendingMore
  const names = pathSelectionOf(state, facetMap).map((value) => value.split('>').at(-1)!)
  const title = names.length ? titles.template.replace('%s', names.join(' ')) : titles.page
  // The tab's title follows the brand and model in view (a query such as ?car_brand=Volvo too).
  useEffect(() => {
    document.title = title
  }, [title])

  // Back and forward (and every navigation) bring the URL's keyphrase back into the box.
  if (phraseOf !== shownState.keyphrase) {
    setPhraseOf(shownState.keyphrase)
    setPhrase(shownState.keyphrase)
  }

  function setDrawerOpen(open: boolean) {
    drawerKeptOpen = open
    setDrawerOpenState(open)
  }

  // A fresh mount after a navigation gives the focus back to the filter value that had it; once the
  // navigation is over in a view that stayed mounted, the focus never left and nothing is kept.
  useEffect(() => restoreKeptFocus(root.current), [root])
  useEffect(() => {
    if (!pending) restoreKeptFocus(null)
  }, [pending])

  function load(next: ListState, more = false) {
    keepFocusedFacetValue(root.current)
    setPendingMore(more)
    setPhrase(next.keyphrase)
    startTransition(() => {
      showState(next)
      router.push(listHref(basePath, next, facetMap, sortNames), { scroll: false })
    })
  }

  function changeFilter(facet: string, values: string[]) {
    load(withFilter(shownState, facet, values))
  }

  function searchPhrase(typed: string) {
    const valueFacets = view.facets.flatMap((facet) =>
      facet.type === 'value'
        ? [withValueLabels({ name: facet.name, values: facet.value }, catalogValues)]
        : [],
    )
    const split = splitPhrase(typed, valueFacets, facetMap)
    load({
      ...shownState,
      filters: mergeFilters(shownState.filters, split.filters),
      keyphrase: split.keyphrase,
      page: 0,
    })
  }

  const hits = formatHitCount(view.total, locale)
  const chips = facetChips(facetMap, shownState.filters, shownState.keyphrase, {
    range: (name, values) =>
      `${facetLabels[name]?.label ?? name}: ${values.map((value) => formatNumber(Number(value) / rangeUnitScale(name, mileageUnit), locale)).join(' – ')}`,
    value: (name, value) => {
      const fields = name.split('>')
      return value
        .split('>')
        .map((level, depth) => catalogValueLabel(catalogValues, fields[depth] ?? '', level))
        .join(' ')
    },
  })

  function removeChip(chip: FacetChip) {
    if (!chip.facet) return load({ ...shownState, keyphrase: '', page: 0 })
    const values = shownState.filters[chip.facet] ?? []
    changeFilter(chip.facet, chip.value === null ? [] : removeValue(values, chip.value))
  }

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
  const pastCap = pageCapReached(state.page, shown, total)
  const hideMore = shown >= total && total < alwaysShowMoreFrom

  return (
    <div ref={root} data-car-list data-state={loading ? 'loading' : view.status}>
      {heading}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {showFilters ? (
          <button
            type="button"
            data-filter-toggle
            aria-expanded={isWide ? sticky : drawerOpen}
            className="rounded border border-neutral-400 px-4 py-2 font-semibold"
            onClick={() => (isWide ? setVariant(sticky ? 'default' : 'sticky') : setDrawerOpen(true))}
          >
            {isWide ? (sticky ? texts.carListHideFilters : texts.carListShowFilters) : texts.carListFilters}
          </button>
        ) : null}
        <SearchForm
          look="toolbar"
          inputId="car-list-keyphrase"
          value={phrase}
          onValueChange={setPhrase}
          onSearch={searchPhrase}
          labels={{ input: texts.carListSearchLabel, submit: texts.carListSearchButton }}
        />
        <label className="flex flex-col text-sm">
          {texts.carListSortLabel}
          <select
            data-sort
            value={shownState.sort}
            onChange={(event) => load({ ...shownState, sort: event.target.value, page: 0 })}
            className="rounded border border-neutral-400 px-3 py-2 text-base"
          >
            {sortOptions.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          data-save-search
          aria-haspopup="dialog"
          className="rounded border border-neutral-400 px-4 py-2 font-semibold"
          onClick={() => setSaveOpen(true)}
        >
          {saveSearch.texts.savedSearchButton}
        </button>
      </div>
      {saveOpen === null ? null : (
        <SaveSearch
          open={saveOpen}
          onClose={() => setSaveOpen(false)}
          target={saveSearch}
          search={{
            filters: searchFilters(shownState, facetMap),
            keyphrase: shownState.keyphrase,
            listPath: listHref(basePath, { ...shownState, page: 0 }, facetMap, sortNames),
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
        onRemove={(key) => {
          const chip = chips.find((candidate) => candidate.key === key)
          if (chip) removeChip(chip)
        }}
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
        <div className="min-w-0 flex-1">
          <p className="mb-3 text-sm text-neutral-700" aria-live="polite" data-progress>
            {view.status !== 'error' && !loading
              ? fill(texts.carListShowing, { shown: formatNumber(shown, locale), total: hits })
              : ''}
          </p>
          {loading ? (
            <div
              aria-busy="true"
              aria-label={texts.carListLoading}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
            >
              {Array.from({ length: skeletonCards }, (_, position) => (
                <Skeleton key={position} />
              ))}
            </div>
          ) : (
            <CompareContext value={compare}>{results}</CompareContext>
          )}
          {!loading && view.status === 'results' && !hideMore ? (
            <div className="mt-8 flex flex-col items-center gap-2">
              <button
                type="button"
                data-show-more
                data-error={pastCap ? '' : undefined}
                aria-describedby={pastCap ? 'car-list-page-cap' : undefined}
                disabled={pastCap || shown >= total || pending}
                onClick={() => load({ ...shownState, page: shownState.page + 1 }, true)}
                className="rounded border-2 border-brand px-6 py-2 font-semibold text-brand disabled:border-neutral-300 disabled:text-neutral-500"
              >
                {texts.carListShowMore}
              </button>
              {pastCap ? (
                <p id="car-list-page-cap" role="status" className="text-sm text-red-700" data-page-cap>
                  {texts.carListPageCap}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>

      {showFilters ? (
        <ModalDialog
          name="car-list-filters"
          placement="drawer"
          attributes={{ 'data-filter-panel': 'drawer' }}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={texts.carListFilters}
          closeLabel={texts.carListClose}
          footer={
            <button
              type="button"
              data-drawer-submit
              className="w-full rounded bg-brand px-4 py-3 font-semibold text-brand-contrast"
              onClick={() => setDrawerOpen(false)}
            >
              {fill(texts.carListShowCars, { count: hits })}
            </button>
          }
        >
          {panel('drawer')}
        </ModalDialog>
      ) : null}
      {seed()}
    </div>
  )
}
