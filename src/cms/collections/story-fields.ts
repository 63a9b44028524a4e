import type { Field, Tab } from 'payload'

/** Shown only on story pages. */
const onStories = (data: Partial<{ pageType: string }> | undefined) => data?.pageType === 'story'

/**
 * Spec 01 §3 "Story": date, title (the page title), teaser text "premble", image, author and tags.
 * A story is a page of type "story" two levels below its stories index (index/category/story).
 */
const storyFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'date',
        type: 'date',
        index: true,
        admin: { condition: onStories, date: { pickerAppearance: 'dayAndTime' } },
        validate: (value: unknown, { data }: { data: Partial<{ pageType: string }> }) =>
          onStories(data) && !value ? 'A story needs a date' : true,
      },
      { name: 'author', type: 'text', admin: { condition: onStories } },
    ],
  },
  {
    name: 'premble',
    label: 'Teaser text (premble)',
    type: 'textarea',
    localized: true,
    admin: { condition: onStories },
  },
  { name: 'image', type: 'upload', relationTo: 'media', admin: { condition: onStories } },
  {
    name: 'tags',
    type: 'relationship',
    relationTo: 'story-tags',
    hasMany: true,
    admin: { condition: onStories },
    // Only the page's own site's tags can be chosen.
    filterOptions: ({ data }) => {
      const site = (data as { site?: number | { id: number } } | undefined)?.site
      const siteId = typeof site === 'object' && site ? site.id : site
      return siteId ? { site: { equals: siteId } } : true
    },
  },
]

export const storyTab: Tab = {
  label: 'Story',
  description: 'Date, teaser, image, author and tags of a page of type Story',
  fields: storyFields,
}
