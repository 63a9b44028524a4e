import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'

/** Spec 01 §2.5: the three newest stories of an index and a link to it. */
export const storiesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  labels: { singular: 'Stories teaser', plural: 'Stories teasers' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'storiesIndexPage', type: 'relationship', relationTo: 'pages', required: true },
    {
      type: 'row',
      fields: [
        buttonTypeField,
        { name: 'showDates', type: 'checkbox', label: 'Show dates' },
        { name: 'hasMarginTop', type: 'checkbox', label: 'Margin top' },
      ],
    },
  ],
}
