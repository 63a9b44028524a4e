import type { Block } from 'payload'
import { teaserSorts } from './query'

/**
 * Spec 03 §2.7 car teasers: a title, cards 315 px wide, an optional carousel and button link; the
 * cars are a comma list of car_id (in that order) or a predefined query with a count and a sort.
 */
export const carTeasersBlock: Block = {
  slug: 'carTeasers',
  interfaceName: 'CarTeasersBlock',
  labels: { singular: 'Car teasers', plural: 'Car teasers' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'carIds',
      type: 'text',
      // Stored as the comma list of car ids the block reads; picked from the site's catalogue.
      admin: { components: { Field: '@/cms/admin/CarPicker#CarPicker' } },
    },
    {
      name: 'predefinedQuery',
      type: 'text',
      admin: {
        description:
          'Used when no ids are given: filters as in the car list address, e.g. car_brand=Volvo&car_fuel=El|Hybrid',
      },
    },
    { name: 'numberOfCars', type: 'number', min: 1, max: 100, admin: { description: 'Default 8' } },
    {
      name: 'sort',
      type: 'select',
      options: teaserSorts.map((value) => ({ label: value, value })),
      defaultValue: teaserSorts[0],
    },
    { name: 'carousel', type: 'checkbox', defaultValue: false, admin: { description: 'Autoplay every 5 s' } },
    {
      name: 'button',
      type: 'group',
      fields: [
        { name: 'label', type: 'text' },
        {
          name: 'url',
          type: 'text',
          admin: { description: "The page's address as visitors see it, e.g. /en/buy-car" },
        },
      ],
    },
  ],
}
