import type { Block, Field } from 'payload'
import { socialChannels } from '@/ui/social/channels'
import { validateHref } from '@/ui/link/fields'

const link = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', type: 'text' },
        {
          name: 'href',
          type: 'text',
          validate: validateHref,
          admin: { description: 'A path, a URL, mailto: or tel:' },
        },
      ],
    },
  ],
})

const infoField = (name: string, label: string): Field => ({
  name,
  type: 'group',
  label,
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'text',
      type: 'textarea',
      admin: { description: 'E-mail addresses and phone numbers become links with a copy action' },
    },
  ],
})

/** Spec 01 §3 "Footer". */
export const footerBlock: Block = {
  slug: 'footer',
  interfaceName: 'FooterBlock',
  labels: { singular: 'Footer', plural: 'Footers' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'showBrands', type: 'checkbox' },
        { name: 'brandsHeading', type: 'text' },
      ],
    },
    {
      name: 'brands',
      type: 'array',
      admin: {
        description:
          "Each links to the site's car list filtered by the brand; brands without a logo are not shown",
      },
      fields: [
        { name: 'name', type: 'text', required: true },
        {
          type: 'row',
          fields: [
            { name: 'logo', type: 'upload', relationTo: 'media' },
            { name: 'logoBlackAndWhite', type: 'upload', relationTo: 'media' },
          ],
        },
      ],
    },
    {
      name: 'columns',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        {
          name: 'columnItems',
          type: 'array',
          admin: { description: 'Items without a link are not shown' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'href', type: 'text', validate: validateHref },
              ],
            },
          ],
        },
      ],
    },
    link('highlightedLink', 'Highlighted link'),
    {
      name: 'socialLinks',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'select', required: true, options: [...socialChannels] },
            { name: 'url', type: 'text', required: true, validate: validateHref },
          ],
        },
      ],
    },
    infoField('infoField1', 'Info field 1'),
    infoField('infoField2', 'Info field 2'),
    {
      name: 'infoFieldOneChildFullWidth',
      type: 'checkbox',
      label: 'A single info field spans the full width',
    },
  ],
}
