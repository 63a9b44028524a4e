import type { Block } from 'payload'

export const countdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'targetDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
