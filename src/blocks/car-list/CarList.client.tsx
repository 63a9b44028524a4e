'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useMediaQuery } from '@/lib/browser/media-query'
import { useSessionValue } from '@/lib/browser/session-value'
import { SearchForm } from '@/ui/search-bar/SearchForm.client'
import { toCarCards } from '@/ui/vehicle/card-fields'
import { catalogValueLabel } from '@/lib/i18n/catalog-values'
import type { FacetMapEntry } from './facet-map'
import { formatHitCount, formatNumber, rangeUnitScale } from '@/ui/vehicle/format'
import {
  clearAll,
  pageCapReached,
  listHref,
  pathSelectionOf,
  pageSize,
  parseListState,
  removeValue,
  withFilter,
  type ListState,
} from './list-state'
import { mergeFilters, resolvePathSegments, splitPhrase, withValueLabels, type ValueNode } from './phrase'
import type { CarCardRecord, VehicleCardSettings } from '@/ui/vehicle/types'
import { VehicleCard } from '@/ui/vehicle/VehicleCard'
import { CompareBar } from '@/blocks/car-list/compare/CompareBar.client'
import { CompareToggle } from '@/blocks/car-list/compare/CompareToggle.client'
import { FilterPanel, type FacetLabels } from './FilterPanel.client'
import { postSearch } from '../search-client'
import { carsRequest, facetsRequest, firstPagesRequest, type ListFacet } from './query'
import { ListHeading, type ListHeadingTexts } from './ListHeading'
import { fill, type CarListTexts } from './texts'

export type CarListData = {
  status: 'results' | 'error'
  cars: CarCardRecord[]
  total: number
  facets: ListFacet[]
}

type Props = {
  index: string
  basePath: string
  heading: ListHeadingTexts
  /** The document title: the page's, or the template filled with the brand and model in view. */
  titles: { page: string; template: string }
  facetMap: FacetMapEntry[]
  facetLabels: FacetLabels
  sortOptions: { name: string; label: string }[]
  brandTree: ValueNode[]
  initialState: ListState
  initial: CarListData
  settings: VehicleCardSettings
  texts: CarListTexts
  rowLabels: Record<string, string>
}

const skeletonCards = 24
/** The load-more control is hidden when everything is shown and there are fewer than this (spec 02 §5). */
const alwaysShowMoreFrom = 12
/** The filter controls show when facets exist or there are more cars than this (spec 02 §5). */
const filtersFromTotal = 8

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
 * The interactive car list: filters (sticky panel from 1024 px or a drawer), keyphrase, sort,
 * chips, show more and compare. State changes go to the URL first, then to POST /api/search.
 */
