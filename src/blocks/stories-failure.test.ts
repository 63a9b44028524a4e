import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BlockContext } from './types'

// Spec 01 §8: article navigation logs its failure and rethrows (the section shows its fallback);
// the stories teaser logs and renders nothing.
vi.mock('@/services/stories/query', () => ({
  adjacentStories: vi.fn(async () => {
    throw new Error('database down')
  }),
  listStories: vi.fn(async () => {
    throw new Error('database down')
  }),
  storiesIndexPath: vi.fn(async () => '/aktuellt'),
  storyTags: vi.fn(async () => []),
  newestCursor: vi.fn(),
}))

const context = {
  site: { id: 1, name: 'automotive-se', market: 'SE', languages: [{ language: 'sv' }] },
  language: { code: 'sv', prefix: 'sv', intlLocale: 'sv-SE' },
  page: { id: 7, path: '/aktuellt/nyheter/ny-bil', pageType: 'story', date: '2026-03-02T08:00:00.000Z' },
  remainingSegments: [],
  dictionary: {},
  editing: false,
} as unknown as BlockContext

afterEach(() => vi.restoreAllMocks())

describe('stories blocks when the content API fails', () => {
  it('article navigation logs the failure with its code and rethrows', async () => {
    const { logger } = await import('@/lib/log/logger')
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const { ArticleNavigation } = await import('./article-navigation/Component')
    await expect(
      ArticleNavigation({ block: { blockType: 'articleNavigation' }, context }) as Promise<unknown>,
    ).rejects.toThrow('database down')
    expect(logged.mock.calls[0][0]).toMatchObject({ code: 'ARTICLE_NAVIGATION_FAILED', pageId: 7 })
  })

  it('the stories teaser logs the failure and renders nothing', async () => {
    const { logger } = await import('@/lib/log/logger')
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const { StoriesTeaser } = await import('./stories-teaser/Component')
    const element = await StoriesTeaser({
      block: { blockType: 'storiesTeaser', storiesIndexPage: 3 },
      context,
    })
    expect(element).toBeNull()
    expect(logged.mock.calls[0][0]).toMatchObject({ code: 'STORIES_TEASER_FAILED', indexPath: '/aktuellt' })
  })

  it('the stories list logs the failure and hands the island no first page (its error state)', async () => {
    const { logger } = await import('@/lib/log/logger')
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const { StoriesList } = await import('./stories-list/Component')
    const element = (await StoriesList({ block: { blockType: 'storiesList' }, context })) as {
      props: { children: Array<{ props: { initial?: unknown } } | null> }
    }
    const island = element.props.children.find((child) => child && 'initial' in child.props)
    expect(island?.props.initial).toBeNull()
    expect(logged.mock.calls[0][0]).toMatchObject({ code: 'STORIES_LIST_FAILED' })
  })
})
