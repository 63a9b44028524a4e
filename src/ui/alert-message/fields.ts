import type { Field } from 'payload'
import { validateHref } from '@/ui/link/fields'

export const messageTypes = ['Warning', 'Dark', 'Light', 'Neutral'] as const
export const messageIcons = ['CampaignAlert', 'WarningAlert'] as const
export type MessageType = (typeof messageTypes)[number]

/** The message fields of spec 01 §3, shared by the alert bar and the header navigation's message bar. */
export const messageFields: Field[] = [
  { name: 'hasMessage', type: 'checkbox', label: 'Show the message' },
  {
    type: 'row',
    fields: [
      { name: 'messageTitle', type: 'text' },
      {
        name: 'messageType',
        type: 'select',
        options: messageTypes.map((value) => ({ label: value, value })),
        admin: { description: 'Warning messages cannot be closed' },
      },
      {
        name: 'messageIcon',
        type: 'select',
        options: messageIcons.map((value) => ({ label: value, value })),
      },
    ],
  },
  { name: 'messageText', type: 'textarea' },
  {
    type: 'row',
    fields: [
      { name: 'messageLinkLabel', type: 'text' },
      { name: 'messageLinkHref', type: 'text', validate: validateHref },
    ],
  },
]
