import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'

export const storiesLayouts = ['Default', 'Variant 2'] as const

/** Spec 01 §2.5/§3: the stories index's list of story cards with tag chips and load more. */
export const storiesListBlock: Block = {
  slug: 'storiesList',
  interfaceName: 'StoriesListBlock',
  labels: { singular: 'Stories list', plural: 'Stories lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'storiesIndexPage',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'Whose stories are listed. Empty: the page this block is on' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'layout',
          type: 'select',
          defaultValue: 'Default',
          options: storiesLayouts.map((value) => ({
            label: value === 'Variant 2' ? 'Variant 2 (list)' : 'Default (grid)',
            value,
          })),
        },
        buttonTypeField,
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'showDates', type: 'checkbox', label: 'Show dates' },
        { name: 'highlightLatestStory', type: 'checkbox', label: 'Highlight the latest story' },
        { name: 'hasMarginTop', type: 'checkbox', label: 'Margin top' },
      ],
    },
  ],
}
