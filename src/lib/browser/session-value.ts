'use client'
import { useCallback, useSyncExternalStore } from 'react'

const changeEvent = 'session-value-change'

/** The value under `key` in session storage, or null (also when storage is unavailable). */
export function readSessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/** Stores (or with null removes) the value under `key` and tells every reader of the key. */
export function writeSessionValue(key: string, next: string | null): void {
  try {
    if (next === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, next)
  } catch {
    // Storage can be unavailable (private modes); the value then lives for this page only.
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: key }))
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
    () => readSessionValue(key),
    () => null,
  )
  const setValue = useCallback((next: string | null) => writeSessionValue(key, next), [key])
  return [value, setValue]
}
