import type { Block } from 'payload'
import { titleFields } from '@/ui/fields/fields'

export const serviceRequestVariants = ['car', 'motorcycle'] as const

/**
 * Spec 03 §2.6: the Norwegian service request form. Cars: the site's dealers with a Workshop
 * department to choose from. Motorcycles: one dealer, by its site id in the sites index.
 */
export const serviceRequestFormBlock: Block = {
  slug: 'serviceRequestForm',
  interfaceName: 'ServiceRequestFormBlock',
  labels: { singular: 'Service request form (NO)', plural: 'Service request forms (NO)' },
  fields: [
    titleFields(),
    { name: 'intro', type: 'textarea' },
    {
      name: 'variant',
      type: 'select',
      required: true,
      defaultValue: 'car',
      options: [
        { label: 'Car', value: 'car' },
        { label: 'Motorcycle', value: 'motorcycle' },
      ],
    },
    {
      name: 'motorcycleDealerId',
      type: 'text',
      admin: {
        condition: (_data, sibling) => sibling?.variant === 'motorcycle',
        description: 'The site_id of the one motorcycle dealer (sites index)',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.variant !== 'motorcycle' || (typeof value === 'string' && value.trim() !== '')
          ? true
          : 'The motorcycle variant needs its dealer',
    },
  ],
}
