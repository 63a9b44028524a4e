import type { CollectionBeforeChangeHook, CollectionConfig, Field, FieldAccess } from 'payload'
import {
  customerNameOf,
  deskUpdate,
  leadStates,
  responseMinutes,
  type DeskFields,
} from '@/services/leads/desk'
import { exportMethods } from '@/services/lead-export/target'
import { leadKindOf, leadKinds } from '@/services/leads/kinds'
import { dealerIdsOf, dealerRecords, groupAdminOnly, isGroupAdmin, nobody, roleOf } from '../access'
import { anonymisedAtField } from '../fields/anonymised'
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

/** What a visitor sent and the platform did with it: nobody changes it through the API. */
const asSent: FieldAccess = () => false
const fixed = (field: Field): Field => ({ ...field, access: { update: asSent } }) as Field

/** The desk's fields move as the desk works (src/services/leads/desk.ts); the rest stays as sent. */
const deskWork: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') {
    return {
      ...data,
      customerName: customerNameOf(data.values),
      kind: leadKindOf(String(data.formName ?? '')),
      state: 'new',
      history: [],
      notes: [],
    }
  }
  const who = typeof req.user?.id === 'number' ? req.user.id : null
  const now = new Date()
  // The time a lead is given to someone: round-robin gives the next lead to whom waited longest.
  const assigned =
    'owner' in data && idOf(data.owner) !== null && idOf(data.owner) !== idOf(originalDoc?.owner)
      ? { assignedAt: now.toISOString() }
      : {}
  return { ...data, ...assigned, ...deskUpdate(originalDoc as DeskFields, data as DeskFields, who, now) }
}

const idOf = (value: unknown): number | string | null =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : ((value as number) ?? null)

/** An owner is a group admin or one of the lead's dealer's staff. */
async function validOwner(value: unknown, { req, siblingData }: { req: never; siblingData: unknown }) {
  const id = typeof value === 'object' && value !== null ? (value as { id: number }).id : value
  if (id === null || id === undefined || id === '') return true
  const { payload } = req as { payload: import('payload').Payload }
  const user = await payload.findByID({
    collection: 'users',
    id: id as number,
    depth: 0,
    disableErrors: true,
  })
  const dealer = (siblingData as { dealer?: string | null }).dealer
  if (
    user &&
    (isGroupAdmin(user) || (roleOf(user) === 'dealerStaff' && dealer && dealerIdsOf(user).includes(dealer)))
  )
    return true
  return 'Choose one of the dealer’s staff'
}

