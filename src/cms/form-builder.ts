/**
 * Forms editors build in the CMS (spec 02 §2 "Embeds and selector"): Payload's
 * form-builder plugin gives the `forms` and `form-submissions` collections. The site renders a
 * form with its own island and stores submissions through POST /api/forms/embedded (our checks,
 * idempotency and logs), so the plugin's anonymous create is closed: only the local API creates.
 */
import { formBuilderPlugin } from '@payloadcms/plugin-form-builder'
import type { FieldConfig } from '@payloadcms/plugin-form-builder/types'
import type { Block, Field } from 'payload'
import { defaultRatingMax } from '@/lib/forms/embedded'
import { anonymisedAtField } from './fields/anonymised'
import { contentCreator, groupAdminOnly, hiddenFromRolesWithout, nobody } from './access'

/** What every field kind of ours has, as the plugin's own kinds have it (name, label, width, required). */
const commonFields = (description: string): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true, admin: { width: '50%' } },
      { name: 'label', type: 'text', localized: true, admin: { width: '50%', description } },
    ],
  },
  { name: 'width', type: 'number', admin: { description: 'Field width in per cent' } },
  { name: 'required', type: 'checkbox' },
]

/**
 * A field kind of ours for the plugin's `fields` (it takes a block for a key it does not know).
 * The form's fields are stored as JSON (`blocksAsJSON`), so a new kind needs no migration.
 */
const fieldKind = (slug: string, singular: string, description: string, extra: Field[] = []) =>
  ({
    slug,
    labels: { singular, plural: `${singular} fields` },
    admin: { group: 'Site field kinds' },
    fields: [...commonFields(description), ...extra],
  }) satisfies Block as unknown as FieldConfig

export const formBuilder = formBuilderPlugin({
  fields: {
    text: true,
    textarea: true,
    select: true,
    email: true,
    checkbox: true,
    number: true,
    phone: fieldKind('phone', 'Phone', 'A phone number: an optional plus, then 6 to 20 digits or spaces'),
    fullname: fieldKind('fullname', 'Full name', 'First and last name, grouped under the label'),
    address: fieldKind('address', 'Address', 'Street address, postal code and city, grouped under the label'),
    datetime: fieldKind('datetime', 'Date and time', "A date and a time of day (the site's local time)"),
    rating: fieldKind('rating', 'Rating', 'A rating from 1 to the highest, chosen among radio buttons', [
      {
        name: 'max',
        type: 'number',
        min: 2,
        max: 10,
        defaultValue: defaultRatingMax,
        label: 'Highest rating',
      },
    ]),
    message: false,
    state: false,
    country: false,
    payment: false,
    date: false,
    upload: false,
  },
  formOverrides: {
    admin: { group: 'Forms', hidden: hiddenFromRolesWithout('forms') },
    access: { read: contentCreator, create: contentCreator, update: contentCreator, delete: contentCreator },
  },
  formSubmissionOverrides: {
    admin: {
      group: 'Forms',
      hidden: hiddenFromRolesWithout('form-submissions'),
      defaultColumns: ['form', 'site', 'embed', 'createdAt'],
    },
    access: { read: groupAdminOnly, create: nobody, update: nobody, delete: groupAdminOnly },
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
      anonymisedAtField(),
    ],
  },
})
