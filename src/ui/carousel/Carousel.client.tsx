'use client'
import dynamic from 'next/dynamic'
import { Children, type ReactNode } from 'react'
import { fill } from '@/lib/i18n/fill'
import { CarouselControls } from './CarouselControls'
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
  const {
    root,
    viewport,
    setViewport,
    startIndex,
    api,
    setApi,
    want,
    act,
    playing,
    togglePlaying,
    position,
  } = useCarousel({ slideCount: slides.length, loop, autoplay, onSelect })
  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.name}
      className="relative"
      data-autoplay={autoplay ? (playing ? 'playing' : 'paused') : undefined}
      onPointerDown={want}
      onFocus={want}
    >
      {startIndex !== null && viewport ? (
        <CarouselEngine viewport={viewport} loop={loop} startIndex={startIndex} onReady={setApi} />
      ) : null}
      {/* Before Embla: a strip the browser scrolls and snaps, its scrollbar hidden. */}
      <div
        ref={setViewport}
        className={
          api
            ? 'overflow-hidden'
            : 'snap-x snap-mandatory overflow-x-auto overflow-y-hidden [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
        }
      >
        <div className={`flex ${api ? 'touch-pan-y' : ''}`} data-carousel-track>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.position, { n: index + 1, total: slides.length })}
              className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (showArrows || showDots) ? (
        <CarouselControls
          labels={labels}
          showArrows={showArrows}
          showDots={showDots}
          className={controlsClassName}
          position={position}
          act={act}
          autoplay={autoplay}
          playing={playing}
          onTogglePlaying={togglePlaying}
        />
      ) : null}
    </div>
  )
}
