'use client'

import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import type { StoriesPage, StoryTag } from '@/services/stories/types'
import {
  StoryCard,
  storyCellClasses,
  storyGridClasses,
  type StoryCardLayout,
} from '@/ui/story-card/StoryCard'
import { LoadMore } from './LoadMore'
import { StoriesSkeleton } from './StoriesSkeleton'
import { TagChips } from './TagChips'
import { useStoriesList } from './useStoriesList'

export type StoriesListTexts = {
  showAll: string
  filterLabel: string
  loadMore: string
  noResults: string
  error: string
  retry: string
  loading: string
  /** "{shown} of {total}" */
  count: string
}

/** Load-more stays visible (disabled) at the end of long lists (spec 01 §5). */
const alwaysShowLoadMoreFrom = 12

/**
 * The interactive part of the stories list: tag chips (an OR filter; show-all clears it) and
 * load more, both through GET /api/stories. The first page arrives rendered from the server.
 */
export function StoriesListIsland({
  site,
  language,
  indexPath,
  pageSize,
  tags,
  initial,
  layout,
  showDates,
  highlightLatest,
  leadImage,
  cardHeading,
  buttonClassName,
  texts,
}: {
  site: string
  language: string
  indexPath: string
  pageSize: number
  tags: StoryTag[]
  initial: StoriesPage | null
  layout: StoryCardLayout
  showDates: boolean
  highlightLatest: boolean
  /** The section holds the page's lead image: the first card's loads at once, first. */
  leadImage: boolean
  cardHeading: 'h2' | 'h3'
  buttonClassName: string
  texts: StoriesListTexts
}) {
  const list = useStoriesList({ site, language, indexPath, pageSize, initial })
  const { activeTags, status, items, total } = list
  // Marks the list interactive once hydrated, so a click is never lost on server-rendered markup.
  const root = useHydratedMarker<HTMLDivElement>()

  const highlights = highlightLatest && layout === 'grid'
  const grid = storyGridClasses(layout, 4, highlights)
  const allLoaded = items.length >= total
  const showLoadMore =
    status === 'success' && items.length > 0 && !(allLoaded && total < alwaysShowLoadMoreFrom)

  return (
    <div
      ref={root}
      data-stories-list
      data-status={status}
      data-layout={layout}
      className="flex flex-col gap-6"
    >
      {tags.length > 0 ? (
        <TagChips
          tags={tags}
          activeTags={activeTags}
          texts={texts}
          onShowAll={() => list.showFirstPage([])}
          onToggle={list.toggle}
        />
      ) : null}

      {status === 'pending' ? <StoriesSkeleton count={pageSize} grid={grid} loading={texts.loading} /> : null}

      {status === 'error' ? (
        <div
          role="alert"
          data-stories-error
          className="flex flex-col items-start gap-3 rounded-lg bg-surface-1 p-6"
        >
          <p>{texts.error}</p>
          <button type="button" className={buttonClassName} onClick={() => list.showFirstPage(activeTags)}>
            {texts.retry}
          </button>
        </div>
      ) : null}

      {status === 'success' && items.length === 0 ? (
        <p role="status" data-stories-empty className="rounded-lg bg-surface-1 p-6">
          {texts.noResults}
        </p>
      ) : null}

      {status === 'success' && items.length > 0 ? (
        <ul className={grid} aria-busy={list.loadingMore}>
          {items.map((story, index) => (
            <li key={story.id} className={storyCellClasses(highlights && index === 0)}>
              <StoryCard
                story={story}
                showDates={showDates}
                highlighted={highlightLatest && index === 0}
                layout={layout}
                headingTag={cardHeading}
                priority={leadImage && index === 0}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {status === 'success' && items.length > 0 ? (
        <LoadMore
          shown={items.length}
          total={total}
          failed={list.loadMoreFailed}
          showButton={showLoadMore}
          disabled={!list.hasNext || list.loadingMore}
          onLoadMore={list.loadMore}
          buttonClassName={buttonClassName}
          texts={texts}
        />
      ) : null}
    </div>
  )
}
