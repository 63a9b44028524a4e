import type { Block } from 'payload'

/** Spec 01 §2.5: the author and the story page's date. */
export const publishInfoBlock: Block = {
  slug: 'publishInfo',
  interfaceName: 'PublishInfoBlock',
  labels: { singular: 'Publish info', plural: 'Publish info' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'author', type: 'text', admin: { description: "Empty: the story's author" } },
        { name: 'hasMarginTop', type: 'checkbox', label: 'Margin top' },
      ],
    },
  ],
}
