import type { Block, Field } from 'payload'

/** The CMS form of an embed block, and the hosted service's form used instead when configured. */
export const embeddedFormFields = (setting: string): Field[] => [
  { name: 'form', type: 'relationship', relationTo: 'forms' },
  {
    name: 'hostedFormId',
    type: 'text',
    admin: {
      description: `The hosted service's form id; used instead of the form above only when ${setting} is configured (README)`,
    },
  },
]

/**
 * Spec 02 §2 "Embeds and selector": a form built in the CMS (Forms), inline or as a fixed popup.
 * Without a form the block shows 'Missing FormId' (spec 02 §5).
 */
export const marketingFormBlock: Block = {
  slug: 'marketingForm',
  interfaceName: 'MarketingFormBlock',
  labels: { singular: 'Marketing form', plural: 'Marketing forms' },
  fields: [
    ...embeddedFormFields('HUBSPOT_PORTAL_ID'),
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'inline',
      options: [
        { label: 'Inline', value: 'inline' },
        { label: 'Popup', value: 'popup' },
      ],
    },
    {
      name: 'popupLabel',
      type: 'text',
      admin: {
        condition: (_data, sibling) => sibling?.display === 'popup',
        description: 'The button that opens the popup again; empty: the form title',
      },
    },
  ],
}
