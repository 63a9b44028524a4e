import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'
import { backgroundColors, checkbox, mediaField, selectField, titleFields } from '@/ui/fields/fields'
import { linkField } from '@/ui/link/fields'

export const blurbBlock: Block = {
  slug: 'blurb',
  interfaceName: 'BlurbBlock',
  labels: { singular: 'Blurb', plural: 'Blurbs' },
  fields: [
    titleFields(),
    { name: 'richText', type: 'richText' },
    { type: 'row', fields: [linkField(), buttonTypeField] },
    { type: 'row', fields: [mediaField('imageDesktop', 'Image'), mediaField('imagePhone', 'Image (phone)')] },
    { type: 'row', fields: [mediaField('videoDesktop', 'Video'), mediaField('videoPhone', 'Video (phone)')] },
    {
      type: 'row',
      fields: [
        {
          name: 'youtubeId',
          type: 'text',
          label: 'YouTube id',
          admin: { description: 'Shown instead of image or video' },
        },
        checkbox('hasControlBar', 'Video buttons'),
      ],
    },
    {
      type: 'row',
      fields: [
        checkbox('reverse', 'Media on the right'),
        selectField('backgroundColor', backgroundColors, 'None'),
        checkbox('useTextAnimations', 'Animate text'),
        checkbox('useMediaAnimations', 'Animate media'),
      ],
    },
  ],
}
