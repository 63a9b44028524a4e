'use client'
import { useCallback, useLayoutEffect, useRef } from 'react'

type Target = () => HTMLElement | null | undefined

/**
 * Moves the focus to an element in the very commit that shows it: call the returned function with
 * the element's getter before the state change that renders it. Unlike a focus in the next frame,
 * no key pressed in between lands on the control the new element replaced.
 */
export function useFocusOnCommit(): (target: Target) => void {
  const pending = useRef<Target | null>(null)
  useLayoutEffect(() => {
    const target = pending.current
    if (!target) return
    pending.current = null
    target()?.focus()
  })
  return useCallback((target: Target) => {
    pending.current = target
  }, [])
}
