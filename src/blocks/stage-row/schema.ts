import type { Block, Field } from 'payload'
import { backgroundColors, checkbox, mediaField, selectField, titleFields } from '@/ui/fields/fields'
import { linkField } from '@/ui/link/fields'

const stageRowItems: Field = {
  name: 'items',
  type: 'array',
  required: true,
  minRows: 1,
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    mediaField('image', 'Image'),
    linkField(),
  ],
}

export const stageRowBlock: Block = {
  slug: 'stageRow',
  interfaceName: 'StageRowBlock',
  labels: { singular: 'Stage row', plural: 'Stage rows' },
  fields: [
    titleFields(),
    {
      type: 'row',
      fields: [
        checkbox('hasMarginTop', 'Margin top'),
        selectField('backgroundVariant', backgroundColors, 'None'),
        checkbox('isCentered', 'Centre the last row'),
        checkbox('useFourColumns', 'Four columns on large screens'),
        selectField('cardVariant', ['Default', 'Overlay'], 'Default'),
      ],
    },
    stageRowItems,
  ],
}

export const horizontalStageRowBlock: Block = {
  slug: 'horizontalStageRow',
  interfaceName: 'HorizontalStageRowBlock',
  labels: { singular: 'Horizontal stage row', plural: 'Horizontal stage rows' },
  fields: [
    titleFields(),
    { type: 'row', fields: [selectField('backgroundVariant', backgroundColors, 'None')] },
    stageRowItems,
  ],
}