export function CarListIsland({
  index,
  basePath,
  heading,
  titles,
  facetMap,
  facetLabels,
  sortOptions,
  brandTree,
  initialState,
  initial,
  settings,
  texts,
  rowLabels,
}: Props) {
  const [state, setState] = useState(initialState)
  const [data, setData] = useState(initial)
  const [loading, setLoading] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [phrase, setPhrase] = useState(initialState.keyphrase)
  const [storedVariant, setVariant] = useSessionValue('filterType')
  const isWide = useMediaQuery('(min-width: 1024px)')
  const drawer = useRef<HTMLDialogElement>(null)
  const latest = useRef(0)
  const root = useHydratedMarker<HTMLDivElement>()
  const sortNames = sortOptions.map((option) => option.name)
  const variant = storedVariant === 'default' ? 'default' : 'sticky'
  const sticky = variant === 'sticky' && isWide !== false
  const { locale, mileageUnit } = settings.format
  const names = pathSelectionOf(state, facetMap).map((value) => value.split('>').at(-1)!)
  const title = names.length ? titles.template.replace('%s', names.join(' ')) : titles.page
  // The tab's title follows the brand and model in the path (the server titled the first view alike).
  useEffect(() => {
    document.title = title
  }, [title])

  async function load(next: ListState, push: boolean) {
    if (push) window.history.pushState(null, '', listHref(basePath, next, facetMap, sortNames))
    setState(next)
    setPhrase(next.keyphrase)
    setLoading(true)
    const request = ++latest.current
    try {
      const [cars, facets] = await Promise.all([
        postSearch(firstPagesRequest(index, next, facetMap)),
        postSearch(facetsRequest(index, next, facetMap)),
      ])
      if (request !== latest.current) return
      setData({
        status: 'results',
        cars: toCarCards(cars.content),
        total: cars.total_items,
        facets: facets.facet,
      })
    } catch {
      if (request === latest.current) setData({ status: 'error', cars: [], total: 0, facets: [] })
    } finally {
      if (request === latest.current) setLoading(false)
    }
  }

  async function showMore() {
    const next = { ...state, page: state.page + 1 }
    window.history.pushState(null, '', listHref(basePath, next, facetMap, sortNames))
    setState(next)
    setLoadingMore(true)
    const request = ++latest.current
    try {
      const cars = await postSearch(
        carsRequest(index, next, facetMap, { offset: next.page * pageSize, limit: pageSize }),
      )
      if (request !== latest.current) return
      setData((current) => ({
        ...current,
        cars: [...current.cars, ...toCarCards(cars.content)],
        total: cars.total_items,
      }))
    } catch {
      if (request === latest.current) setData({ status: 'error', cars: [], total: 0, facets: [] })
    } finally {
      if (request === latest.current) setLoadingMore(false)
    }
  }

  // Back and forward: the URL is the state.
  const onPopState = useEffectEvent(() => {
    const url = new URL(window.location.href)
    const below = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : ''
    const segments = below
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment))
    const selection = resolvePathSegments(segments, brandTree) ?? []
    void load(parseListState(url.searchParams, facetMap, sortNames, selection), false)
  })
  useEffect(() => {
    const listener = () => onPopState()
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  }, [])

  useEffect(() => {
    const element = drawer.current
    if (!element) return
    if (drawerOpen && !element.open) element.showModal()
    if (!drawerOpen && element.open) element.close()
  }, [drawerOpen])

  function changeFilter(facet: string, values: string[]) {
    void load(withFilter(state, facet, values), true)
  }

  function searchPhrase(typed: string) {
    const valueFacets = data.facets.flatMap((facet) =>
      facet.type === 'value'
        ? [withValueLabels({ name: facet.name, values: facet.value }, settings.catalogValues)]
        : [],
    )
    const split = splitPhrase(typed, valueFacets, facetMap)
    void load(
      { ...state, filters: mergeFilters(state.filters, split.filters), keyphrase: split.keyphrase, page: 0 },
      true,
    )
  }

  const hits = formatHitCount(data.total, locale)
  type Chip = { key: string; text: string; facet: string | null; value: string | null }
  const chips: Chip[] = facetMap.flatMap((facet): Chip[] => {
    const values = state.filters[facet.name] ?? []
    const label = facetLabels[facet.name]?.label ?? facet.name
    if (facet.isRange)
      return values.length === 2
        ? [
            {
              key: facet.name,
              text: `${label}: ${values.map((value) => formatNumber(Number(value) / rangeUnitScale(facet.name, mileageUnit), locale)).join(' – ')}`,
              facet: facet.name,
              value: null,
            },
          ]
        : []
    const fields = facet.name.split('>')
    return values.map((value) => ({
      key: `${facet.name}=${value}`,
      text: value
        .split('>')
        .map((level, depth) => catalogValueLabel(settings.catalogValues, fields[depth] ?? '', level))
        .join(' '),
      facet: facet.name,
      value,
    }))
  })
  if (state.keyphrase)
    chips.push({ key: 'keyphrase', text: `”${state.keyphrase}”`, facet: null, value: null })

  function removeChip(chip: Chip) {
    if (!chip.facet) return void load({ ...state, keyphrase: '', page: 0 }, true)
    const values = state.filters[chip.facet] ?? []
    changeFilter(chip.facet, chip.value === null ? [] : removeValue(values, chip.value))
  }

  const showFilters = data.facets.length > 0 || data.total > filtersFromTotal
  const panel = (idPrefix: string) => (
    <FilterPanel
      idPrefix={idPrefix}
      facetMap={facetMap}
      facets={data.facets}
      labels={facetLabels}
      filters={state.filters}
      locale={locale}
      mileageUnit={mileageUnit}
      valueLabels={settings.catalogValues}
      texts={texts}
      onChange={changeFilter}
    />
  )

  const loaded = data.cars.length
  const pastCap = pageCapReached(state.page, loaded, data.total)
  const hideMore = loaded >= data.total && data.total < alwaysShowMoreFrom

  return (
    <div
      ref={root}
      data-car-list
      data-state={loading ? 'loading' : data.status === 'error' ? 'error' : loaded ? 'results' : 'empty'}
    >
      <ListHeading texts={heading} basePath={basePath} names={names} />
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
            value={state.sort}
            onChange={(event) => void load({ ...state, sort: event.target.value, page: 0 }, true)}
            className="rounded border border-neutral-400 px-3 py-2 text-base"
          >
            {sortOptions.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {chips.length ? (
        <div className="mb-4 flex flex-wrap items-center gap-2" data-chips>
          <span className="sr-only">{texts.carListAppliedFilters}</span>
          {chips.map((chip) => (
            <button
              key={chip.key}
              type="button"
              data-chip={chip.key}
              onClick={() => removeChip(chip)}
              aria-label={`${texts.carListRemoveFilter}: ${chip.text}`}
              className="flex items-center gap-2 rounded-full bg-neutral-100 px-3 py-1 text-sm ring-1 ring-neutral-300"
            >
              {chip.text} <span aria-hidden="true">×</span>
            </button>
          ))}
          <button
            type="button"
            data-clear-all
            className="text-sm font-semibold underline"
            onClick={() => void load(clearAll(state), true)}
          >
            {texts.carListClearAll}
          </button>
        </div>
      ) : null}

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
            {panel('sticky')}
          </aside>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="mb-3 text-sm text-neutral-700" aria-live="polite" data-progress>
            {data.status === 'results' && !loading
              ? fill(texts.carListShowing, { shown: formatNumber(loaded, locale), total: hits })
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
          ) : data.status === 'error' ? (
            <p role="alert" data-list-error className="rounded border border-red-300 bg-red-50 p-4">
              {texts.carListError}
            </p>
          ) : loaded === 0 ? (
            <p data-list-empty className="rounded border border-neutral-300 bg-neutral-50 p-4">
              {texts.noSearchResults}
            </p>
          ) : (
            <ul
              className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4"
              data-car-grid
            >
              {data.cars.map((car, position) => (
                <li key={car.car_id}>
                  <VehicleCard
                    car={car}
                    settings={settings}
                    priority={position < 4}
                    compareSlot={
                      <CompareToggle
                        index={index}
                        car={car}
                        labels={{ add: texts.compareAdd, remove: texts.compareRemove }}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {!loading && data.status === 'results' && loaded > 0 && !hideMore ? (
            <div className="mt-8 flex flex-col items-center gap-2">
              <button
                type="button"
                data-show-more
                data-error={pastCap ? '' : undefined}
                aria-describedby={pastCap ? 'car-list-page-cap' : undefined}
                disabled={pastCap || loaded >= data.total || loadingMore}
                onClick={() => void showMore()}
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
        <dialog
          ref={drawer}
          data-filter-panel="drawer"
          aria-labelledby="car-list-drawer-heading"
          onClose={() => setDrawerOpen(false)}
          className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 backdrop:bg-black/40"
        >
          {drawerOpen ? (
            <div className="flex h-full flex-col">
              <div className="flex items-center justify-between border-b border-neutral-200 p-4">
                <h2 id="car-list-drawer-heading" className="text-xl">
                  {texts.carListFilters}
                </h2>
                <button
                  type="button"
                  className="rounded border px-3 py-1"
                  onClick={() => setDrawerOpen(false)}
                >
                  {texts.carListClose}
                </button>
              </div>
              <div className="flex-1 overflow-y-auto p-4">{panel('drawer')}</div>
              <div className="border-t border-neutral-200 p-4">
                <button
                  type="button"
                  data-drawer-submit
                  className="w-full rounded bg-brand px-4 py-3 font-semibold text-brand-contrast"
                  onClick={() => setDrawerOpen(false)}
                >
                  {fill(texts.carListShowCars, { count: hits })}
                </button>
              </div>
            </div>
          ) : null}
        </dialog>
      ) : null}

      <CompareBar
        index={index}
        settings={settings}
        rowLabels={rowLabels}
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
    </div>
  )
}
