'use client'
import { createContext, useContext } from 'react'

/** The ids of the kits in the cart, for the cards' "In cart" marks (the island provides it). */
export const CartIds = createContext<ReadonlySet<string>>(new Set())

export const useInCart = (kitId: string) => useContext(CartIds).has(kitId)
