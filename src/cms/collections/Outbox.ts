import type { CollectionConfig } from 'payload'
import { groupAdminOnly, nobody } from '../access'
import { recordField } from '../fields/json'

/**
 * E-mails the platform would have sent, kept here when no SMTP server is configured
 * (src/services/email). Editors read them in the admin; nothing else creates or edits them.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  admin: {
    group: 'Operations',
    useAsTitle: 'subject',
    defaultColumns: ['channel', 'to', 'subject', 'lead', 'createdAt'],
  },
  // "Outbox" has no plural of its own; GraphQL needs distinct names for one and many.
  graphQL: { singularName: 'OutboxMessage', pluralName: 'OutboxMessages' },
  access: { read: groupAdminOnly, create: nobody, update: nobody, delete: groupAdminOnly },
  fields: [
    // SMS messages (spec 03's one-time codes) are meant to share this outbox.
    { name: 'channel', type: 'select', required: true, defaultValue: 'email', options: ['email', 'sms'] },
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'toName', type: 'text' },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    // Kept whole (filename, content type, text) so the admin shows what the customer would get.
    recordField('attachments'),
    { name: 'lead', type: 'relationship', relationTo: 'leads', index: true },
  ],
}
