/**
 * The tags of the content cache (src/lib/cache.ts): one per CMS collection that rendering a page
 * reads, named after it. A cached read is tagged with the collections it queries; each of those
 * collections drops its tag when a document changes (src/cms/hooks/invalidate.ts). A read at
 * depth 1 also holds the media documents its upload fields point to: an edit of a media document
 * drops the tags of the collections with upload fields as well (src/cms/collections/Media.ts).
 */
export const cacheTags = {
  dictionary: 'dictionary',
  media: 'media',
  pages: 'pages',
  redirects: 'redirects',
  sites: 'sites',
  siteRegions: 'site-regions',
  storyTags: 'story-tags',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]
