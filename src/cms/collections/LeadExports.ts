import type { CollectionConfig } from 'payload'
import { checkTarget, exportMethods, type ExportMethod } from '@/services/lead-export/target'
import { dealerRecords, groupAdminField, groupAdminOnly } from '../access'

/**
 * A dealer's own CRM, fed with its leads as ADF 1.0 by e-mail or webhook ("Lead export" in
 * docs/decisions.md). Off unless a row names the dealer and is enabled. Where customer data goes
 * is the group's decision: group admins set it up; the dealer's staff read their dealers' rows.
 */
export const LeadExports: CollectionConfig = {
  slug: 'lead-exports',
  admin: {
    group: 'Operations',
    useAsTitle: 'dealer',
    defaultColumns: ['dealer', 'method', 'target', 'enabled'],
  },
  access: {
    read: dealerRecords('dealer'),
    create: groupAdminOnly,
    update: groupAdminOnly,
    delete: groupAdminOnly,
  },
  fields: [
    {
      name: 'dealer',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: 'The dealer’s id in the catalog (site_id, e.g. automotive-se-1001), as on its leads',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'method',
          type: 'select',
          required: true,
          defaultValue: 'email',
          options: [...exportMethods],
        },
        {
          name: 'enabled',
          type: 'checkbox',
          defaultValue: true,
        },
      ],
    },
    {
      name: 'target',
      type: 'text',
      required: true,
      validate: (value: unknown, { siblingData }: { siblingData: { method?: ExportMethod } }) => {
        const method = exportMethods.includes(siblingData.method as ExportMethod)
          ? siblingData.method!
          : 'email'
        const checked = checkTarget(method, value)
        return checked.ok || checked.message
      },
    },
    {
      // Group admins' alone: it proves to the dealer's CRM that a delivery comes from us.
      name: 'secret',
      type: 'text',
      access: { read: groupAdminField, create: groupAdminField, update: groupAdminField },
      admin: {
        condition: (data) => data?.method === 'webhook',
        description:
          'Optional. When set, each delivery carries X-ADF-Signature: sha256=<HMAC-SHA256 of the body in hex>',
      },
    },
  ],
}
