/** The app's own shapes of stories (spec 01 §3), reshaped from Payload documents at the boundary. */
export type StoryImage = { src: string; alt: string; width: number; height: number }

export type StoryCard = {
  id: number
  /** Address of the story on its site (with the language prefix where the site needs one). */
  href: string
  title: string
  premble: string
  /** ISO date-time */
  date: string
  /** Date and time in the site's locale; cards show only its first space-separated part. */
  formattedDateValue: string
  image: StoryImage | null
  /** Keys of the story's tags */
  tags: string[]
}

export type StoryTag = { id: number; key: string; value: string }

export type StoriesPage = {
  items: StoryCard[]
  total: number
  pageInfo: { endCursor: string | null; hasNext: boolean }
}

export type AdjacentStories = { nextArticle: string | null; prevArticle: string | null }

/** Page sizes of spec 01 §9. */
export const storiesPageSize = { list: 4, teaser: 3 } as const

export type StoriesErrorCode = 'STORIES_INDEX_NOT_FOUND' | 'STORIES_UNKNOWN_TAG' | 'STORIES_BAD_CURSOR'

/** A request the listing cannot answer; handlers turn it into a 4xx with the field it concerns. */
export class StoriesError extends Error {
  constructor(
    readonly code: StoriesErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'StoriesError'
  }
}
