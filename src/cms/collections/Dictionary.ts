import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '../access'
import { cacheTags } from '@/lib/cache-tags'
import { invalidateCollection } from '../hooks/invalidate'

/**
 * Interface texts by key, per language. An entry without a site applies to every site; a
 * site's own entry for the same key wins.
 */
export const Dictionary: CollectionConfig = {
  slug: 'dictionary',
  admin: { useAsTitle: 'key', group: 'Content', defaultColumns: ['key', 'value', 'site'] },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: invalidateCollection(cacheTags.dictionary),
  fields: [
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'value', type: 'textarea', localized: true },
    { name: 'site', type: 'relationship', relationTo: 'sites', admin: { description: 'Empty: every site' } },
  ],
}
