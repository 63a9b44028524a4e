import type { Block } from 'payload'

/**
 * Spec 02 §2 "Parts-kit vehicle selector": the kit catalogue's car chooser on any page; choosing
 * a car opens the kit catalogue with it (`?manufacturer=…&model=…&type_manf_year=…`).
 */
export const kitVehicleSelectorBlock: Block = {
  slug: 'kitVehicleSelector',
  interfaceName: 'KitVehicleSelectorBlock',
  labels: { singular: 'Parts-kit vehicle selector', plural: 'Parts-kit vehicle selectors' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'text', type: 'textarea' },
    {
      name: 'cataloguePath',
      type: 'text',
      required: true,
      admin: { description: 'The path of the page with the kit catalogue, e.g. /service/tillbehor.' },
    },
  ],
}
