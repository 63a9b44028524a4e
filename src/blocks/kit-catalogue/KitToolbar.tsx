import type { MouseEvent } from 'react'
import { fill } from '@/lib/i18n/fill'
import { SearchForm } from '@/ui/search-bar/SearchForm.client'
import type { CarChoice } from './query'
import { useKitTexts } from './texts-context'

const carText = (car: CarChoice) => `${car.manufacturer} ${car.model} ${car.year}`

/**
 * Above the kits: the filter toggle (below 1024 px), the keyphrase, the car and parameters
 * dialogs' buttons, the cart's count and link, and the chosen car.
 */
export function KitToolbar({
  showFilters,
  phrase,
  onPhraseChange,
  onSearch,
  car,
  onClearCar,
  onOpen,
  cartCount,
  onGoToCart,
}: {
  showFilters: boolean
  phrase: string
  onPhraseChange: (phrase: string) => void
  onSearch: (typed: string) => void
  car: CarChoice | null
  onClearCar: () => void
  onOpen: (dialog: { kind: 'filters' | 'car' | 'params' }) => void
  cartCount: number
  onGoToCart: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const t = useKitTexts()
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {showFilters ? (
          <button
            type="button"
            data-filter-toggle
            className="rounded border border-neutral-400 px-4 py-2 font-semibold lg:hidden"
            onClick={() => onOpen({ kind: 'filters' })}
          >
            {t.filters}
          </button>
        ) : null}
        <SearchForm
          look="toolbar"
          inputId="kit-keyphrase"
          value={phrase}
          onValueChange={onPhraseChange}
          onSearch={onSearch}
          labels={{ input: t.searchLabel, submit: t.searchButton }}
        />
        <button
          type="button"
          data-choose-car
          className="rounded border border-neutral-400 px-4 py-2 font-semibold"
          onClick={() => onOpen({ kind: 'car' })}
        >
          {car ? `${t.changeCar}: ${carText(car)}` : t.chooseCar}
        </button>
        {car ? (
          <button type="button" data-clear-car className="text-sm underline" onClick={onClearCar}>
            {t.clearCar}
          </button>
        ) : null}
        <button
          type="button"
          data-open-params
          className="rounded border border-neutral-400 px-4 py-2"
          onClick={() => onOpen({ kind: 'params' })}
        >
          {t.parameters}
        </button>
        {/* The cart is under the whole grid: near the top, how many kits it holds and the way
            there (decisions: Kit catalogue). Announced politely as kits go in and out. */}
        <p data-cart-summary aria-live="polite">
          {cartCount ? (
            <a
              href="#kit-cart"
              data-cart-link
              className="inline-flex min-h-11 items-center font-semibold text-brand underline"
              onClick={onGoToCart}
            >
              {fill(t.cartLink, { count: cartCount })}
            </a>
          ) : null}
        </p>
      </div>
      {car ? (
        <p className="mb-3 font-semibold" data-chosen-car>
          {t.kitsFor} {carText(car)}
        </p>
      ) : null}
    </>
  )
}
