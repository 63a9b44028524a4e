import { serverUrl } from '@/lib/server-url'

/** Paths are '/' for the home page and '/a/b' below it: no trailing slash, never empty. */
export function joinPath(parentPath: string, slug: string): string {
  const parts = [...parentPath.split('/'), slug].filter(Boolean)
  return '/' + parts.join('/')
}

export function previewUrlForPage(pageId: string, locale: string | undefined): string {
  const query = new URLSearchParams({ page: pageId })
  if (locale) query.set('locale', locale)
  return `${serverUrl()}/next/preview?${query}`
}

/** Page types a visitor can open at their path (the not-found page answers only misses). */
export const routablePageTypes = ['content', 'story']
