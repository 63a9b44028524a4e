'use client'
import { useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { clearAll, removeValue, withFilter } from '@/services/search/list/list-state'
import { FilterPanel, type FacetLabels } from '@/ui/catalog-filters/FilterPanel.client'
import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { useMediaQuery } from '@/lib/browser/media-query'
import { readSessionValue, useSessionValue, writeSessionValue } from '@/lib/browser/session-value'
import { ModalDialog } from '@/ui/dialog/ModalDialog.client'
import { CloseGlyph } from '@/ui/icons/CloseGlyph'
import { FilterChips } from '@/ui/filter-chips/FilterChips'
import { facetChips } from '@/ui/filter-chips/chips'
import { useFocusOnCommit } from '@/ui/focus/use-focus-on-commit'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { ListStatus } from '@/ui/list-status/ListStatus'
import { Img } from '@/ui/media/Img'
import { SearchForm } from '@/ui/search-bar/SearchForm.client'
import { formatNumber } from '@/ui/vehicle/format'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import { postSearch, type Facet } from '../search-client'
import { CarChooser, emptyDraft, type CarDraft } from './CarChooser.client'
import { CartIds } from './cart-context'
import { KitGrid, kitPrice } from './KitCard'
import { QuoteForm } from './QuoteForm.client'
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
  paramNames,
  paramsFromQuery,
  parseStoredKits,
  serializeStoredKits,
  type KitParams,
} from './store'
import { fill } from '@/lib/i18n/fill'
import type { KitTexts } from './texts'
import { KitTextsProvider } from './texts-context'

export type KitListView = {
  status: 'results' | 'empty' | 'error'
  kits: Kit[]
  total: number
  facets: Facet[]
}

type Dialog = { kind: 'kit'; kit: Kit } | { kind: 'car' } | { kind: 'params' } | { kind: 'filters' } | null

/** Filter controls show when facets exist or there are more kits than this (spec 03 §5). */
const filtersFromTotal = 8
const carText = (car: CarChoice) => `${car.manufacturer} ${car.model} ${car.year}`

function viewOf(answer: {
  content: Record<string, unknown>[]
  total_items: number
  facet: Facet[]
}): KitListView {
  const kits = toKits(answer.content)
  return { status: kits.length ? 'results' : 'empty', kits, total: answer.total_items, facets: answer.facet }
}

/**
 * Spec 03 §2.1 kit catalogue: filters (a 300 px panel from 1024 px, else a 420 px drawer),
 * keyphrase, chips, the grid, show more, the cart, and the kit, choose-car and parameters dialogs.
 * The server drew page one; changes ask the search service from here.
 */
