import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'
import { backgroundColors, checkbox, mediaField, selectField, titleFields } from '@/ui/fields/fields'
import { linkField } from '@/ui/link/fields'

const hasText = (richText: unknown) => /"text":"[^"]*\S/.test(JSON.stringify(richText ?? null))

/** A blurb shows a title, text or media; without any it would render an empty band. */
export function blurbHasContent(blurb: Record<string, unknown>): true | string {
  const filled =
    (typeof blurb.title === 'string' && blurb.title.trim() !== '') ||
    hasText(blurb.richText) ||
    ['imageDesktop', 'imagePhone', 'videoDesktop', 'videoPhone', 'youtubeId'].some((name) =>
      Boolean(blurb[name]),
    )
  return filled || 'Add a title, text, an image or a video: an empty blurb shows nothing'
}

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
          // Where the whole block is checked: the rich text keeps its own validation.
          validate: (value: unknown, options: { siblingData: unknown }) =>
            blurbHasContent({ ...(options.siblingData as object), youtubeId: value }),
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
