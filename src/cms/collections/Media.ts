import type { CollectionConfig } from 'payload'
import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentCreator, groupAdminOnly } from '../access'
import { invalidateCollection } from '../hooks/invalidate'
import { ownSiteField } from '../access/roles'
import { chosenSiteDefault, siteListFilter } from '../admin/site-choice'
import { mediaDirectory } from '@/lib/media-directory'

/** The media library. Files are served at /-/media/<file> (and /-/jssmedia/<file>). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: {
    group: 'Content',
    // The chosen site's files and those every site shares ("Site-aware admin").
    baseFilter: siteListFilter('site', { sharedToo: true }),
  },
  // One library for all sites, each file marked with the site it is for or shared by all: editors add and describe files; only a group admin deletes one,
  // which another site's pages may show.
  access: { read: anyone, create: contentCreator, update: contentCreator, delete: groupAdminOnly },
  upload: {
    staticDir: mediaDirectory(),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
  },
  fields: [
    { name: 'alt', type: 'text', localized: true },
    {
      // Which site's list shows the file; any page may still show any file.
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      index: true,
      filterOptions: ownSiteField.filterOptions,
      defaultValue: chosenSiteDefault,
      admin: { position: 'sidebar', description: 'Empty: shared by every site' },
    },
  ],
  // Pages and sites are read at depth 1, which holds their media documents (alt text, size):
  // an edit of one drops those reads too (src/lib/cache-tags.ts).
  hooks: invalidateCollection(cacheTags.media, cacheTags.pages, cacheTags.sites, cacheTags.siteRegions),
}
