import type { Block } from 'payload'

/**
 * The car detail page (spec 02 §2): placed on the wildcard page at the site's pathToCarDetail;
 * the car id and slug are the path segments below it.
 */
export const carDetailBlock: Block = {
  slug: 'carDetail',
  interfaceName: 'CarDetailBlock',
  labels: { singular: 'Car detail', plural: 'Car details' },
  fields: [
    {
      name: 'showSimilarCars',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Show the similar cars carousel below the car' },
    },
  ],
}
