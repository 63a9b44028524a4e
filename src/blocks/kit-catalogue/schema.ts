import type { Block } from 'payload'

/**
 * Spec 03 §2.1 "Kit catalogue": the site's kits (Sites → catalog.kitIndex) with filters, the car
 * chooser (catalog.kitVehicleIndex), the cart and its quote request. The editor sets the heading.
 */
export const kitCatalogueBlock: Block = {
  slug: 'kitCatalogue',
  interfaceName: 'KitCatalogueBlock',
  labels: { singular: 'Kit catalogue', plural: 'Kit catalogues' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: { description: 'Shown above the catalogue. Empty: none (the page has its title).' },
    },
  ],
}
