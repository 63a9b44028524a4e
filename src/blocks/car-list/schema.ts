import type { Block } from 'payload'

/**
 * Spec 02 §2 "Car list page": facets from the site's facet map, keyphrase, sort, the grid and
 * show more. Put it on the page at the site's pathToCarList and mark that page a wildcard so
 * `/<list>/<brand>/<model>` resolves.
 */
export const carListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  labels: { singular: 'Car list', plural: 'Car lists' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: 'Empty: the page title (or the brand and model the path names)' },
    },
  ],
}
