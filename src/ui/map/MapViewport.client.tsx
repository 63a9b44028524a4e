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
 * What tells us the visitor is using the page: MapLibre's work waits for one of these, or for an
 * activation before (a click, tap or key: the User Activation API). Keys that come later do not
 * count: a Tab onto the frame's button must not swap the button for the map under the focus.
 */
const useEvents = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'scroll'] as const

const activeBefore = () => !('userActivation' in navigator) || navigator.userActivation.hasBeenActive

/**
 * The map's island: an empty frame until the map is within 300 px of the viewport and the
 * visitor has used the page (tapped, pointed or scrolled, or clicked or typed before), then
 * MapLibre (a chunk of its own) draws into it. Near but unused, the frame shows a "show the map"
 * button that draws it at once and hands the keys to it. A map in a phone's first view so costs
 * a visitor who only reads the address nothing. Without WebGL it says so and the list beside it
 * stays; a map that fails to load (its style, its worker or MapLibre's own chunk) says that instead.
 */
export default function MapViewport({
  unavailableText,
  failedText,
  showText,
  ...options
}: MapCanvasOptions & { unavailableText: string; failedText: string; showText: string }) {
  const frame = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  // What became of drawing these options (new places draw anew).
  const [result, setResult] = useState<{
    options: string
    state: 'ready' | 'fallback'
    why?: 'failed'
  } | null>(null)
  const [near, setNear] = useState(false)
  // The server has no visitor; in the browser, one who clicked or typed before counts at once.
  const [active, setActive] = useState(() => typeof navigator !== 'undefined' && activeBefore())
  const [asked, setAsked] = useState(false)
  /** The button has the focus: a scroll that brings it into view may start the map, not remove it. */
  const [focused, setFocused] = useState(false)
  const optionsKey = JSON.stringify(options)

  useEffect(() => {
    const container = frame.current
    if (!container) return
    container.dataset.hydrated = ''
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: '300px' },
    )
    observer.observe(container)
    const stop = new AbortController()
    for (const type of useEvents)
      window.addEventListener(type, () => setActive(true), { once: true, passive: true, signal: stop.signal })
    return () => {
      observer.disconnect()
      stop.abort()
    }
  }, [])

  const draw = asked || (near && active)
  useEffect(() => {
    const container = frame.current
    if (!container || !draw) return
    let unmount: (() => void) | undefined
    let cancelled = false
    Promise.resolve()
      .then(async () => {
        if (!hasWebGl()) return setResult({ options: optionsKey, state: 'fallback' })
        const { mountMap } = await import('./map-canvas')
        if (cancelled) return
        unmount = mountMap(
          container,
          JSON.parse(optionsKey) as MapCanvasOptions,
          () => {
            // Whoever pressed the button goes on in the map itself (its canvas takes the keys).
            if (document.activeElement === button.current)
              container.querySelector<HTMLElement>('canvas')?.focus()
            setResult({ options: optionsKey, state: 'ready' })
          },
          () => setResult({ options: optionsKey, state: 'fallback', why: 'failed' }),
        )
      })
      .catch(() => setResult({ options: optionsKey, state: 'fallback', why: 'failed' }))
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [optionsKey, draw])

  const state: State = result?.options === optionsKey ? result.state : draw ? 'loading' : 'waiting'
  // The button stays while the map it asked for (or that started while it had the focus: a Tab
  // onto it scrolls it into view) loads, so the focus is never left on nothing.
  const offer = (state === 'waiting' && near) || ((asked || focused) && state === 'loading')
  return (
    <div className="relative h-80 overflow-hidden rounded bg-[#cfe3f0] md:h-[28rem]">
      {/* MapLibre owns this element's children; React renders none into it. */}
      <div ref={frame} className="h-full w-full" data-map-canvas data-map-state={state} />
      {offer ? (
        <button
          ref={button}
          type="button"
          aria-busy={state === 'loading'}
          onClick={() => setAsked(true)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="absolute inset-0 m-auto h-fit w-fit rounded bg-white px-4 py-2 font-semibold shadow"
          data-map-show
        >
          {showText}
        </button>
      ) : null}
      {state === 'fallback' ? (
        <p data-map-fallback className="absolute inset-x-4 top-4 rounded bg-white p-3 text-sm shadow">
          {result?.why === 'failed' ? failedText : unavailableText}
        </p>
      ) : null}
    </div>
  )
}
