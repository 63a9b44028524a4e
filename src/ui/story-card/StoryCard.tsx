import { Img } from '@/ui/media/Img'
import { shownDate } from '@/services/stories/dates'
import type { StoryCard as Story } from '@/services/stories/types'

export type StoryCardLayout = 'grid' | 'list'

/** The card titles' level under a block whose title (an h2) may be empty. */
export const storyCardHeading = (blockTitle: string | null | undefined) => (blockTitle ? 'h3' : 'h2')

/** One story: image, date (first part only), title and teaser, the whole card a link. */
export function StoryCard({
  story,
  showDates,
  highlighted = false,
  layout = 'grid',
  headingTag: Title = 'h3',
  priority = false,
}: {
  story: Story
  showDates: boolean
  highlighted?: boolean
  layout?: StoryCardLayout
  /** h3 below the block's own h2 title; h2 when the block has none, so no level is skipped. */
  headingTag?: 'h2' | 'h3'
  /** The page's lead image (the first card of a section near the top): loaded at once, first. */
  priority?: boolean
}) {
  const list = layout === 'list'
  return (
    <article
      data-story-card
      data-highlighted={highlighted || undefined}
      className={[
        'group relative flex h-full overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-black/10',
        list ? 'flex-col sm:flex-row' : highlighted ? 'flex-col md:flex-row' : 'flex-col',
      ].join(' ')}
    >
      <div
        className={[
          'relative aspect-[16/9] shrink-0 overflow-hidden bg-surface-2',
          list ? 'sm:w-2/5 lg:w-1/3' : highlighted ? 'md:w-3/5' : '',
        ].join(' ')}
      >
        {story.image ? (
          <Img
            src={story.image.src}
            alt={story.image.alt}
            fill
            sizes={
              highlighted || list
                ? '(min-width: 768px) 60vw, 100vw'
                : '(min-width: 1280px) 25vw, (min-width: 768px) 50vw, 100vw'
            }
            className="object-cover transition duration-300 group-hover:scale-105"
            priority={priority}
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {showDates ? (
          <time dateTime={story.date} className="text-sm text-gray-700" data-story-date>
            {shownDate(story.formattedDateValue)}
          </time>
        ) : null}
        <Title
          data-story-title
          className={highlighted ? 'text-2xl font-semibold md:text-3xl' : 'text-lg font-semibold'}
        >
          {/* The stretched link makes the whole card clickable with one tab stop. */}
          <a href={story.href} className="after:absolute after:inset-0 hover:underline">
            {story.title}
          </a>
        </Title>
        {story.premble ? <p className="line-clamp-3 text-gray-800">{story.premble}</p> : null}
      </div>
    </article>
  )
}

/**
 * Grid classes of the two layouts (Layout 'Variant 2' is the list); the teaser has three columns.
 * With the latest story highlighted it takes a row of its own and the page's other three fill the
 * next in three columns (two or four columns leave the page's fourth card alone).
 */
export function storyGridClasses(layout: StoryCardLayout, columns: 3 | 4 = 4, highlighted = false): string {
  if (layout === 'list') return 'grid grid-cols-1 gap-6'
  if (highlighted) return 'grid grid-cols-1 gap-6 md:grid-cols-3'
  return `grid grid-cols-1 gap-6 md:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : 'xl:grid-cols-4'}`
}

/** The grid cell of a card: the highlighted one spans its row. */
export const storyCellClasses = (highlighted: boolean) => (highlighted ? 'md:col-span-full' : '')
