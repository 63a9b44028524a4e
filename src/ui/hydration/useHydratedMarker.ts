'use client'
import { useEffect, useRef } from 'react'

/**
 * A ref whose element gets `data-hydrated` once its island runs in the browser. Islands that load
 * lazily render on the server first; the marker tells tests (and styles) the controls now work.
 * An island that builds some controls only after hydration (e.g. once a media query is read)
 * passes `ready` as false until they are drawn.
 */
export function useHydratedMarker<T extends HTMLElement>(ready = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (ready) ref.current?.setAttribute('data-hydrated', '')
  }, [ready])
  return ref
}
