'use client'
import dynamic from 'next/dynamic'
import { hydrateLater } from '@/ui/hydration/hydrate-later'

/**
 * Carousel, loaded only by pages that render it. The catch-all route has one client bundle, so
 * a static import would put this island into every page's first load.
 */
export const Carousel = dynamic(() => import('./Carousel.client').then((module) => module.Carousel))

/** The same, hydrated after the page: for blocks other than the hero, which are rarely first. */
export const CarouselLater = hydrateLater(Carousel)
