import type { CollectionConfig } from 'payload'
import { groupAdminOnly, nobody } from '../access'

/** Page-view and other analytics events recorded by the project's own event endpoint. */
export const TrackingEvents: CollectionConfig = {
  slug: 'tracking-events',
  admin: { group: 'Admin', defaultColumns: ['event', 'pageName', 'language', 'site', 'createdAt'] },
  access: { read: groupAdminOnly, create: nobody, update: nobody, delete: groupAdminOnly },
  fields: [
    { name: 'event', type: 'text', required: true },
    { name: 'channel', type: 'text' },
    { name: 'pageName', type: 'text' },
    { name: 'language', type: 'text' },
    { name: 'variantId', type: 'text' },
    { name: 'site', type: 'text', index: true },
    { name: 'path', type: 'text' },
  ],
}
