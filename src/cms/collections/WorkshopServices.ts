import type { CollectionConfig } from 'payload'
import { groupAdminOnly } from '../access'

/**
 * The workshop service catalogue (spec 03 §3 "Category", "Service offering"): editors
 * maintain categories, offerings, prices and durations here. Read by the booking endpoints
 * through the local API only, so anonymous visitors never read the collections directly.
 */
export const WorkshopServiceCategories: CollectionConfig = {
  slug: 'workshop-service-categories',
  admin: { group: 'Workshop', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'sortOrder'] },
  access: { read: groupAdminOnly, create: groupAdminOnly, update: groupAdminOnly, delete: groupAdminOnly },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'service',
          options: [
            { label: 'Service (step 2)', value: 'service' },
            { label: 'Add-on (step 3)', value: 'addon' },
          ],
        },
        { name: 'icon', type: 'text', admin: { description: 'An icon name of the site icon set' } },
        {
          name: 'exclusive',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Visitors choose one offering of the category (a radio choice)' },
        },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
  ],
}

export const WorkshopServices: CollectionConfig = {
  slug: 'workshop-services',
  admin: {
    group: 'Workshop',
    useAsTitle: 'name',
    defaultColumns: ['code', 'name', 'category', 'price', 'durationMinutes'],
  },
  access: { read: groupAdminOnly, create: groupAdminOnly, update: groupAdminOnly, delete: groupAdminOnly },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          admin: { description: 'The kobraId a booking sends' },
        },
        { name: 'name', type: 'text', required: true },
      ],
    },
    { name: 'category', type: 'relationship', relationTo: 'workshop-service-categories', required: true },
    { name: 'description', type: 'textarea' },
    {
      type: 'row',
      fields: [
        {
          name: 'price',
          type: 'number',
          min: 0,
          admin: { description: 'SEK; the median over the workshops' },
        },
        { name: 'priceKnown', type: 'checkbox', defaultValue: true },
        {
          name: 'notKnownPriceText',
          type: 'text',
          admin: { description: 'Shown when the price is not known' },
        },
        { name: 'priceDiscount', type: 'number', min: 0 },
      ],
    },
    {
      name: 'pricePerThousandMil',
      type: 'number',
      min: 0,
      admin: { description: 'Priced by mileage (the original service): SEK added per 1,000 mil driven' },
    },
    {
      name: 'workshopPrices',
      type: 'array',
      admin: { description: 'A workshop’s own price, where it differs from the median' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'departmentId', type: 'text', required: true },
            { name: 'price', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    {
      name: 'unitPrice',
      type: 'group',
      admin: { description: 'For offerings sold per unit (litres, wheels …)' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'unit', type: 'number', min: 0, admin: { description: 'Price per unit, SEK' } },
            { name: 'minimum', type: 'number', min: 0 },
            { name: 'maximum', type: 'number', min: 0 },
            { name: 'unitAbbreviation', type: 'text' },
            { name: 'postfix', type: 'text' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'durationMinutes', type: 'number', required: true, min: 5, defaultValue: 60 },
        { name: 'allowUserInput', type: 'checkbox', defaultValue: false },
        { name: 'isAvailable', type: 'checkbox', defaultValue: true },
        {
          name: 'authorisedOnly',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'Only at workshops authorised for the car’s brand (the manufacturer’s service), not for general service',
          },
        },
      ],
    },
    {
      name: 'unavailableForModels',
      type: 'text',
      admin: {
        description: 'Comma-separated models (brand and model, e.g. "Tesla Model 3") the offering is not for',
      },
    },
  ],
}
