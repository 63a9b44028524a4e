import type { Block } from 'payload'

/**
 * Spec 02 §2 "Car search hero banner": a start-page search box. The query is split into filters
 * with the site's facet map and the visitor lands on the search URL.
 */
export const carSearchHeroBlock: Block = {
  slug: 'carSearchHero',
  interfaceName: 'CarSearchHeroBlock',
  labels: { singular: 'Car search hero', plural: 'Car search heroes' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      name: 'searchUrl',
      type: 'text',
      admin: { description: "Where the search lands. Empty: the site's pathToCarList" },
    },
  ],
}
