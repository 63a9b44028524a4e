import type { Block } from 'payload'
import { backgroundColors, selectField, titleFields } from '@/ui/fields/fields'

export const highlightListBlock: Block = {
  slug: 'highlightList',
  interfaceName: 'HighlightListBlock',
  labels: { singular: 'Highlight list', plural: 'Highlight lists' },
  fields: [
    titleFields(),
    {
      type: 'row',
      fields: [
        selectField('columns', ['3', '4'], '3'),
        selectField('backgroundColor', backgroundColors, 'None'),
      ],
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'preTitle', type: 'text' },
            { name: 'title', type: 'text', required: true },
            { name: 'subTitle', type: 'text' },
          ],
        },
      ],
    },
  ],
}
