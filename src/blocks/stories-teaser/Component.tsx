import { logger } from '@/lib/log/logger'
import { translate } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { listStories, storiesIndexPath, storiesPageSize } from '@/services/stories'
import type { StoriesPage } from '@/services/stories/types'
import type { BlockComponent } from '../types'
import { buttonClasses } from '@/ui/button/styles'
import { StoryCard, storyCardHeading, storyGridClasses } from '@/ui/story-card/StoryCard'

/**
 * Spec 01 §2.5 stories teaser: the three newest stories of an index and a link to the index.
 * On failure it renders nothing (spec 01 §8); the failure is logged.
 */
export const StoriesTeaser: BlockComponent<'storiesTeaser'> = async ({ block, context }) => {
  const { site, language, page, dictionary } = context
  let indexPath = '/'
  let stories: StoriesPage
  try {
    indexPath = await storiesIndexPath(block.storiesIndexPage, language, page.path ?? '/')
    stories = await listStories({ site, language, indexPath, pageSize: storiesPageSize.teaser })
  } catch (error) {
    logger.error(
      { code: 'STORIES_TEASER_FAILED', site: site.name, language: language.code, indexPath, err: error },
      'stories teaser failed',
    )
    return null
  }
  if (stories.items.length === 0) return null
  return (
    <section
      data-block="stories-teaser"
      className={['mx-auto w-full max-w-7xl px-4 pb-12', block.hasMarginTop ? 'mt-12' : 'mt-6'].join(' ')}
    >
      {block.title ? <h2 className="mb-6 text-3xl">{block.title}</h2> : null}
      <ul className={storyGridClasses('grid', 3)}>
        {stories.items.map((story, index) => (
          <li key={story.id}>
            <StoryCard
              story={story}
              showDates={Boolean(block.showDates)}
              headingTag={storyCardHeading(block.title)}
              priority={index === 0 && context.leadImage === true}
            />
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <a href={localisedPath(site, language.code, indexPath)} className={buttonClasses(block.buttonType)}>
          {translate(dictionary, 'storiesTeaserLink')}
        </a>
      </div>
    </section>
  )
}
