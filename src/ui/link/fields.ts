import type { Field, TextFieldSingleValidation } from 'payload'
import { safeHref } from './safe-href'

export const unsafeHrefMessage = 'Use a /path, an http(s):// address, mailto: or tel:'

/** Refuses addresses that could run script (javascript:, data:, vbscript:) when an editor saves. */
export const validateHref: TextFieldSingleValidation = (value, { required }) => {
  if (!value?.trim()) return required ? 'This field is required.' : true
  return safeHref(value) ? true : unsafeHrefMessage
}

/** A link as editors enter it: visible text, address, and whether it opens a new tab. */
export type LinkValue = { text?: string | null; href?: string | null; newTab?: boolean | null }

export function linkField(name = 'link', label = 'Link'): Field {
  return {
    name,
    label,
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'text', type: 'text', label: 'Text' },
          {
            name: 'href',
            type: 'text',
            label: 'Address',
            validate: validateHref,
            admin: { description: '/path, https://… or mailto:' },
          },
          { name: 'newTab', type: 'checkbox', label: 'New tab' },
        ],
      },
    ],
  }
}
