'use client'
import { useRouter } from 'next/navigation'
import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { useTransition, type FormEvent, type ReactNode } from 'react'
import { facilityListHref, type FacilityFacet, type FacilityState } from './query'
import type { FacilityListTexts } from './texts'

export type FacetControl = {
  name: FacilityFacet
  label: string
  options: Array<{ value: string; label: string; count: number }>
}

/**
 * The facility list's controls: the search box (only past the threshold), the facet selects and
 * show more. They are a plain GET form and link that work without script; here a change navigates
 * to the state's URL in a transition, and the server renders the results again (the car list's
 * pattern). While that runs, the results are marked busy.
 */
export function FacilityControls({
  basePath,
  state,
  facets,
  showSearch,
  showMoreHref,
  texts,
  results,
}: {
  basePath: string
  state: FacilityState
  facets: FacetControl[]
  showSearch: boolean
  showMoreHref: string | null
  texts: Pick<
    FacilityListTexts,
    'facilityListSearchLabel' | 'facilityListSearchButton' | 'facilityListFacetAll' | 'showMore'
  >
  results: ReactNode
}) {
  const router = useRouter()
  const root = useHydratedMarker<HTMLDivElement>()
  const [pending, startTransition] = useTransition()
  const go = (href: string) => startTransition(() => router.push(href, { scroll: false }))

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    go(
      facilityListHref(basePath, {
        keyphrase: value('q'),
        selected: Object.fromEntries(facets.map((facet) => [facet.name, value(facet.name)])),
        page: 0,
      }),
    )
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(event.currentTarget)
  }

  return (
    <div ref={root} data-facility-list>
      {showSearch || facets.length ? (
        <form
          role="search"
          action={basePath}
          method="get"
          onSubmit={onSubmit}
          className="mb-6 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
          data-facility-controls
        >
          {showSearch ? (
            <label className="grid gap-1 text-sm">
              {texts.facilityListSearchLabel}
              <input
                type="search"
                name="q"
                defaultValue={state.keyphrase}
                maxLength={100}
                className="w-full rounded border border-neutral-400 px-3 py-2 text-base"
                data-facility-search
              />
            </label>
          ) : null}
          {facets.map((facet) => (
            <label key={facet.name} className="grid gap-1 text-sm">
              {facet.label}
              <select
                name={facet.name}
                defaultValue={state.selected[facet.name] ?? ''}
                onChange={(event) => submit(event.currentTarget.form!)}
                className="w-full rounded border border-neutral-400 px-3 py-2 text-base"
                data-facility-facet={facet.name}
              >
                <option value="">{texts.facilityListFacetAll}</option>
                {facet.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label} ({option.count})
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className="justify-self-start rounded bg-brand px-4 py-2 text-brand-contrast">
            {texts.facilityListSearchButton}
          </button>
        </form>
      ) : null}
      <div
        aria-busy={pending || undefined}
        data-loading={pending || undefined}
        className={pending ? 'opacity-60' : undefined}
      >
        {results}
      </div>
      {showMoreHref ? (
        <p className="mt-6 text-center">
          <a
            href={showMoreHref}
            onClick={(event) => {
              event.preventDefault()
              go(showMoreHref)
            }}
            className="inline-block rounded border border-brand px-6 py-2 font-semibold text-brand"
            data-facility-show-more
          >
            {texts.showMore}
          </a>
        </p>
      ) : null}
    </div>
  )
}
