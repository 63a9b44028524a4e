import type { ReactNode } from 'react'
import { fill } from '@/lib/i18n/fill'
import type { CarouselLabels } from './Carousel.client'
import type { CarouselViewportState } from './useCarousel'

/**
 * The carousel's strip, one group per slide. Before Embla runs it the browser scrolls and snaps
 * it, its scrollbar hidden; once engaged Embla moves it and the page still scrolls vertically.
 */
export function CarouselViewport({
  ref,
  engaged,
  slides,
  positionLabel,
  slideClassName,
}: CarouselViewportState & {
  slides: ReactNode[]
  /** "{n} of {total}" */
  positionLabel: CarouselLabels['position']
  slideClassName: string
}) {
  return (
    <div
      ref={ref}
      className={
        engaged
          ? 'overflow-hidden'
          : 'snap-x snap-mandatory overflow-x-auto overflow-y-hidden [scrollbar-width:none] [&::-webkit-scrollbar]:hidden'
      }
    >
      <div className={`flex ${engaged ? 'touch-pan-y' : ''}`} data-carousel-track>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={fill(positionLabel, { n: index + 1, total: slides.length })}
            className={`min-w-0 shrink-0 grow-0 snap-start ${slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  )
}
