'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useState } from 'react'
import type { FacetMapEntry } from '@/services/search/list/facet-map'
import type { FacetValues } from '@/services/search/list/phrase'
import { SearchForm } from '@/ui/search-bar/SearchForm.client'
import { searchTarget } from './search-target'

/** The hero's search box: the phrase becomes filters and the visitor lands on the car list. */
export function HeroSearch({
  searchUrl,
  facets,
  facetMap,
  texts,
}: {
  searchUrl: string
  facets: FacetValues[]
  facetMap: FacetMapEntry[]
  texts: { label: string; placeholder: string; button: string }
}) {
  const [phrase, setPhrase] = useState('')
  // Marks the form interactive once hydrated; before that it submits natively with the keyphrase.
  const form = useHydratedMarker<HTMLFormElement>()
  return (
    <SearchForm
      ref={form}
      data-hero-search
      look="hero"
      action={searchUrl}
      inputId="hero-search"
      value={phrase}
      onValueChange={setPhrase}
      onSearch={(typed) => window.location.assign(searchTarget(searchUrl, typed, facets, facetMap))}
      labels={{ input: texts.label, submit: texts.button }}
      placeholder={texts.placeholder}
    />
  )
}
