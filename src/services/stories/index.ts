export {
  adjacentStories,
  listStories,
  newestCursor,
  storiesIndexPath,
  storyTags,
  type StoriesQuery,
} from './query'
export { handleStoriesRequest, requestFromSearchParams } from './http'
export { formattedDateValue, longDate, shownDate, siteTimeZone } from './dates'
export { withoutLastSegments } from './paths'
export * from './types'
