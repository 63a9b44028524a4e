import type { ReactNode } from 'react'
import { fill } from '@/lib/i18n/fill'
import { ListStatus } from '@/ui/list-status/ListStatus'
import { formatNumber } from '@/ui/vehicle/format'
import type { KitListView } from './useKitCatalogueFlow'
import { useKitTexts } from './texts-context'

/**
 * The kits' column: how many show of how many, the grid (or the loading, empty or error state) and
 * show more.
 */
export function KitResults({
  status,
  shown,
  total,
  loading,
  locale,
  onShowMore,
  children,
}: {
  status: KitListView['status']
  shown: number
  total: number
  loading: 'list' | 'more' | null
  locale: string
  onShowMore: () => void
  /** The grid. */
  children: ReactNode
}) {
  const t = useKitTexts()
  const listLoading = loading === 'list'
  return (
    <div className="min-w-0 flex-1">
      <p className="mb-3 text-sm text-neutral-700" aria-live="polite" data-progress>
        {status === 'results' && !listLoading
          ? fill(t.progress, {
              shown: formatNumber(shown, locale),
              total: formatNumber(total, locale),
            })
          : ''}
      </p>
      {listLoading ? (
        <p aria-busy="true" data-kits-loading className="rounded bg-neutral-50 p-4">
          {t.loading}
        </p>
      ) : status !== 'results' ? (
        <ListStatus status={status} texts={{ carListError: t.listError, noSearchResults: t.noResults }} />
      ) : (
        children
      )}
      {!listLoading && status === 'results' && shown < total ? (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            data-show-more
            disabled={loading !== null}
            onClick={onShowMore}
            className="rounded border-2 border-brand px-6 py-2 font-semibold text-brand disabled:opacity-60"
          >
            {t.showMore}
          </button>
        </div>
      ) : null}
    </div>
  )
}
