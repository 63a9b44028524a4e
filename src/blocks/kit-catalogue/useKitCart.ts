'use client'
import { useMemo, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { useFocusOnCommit } from '@/ui/focus/useFocusOnCommit'
import type { Kit } from './query'

/**
 * The cart: kits in and out (it lives as long as the page, never in the kit store), and where the
 * focus goes when one leaves or the visitor goes to it.
 */
export function useKitCart(root: RefObject<HTMLDivElement | null>) {
  const [cart, setCart] = useState<Kit[]>([])
  const cartIds = useMemo(() => new Set(cart.map((kit) => kit.kitId)), [cart])
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
  return { cart, cartIds, toggleCart, removeFromCart, goToCart, cartHeading }
}
