'use client'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useState } from 'react'
import type { FacetMapEntry } from '@/blocks/car-list/facet-map'
import type { FacetValues } from '@/blocks/car-list/phrase'
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
    <form
      ref={form}
      role="search"
      action={searchUrl}
      data-hero-search
      className="mt-6 flex w-full max-w-2xl flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault()
        window.location.assign(searchTarget(searchUrl, phrase, facets, facetMap))
      }}
    >
      <label htmlFor="hero-search" className="sr-only">
        {texts.label}
      </label>
      <input
        id="hero-search"
        type="search"
        name="keyphrase"
        value={phrase}
        onChange={(event) => setPhrase(event.target.value)}
        placeholder={texts.placeholder}
        className="w-full rounded border border-neutral-400 bg-white px-4 py-3 text-neutral-900"
      />
      <button type="submit" className="rounded bg-brand px-6 py-3 font-semibold text-brand-contrast">
        {texts.button}
      </button>
    </form>
  )
}
