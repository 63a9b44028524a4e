import type { Block } from 'payload'

/** Spec 02 §2 "Car-of-the-week": a looping carousel of the site's cars flagged caroftheweek. */
export const carOfTheWeekBlock: Block = {
  slug: 'carOfTheWeek',
  interfaceName: 'CarOfTheWeekBlock',
  labels: { singular: 'Car of the week', plural: 'Car of the week' },
  fields: [{ name: 'title', type: 'text' }],
}
