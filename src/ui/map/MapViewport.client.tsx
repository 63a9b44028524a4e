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

/** What tells us the visitor is using the page: MapLibre's work waits for one of these. */
const useEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'] as const

/** Resolves once the visitor has used the page (a tap, click or key before now counts too). */
function visitorActive(signal: AbortSignal): Promise<void> {
  // Without the User Activation API, the map does not wait.
  if (!('userActivation' in navigator) || navigator.userActivation.hasBeenActive) return Promise.resolve()
  return new Promise((resolve) => {
    for (const type of useEvents)
      window.addEventListener(type, () => resolve(), { once: true, passive: true, signal })
  })
}

/**
 * The map's island: a frame with a "show the map" button until the map is within 300 px of the
 * viewport and the visitor has used the page (tapped, pointed, typed or scrolled), or until the
 * button is pressed; then MapLibre (a chunk of its own) draws into it. A map in a phone's first
 * view so costs a visitor who only reads the address nothing. Without WebGL it says so and the
 * list beside it stays.
 */
export default function MapViewport({
  unavailableText,
  showText,
  ...options
}: MapCanvasOptions & { unavailableText: string; showText: string }) {
  const frame = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [state, setState] = useState<State>('waiting')
  const [asked, setAsked] = useState(false)
  const optionsKey = JSON.stringify(options)

  useEffect(() => {
    const container = frame.current
    if (!container) return
    container.dataset.hydrated = ''
    let unmount: (() => void) | undefined
    const stop = new AbortController()
    const draw = () => {
      if (stop.signal.aborted) return
      if (!hasWebGl()) return setState('fallback')
      setState('loading')
      import('./map-canvas')
        .then(({ mountMap }) => {
          if (stop.signal.aborted) return
          unmount = mountMap(container, JSON.parse(optionsKey) as MapCanvasOptions, () => {
            // Whoever pressed the button goes on in the map itself (its canvas takes the keys).
            if (document.activeElement === button.current)
              container.querySelector<HTMLElement>('canvas')?.focus()
            setState('ready')
          })
        })
        .catch(() => setState('fallback'))
    }
    if (asked) draw()
    else {
      const near = new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return
            observer.disconnect()
            resolve()
          },
          { rootMargin: '300px' },
        )
        observer.observe(container)
        stop.signal.addEventListener('abort', () => observer.disconnect())
      })
      void Promise.all([near, visitorActive(stop.signal)]).then(draw)
    }
    return () => {
      stop.abort()
      unmount?.()
    }
  }, [optionsKey, asked])

  return (
    <div className="relative h-80 overflow-hidden rounded bg-[#cfe3f0] md:h-[28rem]">
      {/* MapLibre owns this element's children; React renders none into it. */}
      <div ref={frame} className="h-full w-full" data-map-canvas data-map-state={state} />
      {state === 'waiting' || state === 'loading' ? (
        <button
          ref={button}
          type="button"
          aria-busy={state === 'loading'}
          onClick={() => setAsked(true)}
          className="absolute inset-0 m-auto h-fit w-fit rounded bg-white px-4 py-2 font-semibold shadow"
          data-map-show
        >
          {showText}
        </button>
      ) : null}
      {state === 'fallback' ? (
        <p data-map-fallback className="absolute inset-x-4 top-4 rounded bg-white p-3 text-sm shadow">
          {unavailableText}
        </p>
      ) : null}
    </div>
  )
}
