import type { Block } from 'payload'

export const richContentBlock: Block = {
  slug: 'richContent',
  interfaceName: 'RichContentBlock',
  labels: { singular: 'Rich content', plural: 'Rich content' },
  fields: [
    { name: 'content', type: 'richText', required: true },
    {
      type: 'row',
      fields: [
        { name: 'hasMarginTop', type: 'checkbox', label: 'Margin top' },
        { name: 'hasMarginBottom', type: 'checkbox', label: 'Margin bottom' },
        { name: 'centerText', type: 'checkbox', label: 'Centred text' },
      ],
    },
  ],
}
