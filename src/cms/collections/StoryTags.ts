import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { anyone, siteContentWrites } from '../access'
import { siteField, siteListFilter } from '../admin/site-choice'
import { cacheTags } from '@/lib/cache-tags'
import { invalidateCollection } from '../hooks/invalidate'

/** A tag's key is what filters and addresses use, so it must be unique within its site. */
const uniqueKeyPerSite: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const key = data.key ?? originalDoc?.key
  const site = data.site ?? originalDoc?.site
  const siteId = typeof site === 'object' && site ? site.id : site
  const clash = await req.payload.find({
    collection: 'story-tags',
    where: {
      and: [
        { site: { equals: siteId } },
        { key: { equals: key } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    req,
  })
  if (clash.docs.length > 0)
    throw new ValidationError({
      errors: [{ message: `The site already has a tag with the key "${key}"`, path: 'key' }],
      collection: 'story-tags',
    })
  return data
}

/** Story tags (spec 01 §3 "Story tag": id, key, value): per site, the value per language. */
export const StoryTags: CollectionConfig = {
  slug: 'story-tags',
  labels: { singular: 'Story tag', plural: 'Story tags' },
  admin: {
    useAsTitle: 'value',
    group: 'Content',
    defaultColumns: ['value', 'key', 'site'],
    baseFilter: siteListFilter(),
  },
  access: { read: anyone, ...siteContentWrites },
  hooks: { ...invalidateCollection(cacheTags.storyTags), beforeChange: [uniqueKeyPerSite] },
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      validate: (value: string | null | undefined) =>
        value && /^[a-z0-9-]+$/.test(value) ? true : 'Lowercase letters, digits and dashes',
    },
    { name: 'value', type: 'text', required: true, localized: true },
    { name: 'site', type: 'relationship', relationTo: 'sites', required: true, index: true, ...siteField },
  ],
}
