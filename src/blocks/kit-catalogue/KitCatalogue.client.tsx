'use client'
import type { MouseEvent, ReactNode } from 'react'
import { FilterPanel, type FacetLabels } from '@/ui/catalog-filters/FilterPanel.client'
import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { useMediaQuery } from '@/lib/browser/media-query'
import { FilterChips } from '@/ui/filter-chips/FilterChips'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useFormatSeed } from '@/ui/hydration/format-seed'
import { CarDialog } from './CarDialog'
import { CartIds } from './cart-context'
import { FiltersDrawer } from './FiltersDrawer'
import { KitCart } from './KitCart'
import { KitDialog } from './KitDialog'
import { KitGrid } from './KitCard'
import { KitResults } from './KitResults'
import { KitToolbar } from './KitToolbar'
import { ParamsDialog } from './ParamsDialog'
import { kitFacetMap, type CarChoice } from './query'
import type { KitTexts } from './texts'
import { KitTextsProvider } from './texts-context'
import { useKitCart } from './useKitCart'
import { useKitCatalogueFlow, type KitListView } from './useKitCatalogueFlow'

/** Filter controls show when facets exist or there are more kits than this (spec 03 §5). */
const filtersFromTotal = 8

type Props = {
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
}

/**
 * Spec 03 §2.1 kit catalogue: filters (a 300 px panel from 1024 px, else a 420 px drawer),
 * keyphrase, chips, the grid, show more, the cart, and the kit, choose-car and parameters dialogs.
 * The server drew page one; changes ask the search service from here.
 */
export function KitCatalogueIsland(props: Props) {
  const { locale, heading, initial, initialGrid, facetLabels, controlTexts, texts: t } = props
  const seed = useFormatSeed()
  const flow = useKitCatalogueFlow(props)
  const { query, view, loading, car, dialog, setDialog } = flow
  // The side panel's controls exist only where it shows (1024 px and up): a phone never builds or
  // hydrates them. The server draws the empty panel, which holds its width until they come.
  const isWide = useMediaQuery('(min-width: 1024px)')
  // Hydrated once the screen's width is known and the side panel (if any) is drawn.
  const root = useHydratedMarker<HTMLDivElement>(isWide !== null)
  const { cart, cartIds, toggleCart, removeFromCart, goToCart, cartHeading } = useKitCart(root)

  /** A card's name was clicked (or pressed): its kit's dialog opens. */
  function openFromGrid(event: MouseEvent<HTMLDivElement>) {
    const opener = (event.target as Element).closest('[data-kit-open]')
    const kit =
      opener && view.kits.find((candidate) => candidate.kitId === opener.getAttribute('data-kit-open'))
    if (kit) setDialog({ kind: 'kit', kit })
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
      onChange={flow.changeFilter}
    />
  )
  const openKit = dialog?.kind === 'kit' ? dialog.kit : null
  const close = () => setDialog(null)

  return (
    <KitTextsProvider texts={t}>
      <div ref={root} data-kit-catalogue data-state={loading ? 'loading' : view.status}>
        {/* The page's own h1 is above (a content page's title); the cards' h3 sit below this. */}
        <h2 className={heading ? 'mb-4 text-2xl' : 'sr-only'}>{heading || t.heading}</h2>
        <KitToolbar
          showFilters={showFilters}
          phrase={flow.phrase}
          onPhraseChange={flow.setPhrase}
          onSearch={flow.search}
          car={car}
          onClearCar={flow.clearCar}
          onOpen={setDialog}
          cartCount={cart.length}
          onGoToCart={goToCart}
        />

        <FilterChips
          chips={flow.chips}
          texts={{ applied: t.appliedFilters, remove: t.removeFilter, clear: t.clearFilters }}
          onRemove={flow.removeChip}
          onClear={flow.clearFilters}
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
          <KitResults
            status={view.status}
            shown={view.kits.length}
            total={view.total}
            loading={loading}
            locale={locale}
            onShowMore={flow.showMore}
          >
            {/* The cards' name buttons bubble their clicks (and Enter) up to here. */}
            <div onClick={openFromGrid}>
              <CartIds.Provider value={cartIds}>
                {view === initial ? initialGrid : <KitGrid kits={view.kits} locale={locale} />}
              </CartIds.Provider>
            </div>
          </KitResults>
        </div>

        <KitCart
          cart={cart}
          headingRef={cartHeading}
          onRemove={removeFromCart}
          locale={locale}
          formName={props.formName}
          car={car}
          params={flow.params}
        />

        {showFilters ? (
          <FiltersDrawer open={dialog?.kind === 'filters'} onClose={close} total={view.total} locale={locale}>
            {panel('drawer')}
          </FiltersDrawer>
        ) : null}

        <KitDialog
          kit={openKit}
          inCart={openKit !== null && cartIds.has(openKit.kitId)}
          onToggleCart={toggleCart}
          onClose={close}
          locale={locale}
        />

        <CarDialog
          open={dialog?.kind === 'car'}
          onClose={close}
          index={props.kitVehicleIndex}
          draft={flow.draft}
          onDraft={flow.setDraft}
          onChoose={(chosen) => void flow.chooseCar(chosen)}
          busy={flow.choosing}
        />

        <ParamsDialog open={dialog?.kind === 'params'} onClose={close} params={flow.params} />
        {seed()}
      </div>
    </KitTextsProvider>
  )
}
