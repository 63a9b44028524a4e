import type { Block } from 'payload'

/** Spec 02 §2 "Embeds and selector": a statistic, a title and its value ("Sålda bilar" – "12 000"). */
export const statisticBlock: Block = {
  slug: 'statistic',
  interfaceName: 'StatisticBlock',
  labels: { singular: 'Statistic', plural: 'Statistics' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'value', type: 'text', required: true },
  ],
}
