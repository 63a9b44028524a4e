import type { Block } from 'payload'
import { facilityFacets } from './query'

/**
 * Spec 02 §2 "Facility (dealer site) list": the site's dealer sites as cards with a map, optional
 * facet filters, a search box when there are more than 8, show more.
 */
export const facilityListBlock: Block = {
  slug: 'facilityList',
  interfaceName: 'FacilityListBlock',
  labels: { singular: 'Facility list', plural: 'Facility lists' },
  fields: [
    { name: 'heading', type: 'text', admin: { description: 'Empty: the page title' } },
    {
      name: 'facets',
      type: 'select',
      hasMany: true,
      options: facilityFacets.map((value) => ({ value, label: value })),
      admin: { description: 'The facet map: filters offered above the list, in this order' },
    },
    { name: 'showMap', type: 'checkbox', defaultValue: true, label: 'Show the map of the listed sites' },
  ],
}
