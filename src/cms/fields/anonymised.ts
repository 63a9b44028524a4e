import type { DateField } from 'payload'

/**
 * When the record's customer data was anonymised ("Retention" in docs/decisions.md): after the
 * group's retention period, or on the customer's request. Set only by the retention service, and
 * a record that has it is not processed again.
 */
export const anonymisedAtField = (): DateField => ({
  name: 'anonymisedAt',
  type: 'date',
  index: true,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    date: { pickerAppearance: 'dayAndTime' },
    condition: (data) => Boolean(data?.anonymisedAt),
  },
})
