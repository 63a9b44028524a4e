import { fill } from '@/lib/i18n/fill'

/** Under the cards: how many show of how many, a failed load's message and load more. */
export function LoadMore({
  shown,
  total,
  failed,
  showButton,
  disabled,
  onLoadMore,
  buttonClassName,
  texts,
}: {
  shown: number
  total: number
  failed: boolean
  showButton: boolean
  disabled: boolean
  onLoadMore: () => void
  buttonClassName: string
  texts: { count: string; error: string; loadMore: string }
}) {
  return (
    <div className="flex flex-col items-center gap-3">
      <p aria-live="polite" className="text-sm text-gray-700" data-stories-count>
        {fill(texts.count, { shown, total })}
      </p>
      {failed ? (
        <p role="alert" className="text-sm">
          {texts.error}
        </p>
      ) : null}
      {showButton ? (
        <button
          type="button"
          className={buttonClassName}
          disabled={disabled}
          onClick={onLoadMore}
          data-load-more
        >
          {texts.loadMore}
        </button>
      ) : null}
    </div>
  )
}
