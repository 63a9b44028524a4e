'use client'

import type { ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { carouselOffset, similarCarsCarousel } from './carousel-physics'
import { useSimilarCarsStrip } from './useSimilarCarsStrip'

/**
 * Similar cars (spec 02 §2): a strip of 8 cards that toggles between collapsed and expanded by a
 * click or a drag. A released drag snaps open at 30 % of the travel or more; a press that moved
 * 5 px or more is a drag, so it neither toggles nor follows a card's link. The cards are drawn on
 * the server (decisions: Server components and islands): the island holds the strip's controls, not the cars.
 */
export function SimilarCars({
  heading,
  labels,
  cards,
}: {
  heading: string
  labels: { expand: string; collapse: string }
  /** The cars' cards, rendered on the server, by car id. */
  cards: Array<{ id: string; card: ReactNode }>
}) {
  const root = useHydratedMarker<HTMLElement>()
  const { progress, travel, dragging, open, settle, stripHandlers } = useSimilarCarsStrip()
  const { cardWidth, gap, closedOffset } = similarCarsCarousel

  return (
    <section
      ref={root}
      aria-labelledby="similar-cars"
      data-similar-cars
      className="mx-auto max-w-7xl px-4 py-10"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id="similar-cars" className="font-heading text-2xl">
          {heading}
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="similar-cars-strip"
          className="min-h-11 rounded-full px-4 font-semibold ring-1 ring-neutral-400"
          onClick={() => settle(open ? 'closed' : 'open')}
          data-similar-toggle
        >
          {open ? labels.collapse : labels.expand}
        </button>
      </div>
      <div className="mt-4 overflow-hidden">
        <ul
          id="similar-cars-strip"
          data-state={open ? 'expanded' : progress === 0 ? 'collapsed' : 'moving'}
          data-offset={Math.round(carouselOffset(progress, travel))}
          className={`flex cursor-grab touch-pan-y select-none [&_a]:[-webkit-user-drag:none] [&_img]:pointer-events-none ${dragging ? '' : 'transition-transform duration-300 ease-out'}`}
          style={{
            gap,
            paddingLeft: -closedOffset + gap,
            transform: `translateX(${carouselOffset(progress, travel)}px)`,
          }}
          {...stripHandlers}
        >
          {cards.map(({ id, card }) => (
            <li key={id} className="shrink-0" style={{ width: cardWidth }} draggable={false}>
              {card}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