/**
 * Form submissions received at POST /api/forms/comhub (spec 02 §7, spec 03 §7), worked at the
 * dealer desk ("Lead desk" in docs/decisions.md). Only that route creates leads (through the local
 * API); dealer staff move a lead's state, owner and notes, and nobody edits what a visitor sent.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  // Newest first: the inbox is worked from the top.
  defaultSort: '-createdAt',
  admin: {
    group: 'Operations',
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'askedAbout', 'kind', 'dealer', 'sourceUrl', 'createdAt', 'state'],
    listSearchableFields: ['customerName', 'askedAbout', 'formName', 'dealer'],
    // Quick filters above the list: new leads, and each kind (src/cms/admin/LeadFilters.tsx).
    components: { beforeList: ['/cms/admin/LeadFilters#LeadFilters'] },
    // Duplicates shown as one: the list shows first leads; each counts its repeats.
    baseFilter: () => ({ repeatOf: { exists: false } }),
  },
  access: {
    read: dealerRecords('dealer'),
    create: nobody,
    update: dealerRecords('dealer'),
    delete: groupAdminOnly,
  },
  hooks: { beforeChange: [deskWork] },
  // Replies from the lead's page and the customer's answers (src/services/leads/replies.ts): the
  // service checks the user's access to the lead; the inbound hook checks its shared secret.
  endpoints: [
    {
      path: '/inbound',
      method: 'post',
      handler: async (req) => (await import('@/services/leads/replies')).handleInbound(req),
    },
    {
      path: '/:id/assign',
      method: 'post',
      handler: async (req) => (await import('@/services/leads/assign')).handleAssign(req),
    },
    {
      path: '/:id/reply',
      method: 'get',
      handler: async (req) => (await import('@/services/leads/replies')).handleReplyDraft(req),
    },
    {
      path: '/:id/reply',
      method: 'post',
      handler: async (req) => (await import('@/services/leads/replies')).handleReply(req),
    },
  ],
  fields: [
    fixed({ name: 'customerName', type: 'text', index: true, admin: { readOnly: true } }),
    fixed({ name: 'formName', type: 'text', required: true, index: true, admin: { readOnly: true } }),
    // The inbox's kind of lead, from the form's name (src/services/leads/kinds.ts), and what it asked
    // about, written at arrival by the form's kind (src/services/leads/forms/asked-about.ts).
    fixed({
      name: 'kind',
      type: 'select',
      options: [...leadKinds],
      index: true,
      admin: { readOnly: true },
    }),
    fixed({
      name: 'askedAbout',
      type: 'text',
      admin: {
        readOnly: true,
        components: {
          Cell: '/cms/admin/AskedAbout#AskedAboutCell',
          Field: '/cms/admin/AskedAbout#AskedAboutField',
        },
      },
    }),
    // Only an address of this host is stored (ownImage); the cell and the field check it again.
    fixed({ name: 'askedAboutImage', type: 'text', admin: { hidden: true } }),
    fixed({
      name: 'formSubmissionId',
      type: 'text',
      required: true,
      // The idempotency key: a retried submission finds this row instead of adding another.
      unique: true,
      admin: { readOnly: true },
    }),
    fixed({
      name: 'site',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'Site name taken from the form name' },
    }),
    fixed({
      name: 'dealer',
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        description: 'The dealer the lead went to (its site_id in the catalog); empty: the site’s',
      },
    }),
    fixed(recordField('values', { required: true })),
    fixed({ name: 'sourceUrl', type: 'text', admin: { readOnly: true } }),
    {
      type: 'row',
      fields: [
        fixed({ name: 'recipientName', type: 'text', admin: { readOnly: true } }),
        fixed({ name: 'recipientEmail', type: 'text', admin: { readOnly: true } }),
      ],
    },
    {
      type: 'row',
      fields: [
        fixed({
          name: 'notificationStatus',
          type: 'select',
          required: true,
          defaultValue: 'pending',
          options: [...notificationStatuses],
          admin: { readOnly: true },
        }),
        fixed({ name: 'notificationError', type: 'text', admin: { readOnly: true } }),
      ],
    },
    // Duplicates shown as one (src/services/leads/repeats.ts): keyed hashes of the customer and
    // what they asked about, never shown; a repeat names its first lead, the first counts them.
    fixed({ name: 'emailKey', type: 'text', index: true, hidden: true }),
    fixed({ name: 'phoneKey', type: 'text', index: true, hidden: true }),
    fixed({
      name: 'repeatOf',
      type: 'relationship',
      relationTo: 'leads',
      index: true,
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.repeatOf) },
    }),
    fixed({
      name: 'repeats',
      type: 'number',
      admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.repeats) },
    }),
    fixed({
      name: 'lastRepeatAt',
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.repeats),
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
    {
      // A first lead's repeats, newest first, each linking to its page: read with the user's own
      // access, like any read of leads.
      name: 'repeatList',
      type: 'join',
      collection: 'leads',
      on: 'repeatOf',
      defaultSort: '-createdAt',
      defaultLimit: 20,
      admin: {
        allowCreate: false,
        defaultColumns: ['createdAt', 'customerName', 'askedAbout'],
        condition: (data) => Boolean(data?.repeats),
      },
    },
    {
      // Not required in the data: a new lead is always `new` (deskWork).
      name: 'state',
      type: 'select',
      defaultValue: 'new',
      index: true,
      options: [...leadStates],
      admin: { position: 'sidebar' },
    },
    {
      name: 'lostReason',
      type: 'text',
      admin: { position: 'sidebar', condition: (data) => data?.state === 'lost' },
      validate: (value: unknown, { siblingData }: { siblingData: { state?: string } }) =>
        siblingData.state !== 'lost' ||
        (typeof value === 'string' && value.trim() !== '') ||
        'Say why it was lost',
    },
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { position: 'sidebar' },
      validate: validOwner as never,
    },
    fixed({
      name: 'assignedAt',
      type: 'date',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        condition: (data) => Boolean(data?.owner),
        date: { pickerAppearance: 'dayAndTime' },
      },
    }),
    {
      name: 'assign',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/cms/admin/LeadOwner#LeadOwner' } },
    },
    {
      name: 'firstResponseAt',
      type: 'date',
      access: { update: asSent },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      // Not stored: minutes from the lead's arrival to its first step out of `new`.
      name: 'responseMinutes',
      type: 'number',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: {
        afterRead: [
          ({ data }) => responseMinutes(data?.createdAt as string, data?.firstResponseAt as string),
        ],
      },
    },
    {
      name: 'notes',
      type: 'array',
      fields: [
        { name: 'text', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
          ],
        },
      ],
    },
    {
      name: 'reply',
      type: 'ui',
      admin: { components: { Field: '/cms/admin/LeadReply#LeadReply' } },
    },
    {
      // Mail to and from the customer, kept as sent: only the reply service writes it.
      name: 'replies',
      type: 'array',
      access: { update: asSent },
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'direction', type: 'select', required: true, options: ['out', 'in'] },
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', type: 'relationship', relationTo: 'users' },
            { name: 'address', type: 'text' },
          ],
        },
        { name: 'subject', type: 'text' },
        { name: 'message', type: 'textarea' },
      ],
    },
    {
      // Each delivery to the dealer's own CRM as it went ("Lead export"): only the export task
      // (src/services/lead-export) writes it.
      name: 'exports',
      type: 'array',
      access: { create: asSent, update: asSent },
      admin: { readOnly: true, condition: (data) => Boolean(data?.exports?.length) },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'method', type: 'select', required: true, options: [...exportMethods] },
            { name: 'target', type: 'text', required: true },
            { name: 'outcome', type: 'select', required: true, options: ['delivered', 'failed'] },
          ],
        },
        { name: 'error', type: 'text' },
      ],
    },
    {
      name: 'history',
      type: 'array',
      access: { update: asSent },
      admin: { readOnly: true },
      fields: [
        { name: 'state', type: 'select', required: true, options: [...leadStates] },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'relationship', relationTo: 'users' },
      ],
    },
    anonymisedAtField(),
  ],
}
