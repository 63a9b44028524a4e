'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react'
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import { searchHref } from './search-href'

export type SearchBarLabels = { input: string; submit: string; clear: string }

const desktopQuery = '(min-width: 768px)'
function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(desktopQuery)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const useIsDesktop = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(desktopQuery).matches,
    () => false,
  )

/**
 * The search form of the hero and slider banners. Enter or the button submits to the configured
 * search page; a `search` event goes to the dataLayer first (spec 01 §7).
 */
export function SearchBar({
  searchUrl,
  placeholder,
  placeholderDesktop,
  labels,
  clearable = false,
  disableWhenEmpty = false,
}: {
  searchUrl: string
  placeholder?: string | null
  placeholderDesktop?: string | null
  labels: SearchBarLabels
  /** Hero banner: a clear button while there is text (spec 01 §5). */
  clearable?: boolean
  /** Slider banner: the button is disabled while the input is empty (spec 01 §5). */
  disableWhenEmpty?: boolean
}) {
  const [text, setText] = useState('')
  const inputId = useId()
  const empty = text.trim() === ''
  const isDesktop = useIsDesktop()
  // Marks the form interactive once hydrated (its island loads after the page's first paint).
  const form = useHydratedMarker<HTMLFormElement>()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = text.trim()
    if (!term) return
    pushToDataLayer({ event: 'search', search_type: 'start page', search_term: term })
    window.location.assign(searchHref(searchUrl, window.location.search, term, window.location.origin))
  }

  return (
    <form
      role="search"
      data-search-bar
      onSubmit={submit}
      ref={form}
      className="flex w-full max-w-xl items-center gap-2 rounded-full bg-white p-1.5 shadow-lg"
    >
      <label htmlFor={inputId} className="sr-only">
        {labels.input}
      </label>
      <input
        id={inputId}
        type="search"
        name="keyphrase"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={(isDesktop && placeholderDesktop) || placeholder || labels.input}
        autoComplete="off"
        className="min-w-0 flex-1 bg-transparent px-4 py-2 text-base text-neutral-900 placeholder:text-neutral-600 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {clearable && !empty ? (
        <button
          type="button"
          onClick={() => setText('')}
          aria-label={labels.clear}
          className="grid size-10 place-items-center rounded-full text-neutral-700 hover:bg-neutral-100"
        >
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
      <button
        type="submit"
        disabled={disableWhenEmpty && empty}
        className="min-h-10 rounded-full bg-brand px-5 text-sm font-semibold text-brand-contrast disabled:cursor-not-allowed disabled:opacity-50"
      >
        {labels.submit}
      </button>
    </form>
  )
}
