import type { Block } from 'payload'
import { messageFields } from '@/ui/alert-message/fields'
import { validateHref } from '@/ui/link/fields'

/** Spec 01 §3 "Navigation component". The items come from the site's page tree. */
export const headerNavigationBlock: Block = {
  slug: 'headerNavigation',
  interfaceName: 'HeaderNavigationBlock',
  labels: { singular: 'Header navigation', plural: 'Header navigations' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'logo',
          type: 'upload',
          relationTo: 'media',
          admin: { description: "Empty: the site's logo" },
        },
        { name: 'logoWidth', type: 'number', defaultValue: 150, min: 16 },
        { name: 'logoHeight', type: 'number', defaultValue: 55, min: 16 },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'isSticky',
          type: 'checkbox',
          label: 'Sticky (transparent over the home page until scrolled)',
        },
        { name: 'slimNav', type: 'checkbox', label: 'Slim' },
        { name: 'hasDarkTheme', type: 'checkbox', label: 'Dark theme' },
        { name: 'showSeparator', type: 'checkbox', label: 'Separator line' },
      ],
    },
    {
      name: 'extraNavigationItems',
      type: 'array',
      labels: { singular: 'Extra item', plural: 'Extra navigation items' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'link', type: 'text', required: true, validate: validateHref },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Message bar',
      admin: { initCollapsed: true },
      fields: [
        ...messageFields,
        { name: 'messageIsBelowNavigation', type: 'checkbox', label: 'Below the navigation' },
      ],
    },
  ],
}
