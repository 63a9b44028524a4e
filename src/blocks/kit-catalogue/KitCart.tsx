import type { RefObject } from 'react'
import { fill } from '@/lib/i18n/fill'
import { kitPrice } from './KitCard'
import { QuoteForm } from './QuoteForm.client'
import type { CarChoice, Kit } from './query'
import type { KitParams } from './store'
import { useKitTexts } from './texts-context'

/** The cart under the whole grid: its kits, each with Remove, and the quote form. */
export function KitCart({
  cart,
  headingRef,
  onRemove,
  locale,
  formName,
  car,
  params,
}: {
  cart: Kit[]
  headingRef: RefObject<HTMLHeadingElement | null>
  onRemove: (kit: Kit) => void
  locale: string
  formName: string
  car: CarChoice | null
  params: KitParams
}) {
  const t = useKitTexts()
  return (
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
        ref={headingRef}
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
                  onClick={() => onRemove(kit)}
                >
                  {t.remove}
                </button>
              </li>
            ))}
          </ul>
          <QuoteForm formName={formName} kitIds={cart.map((kit) => kit.kitId)} car={car} params={params} />
        </>
      ) : null}
    </section>
  )
}
