'use client'
import { useCallback, useSyncExternalStore } from 'react'

const changeEvent = 'session-value-change'

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * A string kept in session storage, shared by every component that reads the same key. The
 * server (and the first client render) see `null`.
 */
export function useSessionValue(key: string): [string | null, (value: string | null) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const listener = (event: Event) => {
        if (!(event instanceof CustomEvent) || event.detail === key) onChange()
      }
      window.addEventListener(changeEvent, listener)
      window.addEventListener('storage', listener)
      return () => {
        window.removeEventListener(changeEvent, listener)
        window.removeEventListener('storage', listener)
      }
    },
    [key],
  )
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  const setValue = useCallback(
    (next: string | null) => {
      try {
        if (next === null) window.sessionStorage.removeItem(key)
        else window.sessionStorage.setItem(key, next)
      } catch {
        // Storage can be unavailable (private modes); the value then lives for this page only.
      }
      window.dispatchEvent(new CustomEvent(changeEvent, { detail: key }))
    },
    [key],
  )
  return [value, setValue]
}
