'use client'
import { useRef, useState } from 'react'
import type { StoriesPage, StoryCard as Story } from '@/services/stories/types'

type Status = 'pending' | 'success' | 'error'

/**
 * The stories list's state and loads: the active tags (an OR filter), the first page for them and
 * the pages after, through GET /api/stories. The first page arrives rendered from the server.
 */
export function useStoriesList({
  site,
  language,
  indexPath,
  pageSize,
  initial,
}: {
  site: string
  language: string
  indexPath: string
  pageSize: number
  initial: StoriesPage | null
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

  return {
    activeTags,
    status,
    items,
    total,
    hasNext: pageInfo.hasNext,
    loadingMore,
    loadMoreFailed,
    showFirstPage,
    loadMore,
    toggle,
  }
}
