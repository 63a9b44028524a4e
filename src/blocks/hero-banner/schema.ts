import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'
import { checkbox, mediaField, selectField, textColors, titleFields } from '@/ui/fields/fields'
import { linkField, validateHref } from '@/ui/link/fields'

export const heroContents = ['Image', 'Video'] as const
export const contentPlacements = ['Bottom', 'Center', 'Top'] as const

/** The item's main file, for the content it shows (an image or a video). */
export const heroNeeds =
  (content: (typeof heroContents)[number], message: string) => (item: Record<string, unknown>) =>
    (item.content ?? 'Image') === content ? message : null

export const heroBannerBlock: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Banner item', plural: 'Banner items' },
      admin: { description: 'Several items become a carousel with arrows and dots.' },
      fields: [
        titleFields(),
        { name: 'text', type: 'textarea' },
        {
          type: 'row',
          fields: [
            selectField('content', heroContents, 'Image'),
            selectField('textColor', textColors, 'White'),
            selectField('contentPlacement', contentPlacements, 'Bottom'),
          ],
        },
        {
          type: 'row',
          fields: [
            mediaField(
              'image',
              'Image',
              heroNeeds('Image', 'Choose an image: a hero shows nothing without it'),
            ),
            mediaField('imagePhone', 'Image (phone)'),
          ],
        },
        {
          type: 'row',
          fields: [
            mediaField(
              'videoDesktop',
              'Video',
              heroNeeds('Video', 'Choose a video: a hero shows nothing without it'),
            ),
            mediaField('videoPhone', 'Video (phone)'),
          ],
        },
        linkField(),
        buttonTypeField,
      ],
    },
    {
      type: 'row',
      fields: [
        selectField('variant', ['Default', 'FullScreen'], 'Default'),
        checkbox('fullHeight', 'Full height'),
        checkbox('hasMarginTop', 'Margin top'),
        checkbox('centerContent', 'Centre content'),
      ],
    },
    {
      type: 'row',
      fields: [
        checkbox('hasSearchBar', 'Search bar'),
        {
          name: 'searchUrl',
          type: 'text',
          validate: validateHref,
          label: 'Search page address',
          admin: { description: 'e.g. /kop-bil' },
        },
        { name: 'searchBarPlaceholderText', type: 'text', label: 'Placeholder (phone)' },
        { name: 'searchBarPlaceholderTextDesktop', type: 'text', label: 'Placeholder (desktop)' },
      ],
    },
  ],
}
