import type { Block } from 'payload'

/**
 * Spec 03 §2.7 "Site selection": the sites that have a workshop, as cards linking to the detail
 * path (the dictionary's `siteSelectionDetailPath`, else the site's pathToSiteDetail) plus slug,
 * with a filter by city.
 */
export const siteSelectionBlock: Block = {
  slug: 'siteSelection',
  interfaceName: 'SiteSelectionBlock',
  labels: { singular: 'Site selection', plural: 'Site selections' },
  fields: [{ name: 'title', type: 'text' }],
}
