/**
 * JSON fields for the admin without Payload's code editor (src/cms/admin/JsonFields.tsx): stored
 * records shown as labelled values, and settings edited as text.
 */
import type { JSONField } from 'payload'

type Options = Omit<JSONField, 'type' | 'name'>

/** A record the server writes (a lead's values, a booking's customer): shown, never edited here. */
export const recordField = (name: string, options: Options = {}): JSONField => ({
  name,
  type: 'json',
  ...options,
  admin: {
    ...options.admin,
    readOnly: true,
    components: { Field: '/cms/admin/JsonFields#JsonView' },
  },
})

/** A setting written as JSON text; text that does not parse is refused on save. */
export const jsonSettingField = (name: string, options: Options = {}): JSONField => ({
  name,
  type: 'json',
  ...options,
  validate: (value: unknown) =>
    typeof value === 'string' ? 'Not valid JSON: check the quotes, commas and brackets' : true,
  admin: { ...options.admin, components: { Field: '/cms/admin/JsonFields#JsonText' } },
})
