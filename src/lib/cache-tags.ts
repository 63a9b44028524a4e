/**
 * The tags of the content cache (src/lib/cache.ts): one per CMS collection that rendering a page
 * reads, named after it. A cached read is tagged with the collections it queries; each of those
 * collections drops its tag when a document changes (src/cms/hooks/invalidate.ts). A read of one
 * site's documents also carries the tag narrowed to that site (`pages@12`), and an edit of a
 * document that belongs to a site drops only the narrowed tag: what the other sites show stays
 * cached, in the servers and in a shared cache in front of them ("Site-wide regions"). A read of
 * one page by its id carries `page:<id>`, which an edit of that page drops. A read at
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

/** A collection's tag narrowed to one site's documents. */
export type SiteTag = `${CacheTag}@${string}`
/** The tag of a read of one page by its id (also on the page's own response). */
export type PageTag = `page:${string}`
export type ContentTag = CacheTag | SiteTag | PageTag

/** The tags of a read of one site's documents: each collection's tag and the site's narrowing of it. */
export function siteTags(siteId: number | string, ...tags: CacheTag[]): ContentTag[] {
  return tags.flatMap((tag): ContentTag[] => [tag, `${tag}@${siteId}`])
}

/** The tags of a read of one page by its id. */
export function pageTags(pageId: number | string): ContentTag[] {
  return [cacheTags.pages, `page:${pageId}`]
}
