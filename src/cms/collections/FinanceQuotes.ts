import type { CollectionConfig } from 'payload'
import { groupAdminOnly, nobody } from '../access'
import { recordField } from '../fields/json'

/**
 * UK finance quotes issued by POST /api/codeweaver/cfd (spec 02 §7), kept under their reference
 * so GET /api/codeweaver/legal and the external apply link find the figures the visitor saw.
 * Only that route creates them (through the local API); editors read them, nobody edits them.
 */
export const FinanceQuotes: CollectionConfig = {
  slug: 'finance-quotes',
  admin: {
    group: 'Operations',
    useAsTitle: 'quoteReference',
    defaultColumns: ['quoteReference', 'family', 'organisation', 'sourceVehicleId', 'createdAt'],
  },
  access: { read: groupAdminOnly, create: nobody, update: nobody, delete: groupAdminOnly },
  fields: [
    { name: 'quoteReference', type: 'text', required: true, unique: true },
    {
      type: 'row',
      fields: [
        { name: 'family', type: 'select', required: true, options: ['HP', 'PCP'] },
        { name: 'organisation', type: 'text', required: true, index: true },
        { name: 'sourceVehicleId', type: 'text', required: true, index: true },
      ],
    },
    recordField('vehicle', { required: true, admin: { description: 'The vehicle block as requested' } }),
    recordField('quote', { required: true, admin: { description: 'The quote engine’s figures' } }),
  ],
}
