import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'
import { checkbox, mediaField, selectField, textColors } from '@/ui/fields/fields'
import { linkField, validateHref } from '@/ui/link/fields'

export const sliderHeights = ['Default', 'Medium', 'FullHeight'] as const

export const sliderBannerBlock: Block = {
  slug: 'sliderBanner',
  interfaceName: 'SliderBannerBlock',
  labels: { singular: 'Slider banner', plural: 'Slider banners' },
  fields: [
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'title', type: 'text' },
        { name: 'text', type: 'textarea' },
        {
          type: 'row',
          fields: [
            checkbox('textShadow', 'Text shadow'),
            selectField('textColor', textColors, 'White'),
            buttonTypeField,
          ],
        },
        linkField('button', 'Button'),
        { type: 'row', fields: [mediaField('image', 'Image'), mediaField('imagePhone', 'Image (phone)')] },
        { type: 'row', fields: [mediaField('video', 'Video'), mediaField('videoPhone', 'Video (phone)')] },
      ],
    },
    {
      type: 'row',
      fields: [
        checkbox('hasMediaButtons', 'Play and mute buttons'),
        selectField('contentPlacementXAxis', ['Left', 'Center', 'Right'], 'Left'),
        selectField('contentPlacementYAxis', ['Top', 'Center', 'Bottom'], 'Center'),
        selectField('height', sliderHeights, 'Default'),
      ],
    },
    {
      type: 'row',
      fields: [
        checkbox('hasSearchBar', 'Search bar'),
        { name: 'searchUrl', type: 'text', label: 'Search page address', validate: validateHref },
        { name: 'searchBarPlaceholderText', type: 'text', label: 'Placeholder' },
      ],
    },
  ],
}
