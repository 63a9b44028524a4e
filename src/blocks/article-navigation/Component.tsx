import { logger } from '@/lib/log/logger'
import { translator } from '@/lib/i18n/dictionary'
import { localisedPath } from '@/lib/site/languages'
import { adjacentStories, withoutLastSegments } from '@/services/stories'
import type { AdjacentStories } from '@/services/stories/types'
import type { BlockComponent } from '../types'
import { buttonClasses } from '@/ui/button/styles'

/**
 * Spec 01 §2.5 article navigation: Back to the current path minus its last two segments (the
 * stories index), and the previous (newer) and next (older) story by date, absent at the ends.
 * A failed lookup is logged and rethrown (spec 01 §8), so the section shows its fallback.
 */
export const ArticleNavigation: BlockComponent<'articleNavigation'> = async ({ block, context }) => {
  const { site, language, page, dictionary } = context
  const t = translator(dictionary)
  let adjacent: AdjacentStories = { nextArticle: null, prevArticle: null }
  if (page.pageType === 'story') {
    try {
      adjacent = await adjacentStories(site, language, page)
    } catch (error) {
      logger.error(
        { code: 'ARTICLE_NAVIGATION_FAILED', site: site.name, pageId: page.id, err: error },
        'article navigation failed',
      )
      throw error
    }
  }
  const back = localisedPath(site, language.code, withoutLastSegments(page.path ?? '/', 2))
  const button = buttonClasses(block.buttonType)
  return (
    <nav
      data-block="article-navigation"
      aria-label={t('articleNavigationLabel')}
      className={[
        'mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 px-4 pb-8',
        block.hasMarginTop ? 'mt-12' : 'mt-6',
      ].join(' ')}
    >
      <a href={back} className={button} data-article-back>
        <span aria-hidden="true">←</span> {t('articleBack')}
      </a>
      <div className="flex flex-wrap gap-3">
        {adjacent.prevArticle ? (
          <a href={adjacent.prevArticle} rel="prev" className={button} data-article-previous>
            {t('articlePrevious')}
          </a>
        ) : null}
        {adjacent.nextArticle ? (
          <a href={adjacent.nextArticle} rel="next" className={button} data-article-next>
            {t('articleNext')}
          </a>
        ) : null}
      </div>
    </nav>
  )
}
