'use client'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { useEffect } from 'react'

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>

export type CarouselEngineProps = {
  viewport: HTMLElement
  loop: boolean
  startIndex: number
  onReady: (api: CarouselApi) => void
}

/**
 * Embla on a carousel's server-rendered viewport, loaded and mounted only once the carousel is
 * visible or used (see `Carousel`). It renders nothing: it hands its api to the carousel.
 */
export function CarouselEngine({ viewport, loop, startIndex, onReady }: CarouselEngineProps) {
  const [attach, api] = useEmblaCarousel({
    align: 'start',
    startIndex,
    ...(loop ? { loop: true } : { containScroll: 'trimSnaps' }),
    // A slide counts as in view (its video plays) when at least half of it shows; at 0 a slide
    // whose edge touches the viewport would still count.
    inViewThreshold: 0.5,
  })
  useEffect(() => {
    // Embla moves the strip by a transform: the plain strip's own scroll is handed to startIndex.
    viewport.scrollTo(0, 0)
    attach(viewport)
  }, [attach, viewport])
  useEffect(() => {
    if (api) onReady(api)
  }, [api, onReady])
  return null
}
