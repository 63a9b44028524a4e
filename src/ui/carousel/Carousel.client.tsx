'use client'
import dynamic from 'next/dynamic'
import { Children, type ReactNode } from 'react'
import { CarouselControls } from './CarouselControls'
import { CarouselViewport } from './CarouselViewport'
import { useCarousel, type CarouselAutoplay } from './useCarousel'

export type CarouselLabels = {
  /** e.g. "Carousel" – the region's accessible name. */
  name: string
  previous: string
  next: string
  /** "Go to slide {n}" */
  goTo: string
  /** "{n} of {total}" */
  position: string
}

// Embla's own chunk, fetched when the first carousel on the page is visible or used.
const CarouselEngine = dynamic(
  () => import('./CarouselEngine.client').then((module) => module.CarouselEngine),
  { ssr: false },
)

/**
 * The one carousel: slides rendered on the server, Embla for swiping and snapping. Previous and
 * next are disabled at the ends unless it loops; one dot per scroll position.
 *
 * Until the carousel is visible or used it is a plain strip that scrolls and snaps by CSS, and
 * Embla's chunk is neither loaded nor run; a press on its arrows or dots before then is done once
 * Embla is there. Autoplay moves it only while at least half of it is in view, the tab is shown
 * and the visitor has not asked for reduced motion (decisions: Fast on a phone).
 */
export function Carousel({
  children,
  labels,
  slideClassName = 'basis-full',
  showArrows = true,
  showDots = true,
  controlsClassName = '',
  onSelect,
  loop = false,
  autoplay,
}: {
  children: ReactNode
  labels: CarouselLabels
  slideClassName?: string
  showArrows?: boolean
  showDots?: boolean
  controlsClassName?: string
  onSelect?: (index: number) => void
  /** Wrap around at the ends (car of the week). */
  loop?: boolean
  /**
   * Move on by itself every `delayMs` (car teasers: 5 s), back to the first slide after the last,
   * with a pause button; visitors who prefer reduced motion get it paused.
   */
  autoplay?: CarouselAutoplay
}) {
  const slides = Children.toArray(children)
  const { region, engine, viewport, controls } = useCarousel({
    slideCount: slides.length,
    loop,
    autoplay,
    onSelect,
  })
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.name}
      className="relative"
      {...region}
    >
      {engine ? <CarouselEngine {...engine} /> : null}
      <CarouselViewport
        {...viewport}
        slides={slides}
        positionLabel={labels.position}
        slideClassName={slideClassName}
      />
      {slides.length > 1 && (showArrows || showDots) ? (
        <CarouselControls
          {...controls}
          labels={labels}
          showArrows={showArrows}
          showDots={showDots}
          className={controlsClassName}
        />
      ) : null}
    </div>
  )
}
