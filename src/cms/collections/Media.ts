import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '../access'
import { mediaDirectory } from '@/lib/media-directory'

/** The media library. Files are served at /-/media/<file> (and /-/jssmedia/<file>). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: mediaDirectory(),
    mimeTypes: ['image/*', 'video/mp4', 'video/webm', 'application/pdf'],
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
