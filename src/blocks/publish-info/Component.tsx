import { translate } from '@/lib/i18n/dictionary'
import { longDate, siteTimeZone } from '@/services/stories/dates'
import type { BlockComponent } from '../types'

/**
 * Spec 01 §2.5 publish-info strip: the author (the block's, else the story's) and the date of
 * the story page it is on, written out in the site's locale. Nothing when neither is known.
 */
export const PublishInfo: BlockComponent<'publishInfo'> = ({ block, context }) => {
  const { site, language, page, dictionary } = context
  const author = block.author?.trim() || page.author?.trim()
  const date = page.date
  if (!author && !date) return null
  return (
    <div
      data-block="publish-info"
      className={[
        'mx-auto flex w-full max-w-3xl flex-wrap gap-x-6 gap-y-1 border-y border-gray-300 px-4 py-3 text-sm text-gray-800',
        block.hasMarginTop ? 'mt-12' : 'mt-4',
      ].join(' ')}
    >
      {author ? (
        <p data-publish-author>
          <span className="font-semibold">{translate(dictionary, 'publishInfoAuthor')}</span> {author}
        </p>
      ) : null}
      {date ? (
        <p data-publish-date>
          <span className="font-semibold">{translate(dictionary, 'publishInfoPublished')}</span>{' '}
          <time dateTime={date}>{longDate(date, language.intlLocale, siteTimeZone(site))}</time>
        </p>
      ) : null}
    </div>
  )
}
