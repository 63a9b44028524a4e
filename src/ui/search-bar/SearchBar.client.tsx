'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useState } from 'react'
import { useMediaQuery } from '@/lib/browser/media-query'
import { pushToDataLayer } from '@/lib/tracking/data-layer'
import { searchHref } from './search-href'
import { SearchForm, type SearchFormLabels } from './SearchForm.client'

export type SearchBarLabels = Required<SearchFormLabels>

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
  const isDesktop = useMediaQuery('(min-width: 768px)')
  // Marks the form interactive once hydrated (its island loads after the page's first paint).
  const form = useHydratedMarker<HTMLFormElement>()

  function search(typed: string) {
    const term = typed.trim()
    if (!term) return
    pushToDataLayer({ event: 'search', search_type: 'start page', search_term: term })
    window.location.assign(searchHref(searchUrl, window.location.search, term, window.location.origin))
  }

  return (
    <SearchForm
      ref={form}
      data-search-bar
      look="banner"
      value={text}
      onValueChange={setText}
      onSearch={search}
      labels={labels}
      placeholder={(isDesktop && placeholderDesktop) || placeholder || undefined}
      autoComplete="off"
      clearable={clearable}
      disableWhenEmpty={disableWhenEmpty}
    />
  )
}
