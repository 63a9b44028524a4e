import type { ReactNode } from 'react'
import type { ControlTexts } from '@/ui/catalog-filters/texts'
import { ListSkeleton } from './ListSkeleton'

/**
 * The list's column: how many cars show, the cars (or the skeleton while a change loads) and show
 * more, disabled with the page cap's message once the list cannot go further.
 */
export function ListResults({
  progress,
  loading,
  more,
  texts,
  children,
}: {
  progress: string
  loading: boolean
  /** Show more's state, or null when it is hidden. */
  more: { pastCap: boolean; disabled: boolean; onMore: () => void } | null
  texts: ControlTexts
  children: ReactNode
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className="mb-3 text-sm text-neutral-700" aria-live="polite" data-progress>
        {progress}
      </p>
      {loading ? <ListSkeleton label={texts.carListLoading} /> : children}
      {more ? (
        <div className="mt-8 flex flex-col items-center gap-2">
          <button
            type="button"
            data-show-more
            data-error={more.pastCap ? '' : undefined}
            aria-describedby={more.pastCap ? 'car-list-page-cap' : undefined}
            disabled={more.pastCap || more.disabled}
            onClick={more.onMore}
            className="rounded border-2 border-brand px-6 py-2 font-semibold text-brand disabled:border-neutral-300 disabled:text-neutral-500"
          >
            {texts.carListShowMore}
          </button>
          {more.pastCap ? (
            <p id="car-list-page-cap" role="status" className="text-sm text-red-700" data-page-cap>
              {texts.carListPageCap}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
