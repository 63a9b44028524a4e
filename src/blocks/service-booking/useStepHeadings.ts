import { useCallback, useLayoutEffect, useRef } from 'react'

/**
 * A step shown: its heading takes the focus (not on the first render) in the commit that shows it,
 * so a key pressed right after starts from there. A heading drawn later (the mechanic-mate
 * confirmation is a chunk of its own) takes it as it mounts. Returns the headings' ref.
 */
export function useStepHeadings(displayState: number) {
  const headings = useRef<Record<number, HTMLHeadingElement | null>>({})
  const shown = useRef(displayState)
  const focusPending = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (shown.current !== displayState) {
      const heading = headings.current[displayState]
      if (heading?.isConnected) heading.focus()
      focusPending.current = heading?.isConnected ? null : displayState
    }
    shown.current = displayState
  }, [displayState])
  return useCallback((element: HTMLHeadingElement | null) => {
    if (!element) return
    const number = Number(element.dataset.stepHeading)
    headings.current[number] = element
    if (focusPending.current === number) {
      focusPending.current = null
      element.focus()
    }
  }, [])
}
