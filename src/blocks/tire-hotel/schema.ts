import type { Block } from 'payload'

/**
 * Spec 03 §2.4 "Tire hotel": the in-page views of the tire hotel (search, one-time code, stored
 * tires, wheel-change booking, review). The editor sets the intro, the contact mail of the footer
 * and the page the "no agreement" message links to; the views, texts and rules are the spec's.
 */
export const tireHotelBlock: Block = {
  slug: 'tireHotel',
  interfaceName: 'TireHotelBlock',
  labels: { singular: 'Tire hotel flow', plural: 'Tire hotel flows' },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      admin: { description: 'Shown above the flow.' },
    },
    {
      name: 'contactEmail',
      type: 'email',
      required: true,
      defaultValue: 'dackhotell@example.se',
      admin: { description: 'The contact mail in the flow’s footer.' },
    },
    {
      name: 'bookServicePath',
      type: 'text',
      required: true,
      defaultValue: '/service/boka-service',
      admin: { description: 'Where "no agreement for this registration number" links to book a service.' },
    },
  ],
}
