'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { trackDisclosure } from './tracking'
import {
  carouselOffset,
  carouselTravel,
  dragProgress,
  isClick,
  settleAfterDrag,
  similarCarsCarousel,
} from './carousel-physics'

type Press = { x: number; y: number; startProgress: number; dragging: boolean; pointerId: number }

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
  const [progress, setProgress] = useState(0)
  const [travel, setTravel] = useState(0)
  const [dragging, setDragging] = useState(false)
  const press = useRef<Press | null>(null)
  const swallowClick = useRef(false)
  const { cardWidth, gap, closedOffset } = similarCarsCarousel
  const open = progress >= 1
  const root = useHydratedMarker<HTMLElement>()

  useEffect(() => {
    const measure = () => setTravel(carouselTravel(window.innerWidth))
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [])

  const settle = (next: 'open' | 'closed') => {
    if ((next === 'open') !== open) trackDisclosure('similarCars', next === 'open')
    setProgress(next === 'open' ? 1 : 0)
  }

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
          onPointerDown={(event) => {
            if (event.button !== 0) return
            swallowClick.current = false
            press.current = {
              x: event.clientX,
              y: event.clientY,
              startProgress: progress,
              dragging: false,
              pointerId: event.pointerId,
            }
          }}
          onPointerMove={(event) => {
            const current = press.current
            if (!current) return
            const deltaX = event.clientX - current.x
            if (!current.dragging && isClick(deltaX, event.clientY - current.y)) return
            if (!current.dragging) {
              current.dragging = true
              setDragging(true)
              event.currentTarget.setPointerCapture?.(current.pointerId)
            }
            setProgress(dragProgress(current.startProgress, deltaX, travel))
          }}
          onPointerUp={(event) => {
            const current = press.current
            press.current = null
            if (!current) return
            if (current.dragging) {
              swallowClick.current = true
              setDragging(false)
              settle(settleAfterDrag(dragProgress(current.startProgress, event.clientX - current.x, travel)))
              return
            }
            // A click on the strip itself (not a card's link) toggles it.
            if (!(event.target as HTMLElement).closest('a')) settle(open ? 'closed' : 'open')
          }}
          onPointerCancel={() => {
            press.current = null
            setDragging(false)
            settle(settleAfterDrag(progress))
          }}
          onClickCapture={(event) => {
            if (!swallowClick.current) return
            swallowClick.current = false
            event.preventDefault()
            event.stopPropagation()
          }}
          onFocusCapture={(event) => {
            // Keyboard users reach the hidden cards: open when a focused card is out of view.
            const right = (event.target as HTMLElement).getBoundingClientRect().right
            if (right > window.innerWidth && !open) settle('open')
          }}
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
