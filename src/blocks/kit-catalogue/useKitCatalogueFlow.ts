'use client'
import { useEffect, useRef, useState } from 'react'
import { clearAll, removeValue, withFilter } from '@/services/search/list/list-state'
import type { FacetLabels } from '@/ui/catalog-filters/FilterPanel.client'
import { readSessionValue, useSessionValue, writeSessionValue } from '@/lib/browser/session-value'
import { facetChips } from '@/ui/filter-chips/chips'
import { formatNumber } from '@/ui/vehicle/format'
import { postSearch, type Facet } from '../search-client'
import { emptyDraft, type CarDraft } from './CarChooser.client'
import {
  kitFacetMap,
  kitsRequest,
  kitVehicleTypesRequest,
  toKits,
  typeIdsOf,
  type CarChoice,
  type Kit,
  type KitQuery,
} from './query'
import {
  carOfQuery,
  carQueryOf,
  kitsStoreKey,
  paramsFromQuery,
  parseStoredKits,
  serializeStoredKits,
  type KitParams,
} from './store'

export type KitListView = {
  status: 'results' | 'empty' | 'error'
  kits: Kit[]
  total: number
  facets: Facet[]
}

export type KitDialog =
  { kind: 'kit'; kit: Kit } | { kind: 'car' } | { kind: 'params' } | { kind: 'filters' } | null

function viewOf(answer: {
  content: Record<string, unknown>[]
  total_items: number
  facet: Facet[]
}): KitListView {
  const kits = toKits(answer.content)
  return { status: kits.length ? 'results' : 'empty', kits, total: answer.total_items, facets: answer.facet }
}

const failed: KitListView = { status: 'error', kits: [], total: 0, facets: [] }

const store = (next: { params: KitParams; car: CarChoice | null }) =>
  writeSessionValue(
    kitsStoreKey,
    serializeStoredKits({ params: next.params, carQuery: next.car ? carQueryOf(next.car) : null }),
  )

async function typeIdsOfCar(index: string, chosen: CarChoice): Promise<string[]> {
  return typeIdsOf((await postSearch(kitVehicleTypesRequest(index, chosen))).content)
}

/** The chips of the query's filters and keyphrase, ranges in the page's locale. */
const kitChips = (query: KitQuery, facetLabels: FacetLabels, locale: string) =>
  facetChips(kitFacetMap, query.filters, query.keyphrase, {
    range: (name, values) =>
      `${facetLabels[name]?.label ?? name}: ${values.map((value) => formatNumber(Number(value), locale)).join(' – ')}`,
    value: (_name, value) => value.split('>').join(' › '),
  })

/**
 * The kit catalogue's flow: the query (filters, keyphrase, the car's type ids) and the list the
 * search service answers for it, page by page; the chosen car and the page's parameters in the
 * kit store (spec 03 §3); which dialog is open.
 */
export function useKitCatalogueFlow({
  kitIndex,
  kitVehicleIndex,
  locale,
  initial,
  initialCar,
  initialTypeIds,
  facetLabels,
}: {
  kitIndex: string
  kitVehicleIndex: string
  locale: string
  initial: KitListView
  initialCar: CarChoice | null
  initialTypeIds: string[]
  facetLabels: FacetLabels
}) {
  const [query, setQuery] = useState<KitQuery>({ filters: {}, keyphrase: '', typeIds: initialTypeIds })
  const [view, setView] = useState(initial)
  const [page, setPage] = useState(0)
  const [loading, setLoading] = useState<'list' | 'more' | null>(null)
  const [phrase, setPhrase] = useState('')
  const [car, setCar] = useState(initialCar)
  const [draft, setDraft] = useState<CarDraft>(initialCar ?? emptyDraft)
  const [choosing, setChoosing] = useState(false)
  const [storedKits] = useSessionValue(kitsStoreKey)
  const params = parseStoredKits(storedKits).params
  const [dialog, setDialog] = useState<KitDialog>(null)
  const latest = useRef(0)

  async function load(next: KitQuery, nextPage = 0) {
    const request = ++latest.current
    setQuery(next)
    setPhrase(next.keyphrase)
    setLoading(nextPage ? 'more' : 'list')
    try {
      const answer = viewOf(await postSearch(kitsRequest(kitIndex, next, nextPage)))
      if (request !== latest.current) return
      setView((current) =>
        nextPage ? { ...answer, status: 'results', kits: [...current.kits, ...answer.kits] } : answer,
      )
      setPage(nextPage)
    } catch {
      if (request !== latest.current) return
      setView({ status: 'error', kits: [], total: 0, facets: nextPage ? view.facets : [] })
    } finally {
      if (request === latest.current) setLoading(null)
    }
  }

  // Params come from the URL query when it has any, else from the session; so does the car,
  // whose type ids are asked for again (only params and carQuery are stored).
  useEffect(() => {
    const stored = parseStoredKits(readSessionValue(kitsStoreKey))
    const fromUrl = paramsFromQuery(new URLSearchParams(window.location.search))
    const storedCar = initialCar ? null : carOfQuery(stored.carQuery)
    store({ params: Object.keys(fromUrl).length ? fromUrl : stored.params, car: initialCar ?? storedCar })
    if (!storedCar) return
    typeIdsOfCar(kitVehicleIndex, storedCar)
      .then((typeIds) => {
        setCar(storedCar)
        setDraft(storedCar)
        return load({ filters: {}, keyphrase: '', typeIds })
      })
      .catch(() => setView(failed))
    // Once, on the page's first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function chooseCar(chosen: CarChoice) {
    setChoosing(true)
    try {
      const typeIds = await typeIdsOfCar(kitVehicleIndex, chosen)
      setCar(chosen)
      store({ params, car: chosen })
      setDialog(null)
      await load({ ...query, typeIds })
    } catch {
      setView(failed)
      setDialog(null)
    } finally {
      setChoosing(false)
    }
  }

  function clearCar() {
    setCar(null)
    setDraft(emptyDraft)
    store({ params, car: null })
    void load({ ...query, typeIds: [] })
  }

  const asList = { ...query, sort: '', page: 0 }
  const changeFilter = (facet: string, values: string[]) =>
    void load({ ...query, filters: withFilter(asList, facet, values).filters })

  const chips = kitChips(query, facetLabels, locale)

  function removeChip(key: string) {
    const chip = chips.find((candidate) => candidate.key === key)
    if (!chip) return
    if (!chip.facet) return void load({ ...query, keyphrase: '' })
    const values = query.filters[chip.facet] ?? []
    changeFilter(chip.facet, chip.value === null ? [] : removeValue(values, chip.value))
  }

  return {
    query,
    view,
    loading,
    phrase,
    setPhrase,
    car,
    draft,
    setDraft,
    choosing,
    params,
    dialog,
    setDialog,
    search: (typed: string) => void load({ ...query, keyphrase: typed.trim() }),
    showMore: () => void load(query, page + 1),
    chooseCar,
    clearCar,
    changeFilter,
    chips,
    removeChip,
    clearFilters: () => void load({ ...query, ...clearAll(asList), typeIds: query.typeIds }),
  }
}
