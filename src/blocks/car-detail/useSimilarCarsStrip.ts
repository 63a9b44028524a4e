'use client'

import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react'
import { trackDisclosure } from './tracking'
import { carouselTravel, dragProgress, isClick, settleAfterDrag } from './carousel-physics'

type Press = { x: number; y: number; startProgress: number; dragging: boolean; pointerId: number }

/**
 * The similar cars strip's flow: how far it is open (0 collapsed, 1 expanded), the travel the
 * window's width allows, a drag that follows the pointer and settles by the 30 % rule, the click
 * a drag swallows, and the disclosure tracking of each change (decisions: Similar cars strip).
 */
export function useSimilarCarsStrip() {
  const [progress, setProgress] = useState(0)
  const [travel, setTravel] = useState(0)
  const [dragging, setDragging] = useState(false)
  const press = useRef<Press | null>(null)
  const swallowClick = useRef(false)
  const open = progress >= 1

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

  /** The strip's own handlers: press, drag, release, the swallowed click and focus on a hidden card. */
  const stripHandlers = {
    onPointerDown: (event: PointerEvent<HTMLUListElement>) => {
      if (event.button !== 0) return
      swallowClick.current = false
      press.current = {
        x: event.clientX,
        y: event.clientY,
        startProgress: progress,
        dragging: false,
        pointerId: event.pointerId,
      }
    },
    onPointerMove: (event: PointerEvent<HTMLUListElement>) => {
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
    },
    onPointerUp: (event: PointerEvent<HTMLUListElement>) => {
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
    },
    onPointerCancel: () => {
      press.current = null
      setDragging(false)
      settle(settleAfterDrag(progress))
    },
    onClickCapture: (event: MouseEvent<HTMLUListElement>) => {
      if (!swallowClick.current) return
      swallowClick.current = false
      event.preventDefault()
      event.stopPropagation()
    },
    onFocusCapture: (event: FocusEvent<HTMLUListElement>) => {
      // Keyboard users reach the hidden cards: open when a focused card is out of view.
      const right = (event.target as HTMLElement).getBoundingClientRect().right
      if (right > window.innerWidth && !open) settle('open')
    },
  }

  return { progress, travel, dragging, open, settle, stripHandlers }
}
