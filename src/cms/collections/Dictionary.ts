import type { CollectionConfig } from 'payload'
import { anyone, contentCreator, isGroupAdmin, ownSiteField, siteContent } from '../access'
import { cacheTags } from '@/lib/cache-tags'
import { invalidateCollection } from '../hooks/invalidate'
import { chosenSiteDefault, siteListFilter } from '../admin/site-choice'

/**
 * Interface texts by key, per language. An entry without a site applies to every site; a
 * site's own entry for the same key wins.
 */
export const Dictionary: CollectionConfig = {
  slug: 'dictionary',
  admin: {
    useAsTitle: 'key',
    group: 'Content',
    defaultColumns: ['key', 'value', 'site'],
    // Editors look for the text they see on the site as often as for its key.
    listSearchableFields: ['key', 'value'],
    baseFilter: siteListFilter('site', { sharedToo: true }),
  },
  access: { read: anyone, create: contentCreator, update: siteContent(), delete: siteContent() },
  hooks: invalidateCollection(cacheTags.dictionary),
  fields: [
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'value', type: 'textarea', localized: true },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      filterOptions: ownSiteField.filterOptions,
      defaultValue: chosenSiteDefault,
      // Entries for every site are the group admins'; a site editor's entries are their sites'.
      validate: (value: unknown, options: Parameters<typeof ownSiteField.validate>[1]) =>
        value || !options.req.user || isGroupAdmin(options.req.user as never)
          ? ownSiteField.validate(value, options)
          : 'Choose one of the sites you edit',
      admin: { description: 'Empty: every site' },
    },
  ],
}