export function KitCatalogueIsland({
  kitIndex,
  kitVehicleIndex,
  locale,
  formName,
  heading,
  initial,
  initialGrid,
  initialCar,
  initialTypeIds,
  facetLabels,
  controlTexts,
  texts: t,
}: {
  kitIndex: string
  kitVehicleIndex: string
  locale: string
  formName: string
  heading: string
  initial: KitListView
  /** `initial`'s grid as the server drew it, shown until the list changes (no card hydrates). */
  initialGrid: ReactNode
  /** A car the URL named (the vehicle selector's link), already applied by the server. */
  initialCar: CarChoice | null
  initialTypeIds: string[]
  facetLabels: FacetLabels
  controlTexts: ControlTexts
  /** The kit texts in the page's language (src/blocks/kit-catalogue/texts.ts). */
  texts: KitTexts
}) {
  const seed = useFormatSeed()
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
  const [cart, setCart] = useState<Kit[]>([])
  const [dialog, setDialog] = useState<Dialog>(null)
  // The side panel's controls exist only where it shows (1024 px and up): a phone never builds or
  // hydrates them. The server draws the empty panel, which holds its width until they come.
  const isWide = useMediaQuery('(min-width: 1024px)')
  // Hydrated once the screen's width is known and the side panel (if any) is drawn.
  const root = useHydratedMarker<HTMLDivElement>(isWide !== null)
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

  const store = (next: { params: KitParams; car: CarChoice | null }) =>
    writeSessionValue(
      kitsStoreKey,
      serializeStoredKits({ params: next.params, carQuery: next.car ? carQueryOf(next.car) : null }),
    )

  async function typeIdsOfCar(chosen: CarChoice): Promise<string[]> {
    return typeIdsOf((await postSearch(kitVehicleTypesRequest(kitVehicleIndex, chosen))).content)
  }

  // Params come from the URL query when it has any, else from the session; so does the car,
  // whose type ids are asked for again (only params and carQuery are stored).
  useEffect(() => {
    const stored = parseStoredKits(readSessionValue(kitsStoreKey))
    const fromUrl = paramsFromQuery(new URLSearchParams(window.location.search))
    const storedCar = initialCar ? null : carOfQuery(stored.carQuery)
    store({ params: Object.keys(fromUrl).length ? fromUrl : stored.params, car: initialCar ?? storedCar })
    if (!storedCar) return
    typeIdsOfCar(storedCar)
      .then((typeIds) => {
        setCar(storedCar)
        setDraft(storedCar)
        return load({ filters: {}, keyphrase: '', typeIds })
      })
      .catch(() => setView({ status: 'error', kits: [], total: 0, facets: [] }))
    // Once, on the page's first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function chooseCar(chosen: CarChoice) {
    setChoosing(true)
    try {
      const typeIds = await typeIdsOfCar(chosen)
      setCar(chosen)
      store({ params, car: chosen })
      setDialog(null)
      await load({ ...query, typeIds })
    } catch {
      setView({ status: 'error', kits: [], total: 0, facets: [] })
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

  const chips = facetChips(kitFacetMap, query.filters, query.keyphrase, {
    range: (name, values) =>
      `${facetLabels[name]?.label ?? name}: ${values.map((value) => formatNumber(Number(value), locale)).join(' – ')}`,
    value: (_name, value) => value.split('>').join(' › '),
  })

  function removeChip(key: string) {
    const chip = chips.find((candidate) => candidate.key === key)
    if (!chip) return
    if (!chip.facet) return void load({ ...query, keyphrase: '' })
    const values = query.filters[chip.facet] ?? []
    changeFilter(chip.facet, chip.value === null ? [] : removeValue(values, chip.value))
  }

  const cartIds = useMemo(() => new Set(cart.map((kit) => kit.kitId)), [cart])
  const inCart = (kit: Kit) => cartIds.has(kit.kitId)
  /** A card's name was clicked (or pressed): its kit's dialog opens. */
  function openFromGrid(event: MouseEvent<HTMLDivElement>) {
    const opener = (event.target as Element).closest('[data-kit-open]')
    const kit =
      opener && view.kits.find((candidate) => candidate.kitId === opener.getAttribute('data-kit-open'))
    if (kit) setDialog({ kind: 'kit', kit })
  }
  const toggleCart = (kit: Kit) =>
    setCart((current) =>
      current.some((entry) => entry.kitId === kit.kitId)
        ? current.filter((entry) => entry.kitId !== kit.kitId)
        : [...current, kit],
    )
  const cartHeading = useRef<HTMLHeadingElement>(null)
  const focusOnCommit = useFocusOnCommit()
  /**
   * A kit leaves the cart by its Remove button: the focus goes to the next kit's button (else the
   * one before), and from the last kit to the cart's heading, never back to the page's top.
   */
  function removeFromCart(kit: Kit) {
    const position = cart.findIndex((entry) => entry.kitId === kit.kitId)
    const neighbour = cart[position + 1] ?? cart[position - 1]
    focusOnCommit(() =>
      neighbour
        ? root.current?.querySelector<HTMLElement>(`[data-cart-remove="${CSS.escape(neighbour.kitId)}"]`)
        : cartHeading.current,
    )
    toggleCart(kit)
  }
  /** The link near the top takes the focus (and the view) to the cart. */
  function goToCart(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault()
    cartHeading.current?.focus()
  }

  const facets = view.facets.filter((facet) => facet.value.length > 0)
  const showFilters = facets.length > 0 || view.total > filtersFromTotal
  const panel = (idPrefix: string) => (
    <FilterPanel
      idPrefix={idPrefix}
      facetMap={kitFacetMap}
      facets={facets}
      labels={facetLabels}
      filters={query.filters}
      locale={locale}
      mileageUnit="km"
      valueLabels={{}}
      texts={controlTexts}
      onChange={changeFilter}
    />
  )
  const shown = view.kits.length
  const listLoading = loading === 'list'
  const openKit = dialog?.kind === 'kit' ? dialog.kit : null
  const givenParams = paramNames.filter((name) => params[name])

  return (
    <KitTextsProvider texts={t}>
      <div ref={root} data-kit-catalogue data-state={loading ? 'loading' : view.status}>
        {/* The page's own h1 is above (a content page's title); the cards' h3 sit below this. */}
        <h2 className={heading ? 'mb-4 text-2xl' : 'sr-only'}>{heading || t.heading}</h2>
        <div className="mb-4 flex flex-wrap items-end gap-3">
          {showFilters ? (
            <button
              type="button"
              data-filter-toggle
              className="rounded border border-neutral-400 px-4 py-2 font-semibold lg:hidden"
              onClick={() => setDialog({ kind: 'filters' })}
            >
              {t.filters}
            </button>
          ) : null}
          <SearchForm
            look="toolbar"
            inputId="kit-keyphrase"
            value={phrase}
            onValueChange={setPhrase}
            onSearch={(typed) => void load({ ...query, keyphrase: typed.trim() })}
            labels={{ input: t.searchLabel, submit: t.searchButton }}
          />
          <button
            type="button"
            data-choose-car
            className="rounded border border-neutral-400 px-4 py-2 font-semibold"
            onClick={() => setDialog({ kind: 'car' })}
          >
            {car ? `${t.changeCar}: ${carText(car)}` : t.chooseCar}
          </button>
          {car ? (
            <button type="button" data-clear-car className="text-sm underline" onClick={clearCar}>
              {t.clearCar}
            </button>
          ) : null}
          <button
            type="button"
            data-open-params
            className="rounded border border-neutral-400 px-4 py-2"
            onClick={() => setDialog({ kind: 'params' })}
          >
            {t.parameters}
          </button>
          {/* The cart is under the whole grid: near the top, how many kits it holds and the way
              there (decisions: Kit catalogue). Announced politely as kits go in and out. */}
          <p data-cart-summary aria-live="polite">
            {cart.length ? (
              <a
                href="#kit-cart"
                data-cart-link
                className="inline-flex min-h-11 items-center font-semibold text-brand underline"
                onClick={goToCart}
              >
                {fill(t.cartLink, { count: cart.length })}
              </a>
            ) : null}
          </p>
        </div>
        {car ? (
          <p className="mb-3 font-semibold" data-chosen-car>
            {t.kitsFor} {carText(car)}
          </p>
        ) : null}

        <FilterChips
          chips={chips}
          texts={{ applied: t.appliedFilters, remove: t.removeFilter, clear: t.clearFilters }}
          onRemove={removeChip}
          onClear={() => void load({ ...query, ...clearAll(asList), typeIds: query.typeIds })}
        />

        <div className="flex gap-8">
          {showFilters ? (
            <aside
              data-filter-panel="side"
              aria-label={t.filters}
              className="sticky top-4 hidden max-h-[calc(100dvh-2rem)] w-[300px] shrink-0 self-start overflow-y-auto pr-2 lg:block"
            >
              {isWide ? panel('side') : null}
            </aside>
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="mb-3 text-sm text-neutral-700" aria-live="polite" data-progress>
              {view.status === 'results' && !listLoading
                ? fill(t.progress, {
                    shown: formatNumber(shown, locale),
                    total: formatNumber(view.total, locale),
                  })
                : ''}
            </p>
            {listLoading ? (
              <p aria-busy="true" data-kits-loading className="rounded bg-neutral-50 p-4">
                {t.loading}
              </p>
            ) : view.status !== 'results' ? (
              <ListStatus
                status={view.status}
                texts={{ carListError: t.listError, noSearchResults: t.noResults }}
              />
            ) : (
              // The cards' name buttons bubble their clicks (and Enter) up to here.
              <div onClick={openFromGrid}>
                <CartIds.Provider value={cartIds}>
                  {view === initial ? initialGrid : <KitGrid kits={view.kits} locale={locale} />}
                </CartIds.Provider>
              </div>
            )}
            {!listLoading && view.status === 'results' && shown < view.total ? (
              <div className="mt-8 flex justify-center">
                <button
                  type="button"
                  data-show-more
                  disabled={loading !== null}
                  onClick={() => void load(query, page + 1)}
                  className="rounded border-2 border-brand px-6 py-2 font-semibold text-brand disabled:opacity-60"
                >
                  {t.showMore}
                </button>
              </div>
            ) : null}
          </div>
        </div>

        <section
          id="kit-cart"
          data-cart
          aria-labelledby="kit-cart-heading"
          className="mt-10 scroll-mt-4 rounded-lg p-4 ring-1 ring-neutral-200"
        >
          {/* Focused from the link near the top, and when the cart's last kit is removed: it is
              read with the count, so "0 kits" is heard once the cart is empty. */}
          <h2
            id="kit-cart-heading"
            ref={cartHeading}
            tabIndex={-1}
            aria-describedby="kit-cart-count"
            className="text-xl"
          >
            {t.cart}
          </h2>
          <p id="kit-cart-count" data-cart-count>
            {fill(t.cartCount, { count: cart.length })}
          </p>
          {cart.length ? (
            <>
              <ul className="mt-3 divide-y divide-neutral-200">
                {cart.map((kit) => (
                  <li
                    key={kit.kitId}
                    data-cart-kit={kit.kitId}
                    className="flex items-center justify-between gap-3 py-2"
                  >
                    <span>
                      {kit.name} <span className="text-neutral-700">{kitPrice(kit, locale)}</span>
                    </span>
                    <button
                      type="button"
                      data-cart-remove={kit.kitId}
                      aria-label={`${t.remove}: ${kit.name}`}
                      className="rounded border border-neutral-400 px-3 py-1 text-sm"
                      onClick={() => removeFromCart(kit)}
                    >
                      {t.remove}
                    </button>
                  </li>
                ))}
              </ul>
              <QuoteForm
                formName={formName}
                kitIds={cart.map((kit) => kit.kitId)}
                car={car}
                params={params}
              />
            </>
          ) : null}
        </section>

        {showFilters ? (
          <ModalDialog
            name="filters"
            open={dialog?.kind === 'filters'}
            onClose={() => setDialog(null)}
            title={t.filters}
            closeLabel={t.closeFilters}
            closeIcon={<CloseGlyph />}
            className="m-0 ml-auto h-dvh max-h-none w-full max-w-[420px] bg-white p-0 backdrop:bg-black/40"
          >
            {panel('drawer')}
            <button
              type="button"
              data-drawer-submit
              className="mt-6 w-full rounded bg-brand px-4 py-3 font-semibold text-brand-contrast"
              onClick={() => setDialog(null)}
            >
              {t.showKits} ({formatNumber(view.total, locale)})
            </button>
          </ModalDialog>
        ) : null}

        <ModalDialog
          name="kit"
          open={openKit !== null}
          onClose={() => setDialog(null)}
          title={openKit?.name}
          closeLabel={t.close}
          closeIcon={<CloseGlyph />}
        >
          {openKit ? (
            <div className="grid gap-4" data-kit-detail={openKit.kitId}>
              {openKit.image ? (
                <div className="relative aspect-[4/3] overflow-hidden rounded bg-neutral-100">
                  <Img
                    src={openKit.image.original}
                    alt={openKit.name}
                    fill
                    sizes="(min-width: 672px) 640px, 100vw"
                    className="object-cover"
                  />
                </div>
              ) : null}
              <p className="text-sm text-neutral-700" data-kit-category>
                <span className="sr-only">{t.category}: </span>
                {openKit.categories.join(' › ')}
              </p>
              <p>{openKit.description}</p>
              {openKit.parts.length ? (
                <table className="w-full text-left text-sm">
                  <caption className="mb-1 text-left font-semibold">{t.parts}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.partNo}</th>
                      <th scope="col">{t.parts}</th>
                      <th scope="col">{t.quantity}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {openKit.parts.map((part) => (
                      <tr key={part.partNo}>
                        <td>{part.partNo}</td>
                        <td>{part.name}</td>
                        <td>{part.quantity}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
              <p className="text-xl font-semibold" data-kit-detail-price>
                <span className="sr-only">{t.price}: </span>
                {kitPrice(openKit, locale)}
              </p>
              <div>
                <button
                  type="button"
                  data-cart-toggle
                  aria-pressed={inCart(openKit)}
                  className="inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-brand-contrast"
                  onClick={() => toggleCart(openKit)}
                >
                  {inCart(openKit) ? t.removeFromCart : t.addToCart}
                </button>
              </div>
            </div>
          ) : null}
        </ModalDialog>

        <ModalDialog
          name="car"
          open={dialog?.kind === 'car'}
          onClose={() => setDialog(null)}
          title={draft.manufacturer || t.chooseCar}
          closeLabel={t.close}
          closeIcon={<CloseGlyph />}
        >
          <CarChooser
            index={kitVehicleIndex}
            idPrefix="kit-car"
            draft={draft}
            onDraft={setDraft}
            onChoose={(chosen) => void chooseCar(chosen)}
            busy={choosing}
          />
        </ModalDialog>

        <ModalDialog
          name="params"
          open={dialog?.kind === 'params'}
          onClose={() => setDialog(null)}
          title={t.parameters}
          closeLabel={t.close}
          closeIcon={<CloseGlyph />}
        >
          {givenParams.length ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-params>
              {givenParams.map((name) => (
                <div key={name} className="contents" data-param={name}>
                  <dt className="font-semibold">{name}</dt>
                  <dd>{params[name]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p data-params-empty>{t.noParameters}</p>
          )}
        </ModalDialog>
        {seed()}
      </div>
    </KitTextsProvider>
  )
}
