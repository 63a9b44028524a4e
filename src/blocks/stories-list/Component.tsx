import { logger } from '@/lib/log/logger'
import { translator } from '@/lib/i18n/dictionary'
import { listStories, storiesIndexPath, storiesPageSize, storyTags } from '@/services/stories'
import type { StoriesPage, StoryTag } from '@/services/stories/types'
import type { BlockComponent } from '../types'
import { buttonClasses } from '@/ui/button/styles'
import { StoriesListIsland } from './StoriesList.lazy'
import { storyCardHeading } from '@/ui/story-card/StoryCard'

/**
 * Spec 01 §2.5 stories list. The first page and the tags render on the server; tag changes and
 * load more run in the island. A failed read is logged and shows the list's error state.
 */
export const StoriesList: BlockComponent<'storiesList'> = async ({ block, context }) => {
  const { site, language, page, dictionary } = context
  const t = translator(dictionary)
  const indexPath = await storiesIndexPath(block.storiesIndexPage, language, page.path ?? '/')
  let initial: StoriesPage | null = null
  let tags: StoryTag[] = []
  try {
    ;[initial, tags] = await Promise.all([
      listStories({ site, language, indexPath, pageSize: storiesPageSize.list }),
      storyTags(site, language),
    ])
  } catch (error) {
    logger.error(
      { code: 'STORIES_LIST_FAILED', site: site.name, language: language.code, indexPath, err: error },
      'stories list failed',
    )
  }
  return (
    <section
      data-block="stories-list"
      aria-labelledby={block.title && block.id ? `stories-${block.id}` : undefined}
      className={['mx-auto w-full max-w-7xl px-4 pb-12', block.hasMarginTop ? 'mt-12' : 'mt-6'].join(' ')}
    >
      {block.title ? (
        <h2 id={block.id ? `stories-${block.id}` : undefined} className="mb-6 text-3xl">
          {block.title}
        </h2>
      ) : null}
      <StoriesListIsland
        site={site.name}
        language={language.code}
        indexPath={indexPath}
        pageSize={storiesPageSize.list}
        tags={tags}
        initial={initial}
        layout={block.layout === 'Variant 2' ? 'list' : 'grid'}
        showDates={Boolean(block.showDates)}
        highlightLatest={Boolean(block.highlightLatestStory)}
        leadImage={context.leadImage === true}
        cardHeading={storyCardHeading(block.title)}
        buttonClassName={buttonClasses(block.buttonType)}
        texts={{
          showAll: t('storiesShowAll'),
          filterLabel: t('storiesFilterLabel'),
          loadMore: t('storiesLoadMore'),
          noResults: t('storiesNoResults'),
          error: t('storiesError'),
          retry: t('storiesRetry'),
          loading: t('storiesLoading'),
          count: t('storiesCount'),
        }}
      />
    </section>
  )
}
