import type { Block } from 'payload'
import { checkbox, mediaField, selectField, titleFields } from '@/ui/fields/fields'
import { linkField } from '@/ui/link/fields'

export const cardRowVariants = ['Row', 'Slider1', 'Slider2', 'Slider4'] as const

export const carModelCardsBlock: Block = {
  slug: 'carModelCards',
  interfaceName: 'CarModelCardsBlock',
  labels: { singular: 'Car model cards', plural: 'Car model cards' },
  fields: [
    titleFields(),
    selectField('variant', cardRowVariants, 'Row'),
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        mediaField('image', 'Image'),
        linkField(),
        {
          type: 'row',
          fields: [
            checkbox('isCampaign', 'Campaign'),
            { name: 'campaign', type: 'text', label: 'Campaign label' },
          ],
        },
        {
          name: 'specs',
          type: 'array',
          maxRows: 4,
          labels: { singular: 'Label and value', plural: 'Labels and values' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
