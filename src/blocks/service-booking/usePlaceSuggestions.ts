import { useEffect, useState } from 'react'
import { autocompletePlaces } from './api'
import type { Place } from './state'

/** Autocomplete waits this long after the last key (spec 03 §5, §9). */
export const autocompleteDebounceMs = 300

/**
 * The place field's suggestions, asked for 300 ms after the last change of the typed text while no
 * place is chosen; `active` is the option the arrow keys point at.
 */
export function usePlaceSuggestions(query: string, place: Place | null) {
  const [suggestions, setSuggestions] = useState<Place[]>([])
  /** The typed text the suggestions answer (a slower answer for an earlier text is dropped). */
  const [suggestionsFor, setSuggestionsFor] = useState('')
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const typed = query.trim()
    if (place || typed.length < 2) return
    let cancelled = false
    const timer = window.setTimeout(() => {
      autocompletePlaces(typed).then((places) => {
        if (cancelled) return
        setSuggestions(places)
        setSuggestionsFor(typed)
        setActive(-1)
        setOpen(true)
      })
    }, autocompleteDebounceMs)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [query, place])

  /** A place chosen: the list closes and forgets its suggestions. */
  const close = () => {
    setOpen(false)
    setSuggestions([])
  }

  return { suggestions, suggestionsFor, active, setActive, open, setOpen, close }
}
