import type { Block } from 'payload'

/**
 * The facility (dealer site) detail page (spec 02 §2): placed on the wildcard page at the site's
 * pathToSiteDetail; the site's slug is the path segment below it.
 */
export const facilityDetailBlock: Block = {
  slug: 'facilityDetail',
  interfaceName: 'FacilityDetailBlock',
  labels: { singular: 'Facility detail', plural: 'Facility details' },
  fields: [
    {
      name: 'siteListPath',
      type: 'text',
      admin: {
        description:
          'The facility list page, where an unknown or failing site redirects (302). Empty: the home page.',
      },
    },
  ],
}
