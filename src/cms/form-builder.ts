/**
 * Forms editors build in the CMS (issue 22, spec 02 §2 "Embeds and selector"): Payload's
 * form-builder plugin gives the `forms` and `form-submissions` collections. The site renders a
 * form with its own island and stores submissions through POST /api/forms/embedded (our checks,
 * idempotency and logs), so the plugin's anonymous create is closed: only the local API creates.
 */
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import { editorsOnly } from './access'

/** The field kinds an editor can use; the site's island renders each of these. */
export const embeddedFieldKinds = ['text', 'textarea', 'select', 'email', 'checkbox', 'number'] as const

export const formBuilder = formBuilderPlugin({
  fields: {
    text: true,
    textarea: true,
    select: true,
    email: true,
    checkbox: true,
    number: true,
    message: false,
    state: false,
    country: false,
    payment: false,
    date: false,
    upload: false,
  },
  formOverrides: {
    admin: { group: 'Forms' },
    access: { read: editorsOnly, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  },
  formSubmissionOverrides: {
    admin: {
      group: 'Forms',
      defaultColumns: ['form', 'site', 'embed', 'createdAt'],
    },
    access: { read: editorsOnly, create: () => false, update: () => false, delete: editorsOnly },
    fields: ({ defaultFields }) => [
      ...defaultFields,
      {
        name: 'formSubmissionId',
        type: 'text',
        unique: true,
        admin: { readOnly: true, description: 'The idempotency key of the submission' },
      },
      { name: 'site', type: 'text', index: true, admin: { readOnly: true } },
      {
        name: 'embed',
        type: 'select',
        options: [
          { label: 'Marketing form', value: 'marketing' },
          { label: 'Form builder', value: 'builder' },
        ],
        admin: { readOnly: true },
      },
      { name: 'sourceUrl', type: 'text', admin: { readOnly: true } },
    ],
  },
})
