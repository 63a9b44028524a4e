import type { Block } from 'payload'

export const spacerHeights = ['Small', 'Medium', 'Large'] as const
export const spacerBackgrounds = ['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'] as const

export const spacerBlock: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer', plural: 'Spacers' },
  fields: [
    {
      name: 'height',
      type: 'select',
      required: true,
      defaultValue: 'Medium',
      options: spacerHeights.map((value) => ({ label: value, value })),
    },
    {
      name: 'backgroundColor',
      type: 'select',
      required: true,
      defaultValue: 'None',
      options: spacerBackgrounds.map((value) => ({ label: value, value })),
    },
  ],
}
