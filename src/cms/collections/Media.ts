import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentCreator, groupAdminOnly } from '../access'
import { invalidateCollection } from '../hooks/invalidate'
import { mediaDirectory } from '@/lib/media-directory'

/** The media library. Files are served at /-/media/<file> (and /-/jssmedia/<file>). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  // One library for all sites: editors add and describe files; only a group admin deletes one,
  // which another site's pages may show.
  access: { read: anyone, create: contentCreator, update: contentCreator, delete: groupAdminOnly },
  upload: {
    staticDir: mediaDirectory(),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
  // Pages and sites are read at depth 1, which holds their media documents (alt text, size):
  // an edit of one drops those reads too (src/lib/cache-tags.ts).
  hooks: invalidateCollection(cacheTags.media, cacheTags.pages, cacheTags.sites, cacheTags.siteRegions),
}
