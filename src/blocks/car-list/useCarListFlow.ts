'use client'
import { useEffect, useOptimistic, useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useMediaQuery } from '@/lib/browser/media-query'
import { useSessionValue } from '@/lib/browser/session-value'
import { catalogValueLabel, type CatalogValueLabels } from '@/lib/i18n/catalog-values'
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import {
  listHref,
  pathSelectionOf,
  removeValue,
  withFilter,
  type ListState,
} from '@/services/search/list/list-state'
import { mergeFilters, splitPhrase, withValueLabels } from '@/services/search/list/phrase'
import type { FacetLabels } from '@/ui/catalog-filters/FilterPanel.client'
import type { ListFacet } from '@/ui/catalog-filters/facets'
import { facetChips } from '@/ui/filter-chips/chips'
import { formatNumber, rangeUnitScale, type MileageUnit } from '@/ui/vehicle/format'

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

/** The chips of the shown state's filters, in the page's language and units. */
function listChips(
  facetMap: FacetMapEntry[],
  state: ListState,
  facetLabels: FacetLabels,
  { locale, mileageUnit }: { locale: string; mileageUnit: MileageUnit },
  catalogValues: CatalogValueLabels,
) {
  return facetChips(facetMap, state.filters, state.keyphrase, {
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
}

/**
 * The car list's flow: a change navigates to the state's URL in a transition while the state is
 * shown at once (`useOptimistic`); it also keeps the drawer, the focused filter value, the typed
 * phrase, the filter panel's variant (session) and the tab's title in step.
 */
export function useCarListFlow({
  basePath,
  titles,
  facetMap,
  facetLabels,
  sortOptions,
  state,
  view,
  format,
  catalogValues,
}: {
  basePath: string
  titles: { page: string; template: string }
  facetMap: FacetMapEntry[]
  facetLabels: FacetLabels
  sortOptions: { name: string }[]
  state: ListState
  view: { facets: ListFacet[] }
  format: { locale: string; mileageUnit: MileageUnit }
  catalogValues: CatalogValueLabels
}) {
  const router = useRouter()
  const sortNames = sortOptions.map((option) => option.name)
  const [pending, startTransition] = useTransition()
  const [shownState, showState] = useOptimistic(state)
  const [pendingMore, setPendingMore] = useState(false)
  const [drawerOpen, setDrawerOpenState] = useState(() => drawerKeptOpen)
  const [phrase, setPhrase] = useState(state.keyphrase)
  const [phraseOf, setPhraseOf] = useState(state.keyphrase)
  const [storedVariant, setVariant] = useSessionValue('filterType')
  const isWide = useMediaQuery('(min-width: 1024px)')
  // Hydrated once the screen's width is known and the side panel (if any) is drawn.
  const root = useHydratedMarker<HTMLDivElement>(isWide !== null)
  const variant = storedVariant === 'default' ? 'default' : 'sticky'
  const sticky = variant === 'sticky' && isWide !== false
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

  const changeFilter = (facet: string, values: string[]) => load(withFilter(shownState, facet, values))
  const chips = listChips(facetMap, shownState, facetLabels, format, catalogValues)

  function removeChip(key: string) {
    const chip = chips.find((candidate) => candidate.key === key)
    if (!chip) return
    if (!chip.facet) return load({ ...shownState, keyphrase: '', page: 0 })
    const values = shownState.filters[chip.facet] ?? []
    changeFilter(chip.facet, chip.value === null ? [] : removeValue(values, chip.value))
  }

  return {
    root,
    sortNames,
    isWide,
    sticky,
    toggleSticky: () => setVariant(sticky ? 'default' : 'sticky'),
    drawerOpen,
    setDrawerOpen,
    phrase,
    setPhrase,
    shownState,
    pending,
    loading: pending && !pendingMore,
    load,
    changeFilter,
    searchPhrase,
    chips,
    removeChip,
  }
}
