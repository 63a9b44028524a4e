import type { Block } from 'payload'

export const legalInfoBlock: Block = {
  slug: 'legalInfo',
  interfaceName: 'LegalInfoBlock',
  labels: { singular: 'Legal info text', plural: 'Legal info texts' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'text', type: 'richText' },
    {
      type: 'row',
      fields: [
        {
          name: 'showMoreLabel',
          type: 'text',
          admin: { description: "Default: the dictionary's 'Show more'" },
        },
        {
          name: 'showLessLabel',
          type: 'text',
          admin: { description: "Default: the dictionary's 'Show less'" },
        },
      ],
    },
  ],
}
