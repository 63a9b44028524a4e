'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

// Loaded only by pages that render them (the catch-all route has one client bundle), from one
// module so a page with both loads the card's code once, and hydrated after the page: blocks
// other than the hero are rarely first.
const islands = () => import('./CardIslands.client')

export const CardCarouselLater = hydrateLater(dynamic(() => islands().then((module) => module.CardCarousel)))
export const CardListLater = hydrateLater(dynamic(() => islands().then((module) => module.CardList)))
