import type { CollectionConfig } from 'payload'
import { dealerRecords, groupAdminOnly, nobody } from '../access'
import { recordField } from '../fields/json'

/** `throttled`: the recipient had its hourly share of lead mail; the lead waits here, unmailed. */
export const notificationStatuses = [
  'pending',
  'sent',
  'outbox',
  'failed',
  'no-recipient',
  'throttled',
] as const
export type NotificationStatus = (typeof notificationStatuses)[number]

/**
 * Form submissions received at POST /api/forms/comhub (spec 02 §7, spec 03 §7). Only that route
 * creates leads (through the local API); editors read them, nobody edits what a visitor sent.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    group: 'Operations',
    useAsTitle: 'formName',
    defaultColumns: ['formName', 'site', 'dealer', 'recipientEmail', 'notificationStatus', 'createdAt'],
  },
  access: { read: dealerRecords('dealer'), create: nobody, update: nobody, delete: groupAdminOnly },
  fields: [
    { name: 'formName', type: 'text', required: true, index: true },
    {
      name: 'formSubmissionId',
      type: 'text',
      required: true,
      // The idempotency key: a retried submission finds this row instead of adding another.
      unique: true,
    },
    { name: 'site', type: 'text', index: true, admin: { description: 'Site name taken from the form name' } },
    {
      name: 'dealer',
      type: 'text',
      index: true,
      admin: { description: 'The dealer the lead went to (its site_id in the catalog); empty: the site’s' },
    },
    recordField('values', { required: true }),
    { name: 'sourceUrl', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'recipientName', type: 'text' },
        { name: 'recipientEmail', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'notificationStatus',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: [...notificationStatuses],
        },
        { name: 'notificationError', type: 'text' },
      ],
    },
  ],
}
