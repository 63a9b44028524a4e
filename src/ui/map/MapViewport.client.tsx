'use client'
import { useEffect, useRef, useState } from 'react'
import type { MapCanvasOptions } from './map-canvas'

type State = 'waiting' | 'loading' | 'ready' | 'fallback'

/** WebGL is what MapLibre draws with; without it the server-rendered list is the map. */
function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/**
 * The map's island: an empty frame until it comes within 300 px of the viewport, then MapLibre
 * (a chunk of its own) draws into it. Without WebGL it says so and the list beside it stays.
 */
export default function MapViewport({
  unavailableText,
  ...options
}: MapCanvasOptions & { unavailableText: string }) {
  const frame = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('waiting')
  const optionsKey = JSON.stringify(options)

  useEffect(() => {
    const container = frame.current
    if (!container) return
    let unmount: (() => void) | undefined
    let cancelled = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        if (!hasWebGl()) return setState('fallback')
        setState('loading')
        import('./map-canvas')
          .then(({ mountMap }) => {
            if (!cancelled)
              unmount = mountMap(container, JSON.parse(optionsKey) as MapCanvasOptions, () =>
                setState('ready'),
              )
          })
          .catch(() => setState('fallback'))
      },
      { rootMargin: '300px' },
    )
    observer.observe(container)
    return () => {
      cancelled = true
      observer.disconnect()
      unmount?.()
    }
  }, [optionsKey])

  return (
    <div className="relative h-80 overflow-hidden rounded bg-[#cfe3f0] md:h-[28rem]">
      {/* MapLibre owns this element's children; React renders none into it. */}
      <div ref={frame} className="h-full w-full" data-map-canvas data-map-state={state} />
      {state === 'fallback' ? (
        <p data-map-fallback className="absolute inset-x-4 top-4 rounded bg-white p-3 text-sm shadow">
          {unavailableText}
        </p>
      ) : null}
    </div>
  )
}
