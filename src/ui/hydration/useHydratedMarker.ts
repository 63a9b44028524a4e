'use client'
import { useEffect, useRef } from 'react'

/**
 * A ref whose element gets `data-hydrated` once its island runs in the browser. Islands that load
 * lazily render on the server first; the marker tells tests (and styles) the controls now work.
 */
export function useHydratedMarker<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.setAttribute('data-hydrated', ''), [])
  return ref
}
