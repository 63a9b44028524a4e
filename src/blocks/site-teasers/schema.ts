import type { Block } from 'payload'

/** Spec 03 §2.7 "Site teasers": four of the site's dealer sites, first by the site's own order. */
export const siteTeasersBlock: Block = {
  slug: 'siteTeasers',
  interfaceName: 'SiteTeasersBlock',
  labels: { singular: 'Site teasers', plural: 'Site teasers' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'link',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        { name: 'href', type: 'text', admin: { description: 'E.g. the "Find us" page' } },
      ],
    },
  ],
}
