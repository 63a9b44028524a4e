'use client'

import { useHydratedMarker } from '@/ui/hydration/useHydratedMarker'
import { fill } from '@/lib/i18n/fill'
import { useRef, useState } from 'react'
import type { StoriesPage, StoryCard as Story, StoryTag } from '@/services/stories/types'
import {
  StoryCard,
  storyCellClasses,
  storyGridClasses,
  type StoryCardLayout,
} from '@/ui/story-card/StoryCard'

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

type Status = 'pending' | 'success' | 'error'

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
  const [activeTags, setActiveTags] = useState<string[]>([])
  const [status, setStatus] = useState<Status>(initial ? 'success' : 'error')
  const [items, setItems] = useState<Story[]>(initial?.items ?? [])
  const [total, setTotal] = useState(initial?.total ?? 0)
  const [pageInfo, setPageInfo] = useState(initial?.pageInfo ?? { endCursor: null, hasNext: false })
  const [loadingMore, setLoadingMore] = useState(false)
  const [loadMoreFailed, setLoadMoreFailed] = useState(false)
  // Only the latest request may update the list (a quick second click wins over the first).
  const latest = useRef(0)
  // Marks the list interactive once hydrated, so a click is never lost on server-rendered markup.
  const root = useHydratedMarker<HTMLDivElement>()

  const highlights = highlightLatest && layout === 'grid'
  const grid = storyGridClasses(layout, 4, highlights)

  async function fetchPage(tagKeys: string[], after: string | null): Promise<StoriesPage> {
    const query = new URLSearchParams({ site, lang: language, path: indexPath, pageSize: String(pageSize) })
    if (tagKeys.length > 0) query.set('tags', tagKeys.join(','))
    if (after) query.set('after', after)
    const response = await fetch(`/api/stories?${query}`, { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`stories request failed: ${response.status}`)
    return (await response.json()) as StoriesPage
  }

  async function showFirstPage(tagKeys: string[]) {
    const request = ++latest.current
    setActiveTags(tagKeys)
    setStatus('pending')
    setLoadMoreFailed(false)
    try {
      const page = await fetchPage(tagKeys, null)
      if (request !== latest.current) return
      setItems(page.items)
      setTotal(page.total)
      setPageInfo(page.pageInfo)
      setStatus('success')
    } catch {
      if (request === latest.current) setStatus('error')
    }
  }

  async function loadMore() {
    if (!pageInfo.hasNext || loadingMore) return
    const request = ++latest.current
    setLoadingMore(true)
    setLoadMoreFailed(false)
    try {
      const page = await fetchPage(activeTags, pageInfo.endCursor)
      if (request !== latest.current) return
      setItems((shown) => [...shown, ...page.items])
      setTotal(page.total)
      setPageInfo(page.pageInfo)
    } catch {
      if (request === latest.current) setLoadMoreFailed(true)
    } finally {
      if (request === latest.current) setLoadingMore(false)
    }
  }

  const toggle = (key: string) =>
    showFirstPage(activeTags.includes(key) ? activeTags.filter((tag) => tag !== key) : [...activeTags, key])

  const allLoaded = items.length >= total
  const showLoadMore =
    status === 'success' && items.length > 0 && !(allLoaded && total < alwaysShowLoadMoreFrom)
  const chip = (pressed: boolean) =>
    [
      'min-h-11 rounded-full border px-4 py-2 text-sm font-medium transition',
      pressed
        ? 'border-brand bg-brand text-brand-contrast'
        : 'border-gray-400 bg-white text-gray-900 hover:border-brand',
    ].join(' ')

  return (
    <div
      ref={root}
      data-stories-list
      data-status={status}
      data-layout={layout}
      className="flex flex-col gap-6"
    >
      {tags.length > 0 ? (
        <div role="group" aria-label={texts.filterLabel} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={activeTags.length === 0}
            className={chip(activeTags.length === 0)}
            onClick={() => showFirstPage([])}
            data-tag-chip="all"
          >
            {texts.showAll}
          </button>
          {tags.map((tag) => (
            <button
              key={tag.key}
              type="button"
              aria-pressed={activeTags.includes(tag.key)}
              className={chip(activeTags.includes(tag.key))}
              onClick={() => toggle(tag.key)}
              data-tag-chip={tag.key}
            >
              {tag.value}
            </button>
          ))}
        </div>
      ) : null}

      {status === 'pending' ? (
        <div role="status" aria-live="polite" data-stories-skeleton className={grid}>
          <span className="sr-only">{texts.loading}</span>
          {Array.from({ length: pageSize }, (_, index) => (
            <div
              key={index}
              aria-hidden="true"
              className="animate-pulse overflow-hidden rounded-lg bg-white ring-1 ring-black/10"
            >
              <div className="aspect-[16/9] bg-surface-2" />
              <div className="flex flex-col gap-2 p-4">
                <div className="h-4 w-1/3 rounded bg-surface-2" />
                <div className="h-5 w-3/4 rounded bg-surface-2" />
                <div className="h-4 w-full rounded bg-surface-2" />
              </div>
            </div>
          ))}
        </div>
      ) : null}

      {status === 'error' ? (
        <div
          role="alert"
          data-stories-error
          className="flex flex-col items-start gap-3 rounded-lg bg-surface-1 p-6"
        >
          <p>{texts.error}</p>
          <button type="button" className={buttonClassName} onClick={() => showFirstPage(activeTags)}>
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
        <ul className={grid} aria-busy={loadingMore}>
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
        <div className="flex flex-col items-center gap-3">
          <p aria-live="polite" className="text-sm text-gray-700" data-stories-count>
            {fill(texts.count, { shown: items.length, total })}
          </p>
          {loadMoreFailed ? (
            <p role="alert" className="text-sm">
              {texts.error}
            </p>
          ) : null}
          {showLoadMore ? (
            <button
              type="button"
              className={buttonClassName}
              disabled={!pageInfo.hasNext || loadingMore}
              onClick={loadMore}
              data-load-more
            >
              {texts.loadMore}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
