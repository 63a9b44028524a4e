'use client'
import { useInCart } from './cart-context'
import { useKitTexts } from './texts-context'

/** A card's "In cart" mark: the one part of a server-drawn card that follows the cart. */
export function InCartMark({ kitId }: { kitId: string }) {
  const t = useKitTexts()
  return useInCart(kitId) ? (
    <span data-in-cart className="rounded-full bg-brand px-2 py-0.5 text-xs text-brand-contrast">
      {t.inCart}
    </span>
  ) : null
}
