'use client'
import { useId, useState, type ReactNode } from 'react'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'

/**
 * The site selection's filter: a city select over the server-rendered cards. All (at most 100)
 * cards are on the page; the filter only hides the others, so it needs no search call.
 */
export function SiteFilter({
  cities,
  items,
  texts,
}: {
  cities: string[]
  items: Array<{ key: string; city: string; card: ReactNode }>
  texts: { label: string; all: string }
}) {
  const [city, setCity] = useState('')
  const id = useId()
  const root = useHydratedMarker<HTMLDivElement>()
  const shown = city ? items.filter((item) => item.city === city) : items
  return (
    <div ref={root} data-site-selection>
      <div className="mb-4 grid max-w-xs gap-1 text-sm">
        <label htmlFor={id}>{texts.label}</label>
        <select
          id={id}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          className="rounded border border-neutral-400 px-3 py-2 text-base"
          data-site-filter
        >
          <option value="">{texts.all}</option>
          {cities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-site-grid>
        {shown.map((item) => (
          <li key={item.key}>{item.card}</li>
        ))}
      </ul>
    </div>
  )
}
