import type { CollectionConfig } from 'payload'
import { parseHours } from '@/lib/opening-hours'
import { dealerDepartments, groupAdminOnly, ownDepartmentField, receptionCreator } from '../access'

/**
 * How much work a workshop takes (spec 03 §3 "Time slot"): bays working at once, the time grid visitors book
 * in, how far ahead a booking must be and how far ahead it may be. A workshop without an entry
 * books with the defaults of src/services/workshop/capacity.ts. Opening hours, deviation and
 * vacation days come with the dealer sites from the catalog; hours and closed days set here win
 * over them. The brands the workshop is authorised for come from the catalog; which other brands
 * it also takes for general service ("Mechanic-mate variant") is set here.
 */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const

/** Empty, a time range "07:00–17:00", or any word for closed. */
const validHours = (value: string | null | undefined) =>
  !value?.trim() ||
  !/\d/.test(value) ||
  parseHours(value) !== null ||
  'Write the hours as 07:00–17:00 (opening before closing), or “closed”'

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
      name: 'horizonMonths',
      type: 'number',
      min: 1,
      max: 12,
      defaultValue: 3,
      admin: { description: 'How many months ahead visitors can book' },
    },
    {
      // The catalog's week and deviation days stay the defaults; what is set here wins
      // ("Bookings: the planner").
      name: 'weekHours',
      type: 'group',
      admin: {
        description:
          'Opening hours for bookings, e.g. "07:00–17:00", or "closed". Leave a day empty to keep the hours from the dealer’s site.',
      },
      fields: [
        {
          type: 'row',
          fields: weekdays.map((day) => ({
            name: day,
            type: 'text' as const,
            validate: validHours,
            admin: { width: '14%' },
          })),
        },
      ],
    },
    {
      name: 'closedDays',
      type: 'array',
      admin: {
        description: 'Holidays and other days with no bookings, or with other hours than the week’s',
        initCollapsed: false,
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
            },
            {
              name: 'hours',
              type: 'text',
              validate: validHours,
              admin: { description: 'Empty: closed all day' },
            },
            { name: 'note', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'wheelSeasonOpens',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' },
        description:
          'From this day the tire-hotel customers of this station get a text and a mail that they can book their wheel change',
      },
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
