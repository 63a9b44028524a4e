import type { CollectionConfig } from 'payload'
import { dealerDepartments, groupAdminOnly, ownDepartmentField, receptionCreator } from '../access'

/**
 * How much work a workshop takes (issue 18): bays working at once, the time grid visitors book
 * in, and how far ahead a booking must be. A workshop without an entry books with the defaults of
 * src/services/workshop/capacity.ts. Opening hours, deviation and vacation days come with the
 * dealer sites from the catalog, and so do the brands the workshop is authorised for; which other
 * brands it also takes for general service (issue 19) is set here.
 */
export const WorkshopCapacities: CollectionConfig = {
  slug: 'workshop-capacities',
  admin: {
    group: 'Workshop',
    useAsTitle: 'departmentId',
    defaultColumns: ['departmentId', 'workshopName', 'bays', 'slotMinutes', 'leadMinutes'],
  },
  access: {
    read: dealerDepartments('departmentId', 'workshopReception'),
    create: receptionCreator,
    update: dealerDepartments('departmentId', 'workshopReception'),
    delete: groupAdminOnly,
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'departmentId',
          type: 'text',
          required: true,
          unique: true,
          ...ownDepartmentField,
          admin: { description: 'The Workshop department’s erp_id in the catalog' },
        },
        {
          name: 'workshopName',
          type: 'text',
          admin: { description: 'For editors; the catalog names the site' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'bays', type: 'number', required: true, min: 0, max: 100, defaultValue: 2 },
        { name: 'slotMinutes', type: 'number', required: true, min: 15, max: 240, defaultValue: 60 },
        { name: 'leadMinutes', type: 'number', required: true, min: 0, max: 10_080, defaultValue: 120 },
        {
          name: 'customerChangeHours',
          type: 'number',
          min: 0,
          max: 336,
          defaultValue: 24,
          admin: {
            description:
              'Customers may move or cancel a booking through the link in their confirmation until this many hours before it',
          },
        },
      ],
    },
    {
      name: 'generalService',
      type: 'radio',
      defaultValue: 'none',
      options: [
        { label: 'Only the brands it is authorised for', value: 'none' },
        { label: 'Also the brands listed below (general service)', value: 'listed' },
        { label: 'Also every other brand (general service)', value: 'all' },
      ],
      admin: {
        description:
          'Cars of brands the workshop is not authorised for: it offers them the general services, never the brand’s original service',
      },
    },
    {
      name: 'generalServiceBrands',
      type: 'text',
      validate: (value: string | null | undefined, { data }: { data: { generalService?: string } }) =>
        data?.generalService !== 'listed' ||
        Boolean(value?.split(',').some((brand) => brand.trim())) ||
        'List at least one brand, or choose another option',
      admin: {
        description: 'Comma-separated brands (e.g. "Lada, Saab") it takes for general service',
        condition: (data) => data?.generalService === 'listed',
      },
    },
  ],
}
