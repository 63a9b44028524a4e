import type { CollectionConfig } from 'payload'
import { normaliseRegistration } from '@/services/workshop/registration'
import { groupAdminOnly } from '../access'

/**
 * The workshops' vehicle registry (decisions: Workshop capacity): what a registration number is,
 * for the booking flow's lookup (spec 03 §3 "Car"). Editors maintain it in the admin; the demo
 * seeds a few thousand cars (src/seed/workshop/vehicles.ts). Whether the group services the brand
 * is not stored: it follows from the brands the workshops are authorised for.
 */
export const WorkshopVehicles: CollectionConfig = {
  slug: 'workshop-vehicles',
  admin: {
    group: 'Workshop',
    useAsTitle: 'registrationNumber',
    defaultColumns: ['registrationNumber', 'brand', 'model', 'buildYear', 'hasServiceAgreement'],
  },
  access: { read: groupAdminOnly, create: groupAdminOnly, update: groupAdminOnly, delete: groupAdminOnly },
  fields: [
    {
      name: 'registrationNumber',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Upper case without spaces: ABC123 or ABC12A' },
      hooks: {
        beforeValidate: [
          ({ value }) => (typeof value === 'string' ? (normaliseRegistration(value) ?? value) : value),
        ],
      },
      validate: (value: string | null | undefined) =>
        (value && normaliseRegistration(value) === value) ||
        'A Swedish registration number: ABC123 or ABC12A',
    },
    {
      type: 'row',
      fields: [
        { name: 'brand', type: 'text', required: true, index: true },
        { name: 'model', type: 'text', required: true },
        { name: 'buildYear', type: 'number', required: true, min: 1950, max: 2100 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'hasServiceAgreement', type: 'checkbox', defaultValue: false },
        { name: 'region', type: 'text' },
      ],
    },
  ],
}
