import type { Block } from 'payload'
import { checkbox, mediaField, titleFields } from '@/ui/fields/fields'
import { linkField } from '@/ui/link/fields'

export const imageButtonsBlock: Block = {
  slug: 'imageButtons',
  interfaceName: 'ImageButtonsBlock',
  labels: { singular: 'Image buttons', plural: 'Image buttons' },
  fields: [
    titleFields(),
    checkbox('hasMargin', 'Margin above and below'),
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [mediaField('image', 'Image'), linkField()],
    },
  ],
}
