import type { Block, Field } from 'payload'
import { bookingFlowFields } from '../schema'

/** A brand booked on one of our own pages: its name and the page's path. */
const brandLink = (name: string, description: string): Field => ({
  name,
  type: 'group',
  admin: { description },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'path', type: 'text', required: true },
  ],
})

/**
 * Spec 03 §2.3 "Mechanic-mate variant": the booking flow of the service booking block, preceded
 * by the authorised-workshop check, with the links to the brands booked elsewhere and the list of
 * the other authorised brands. The editor sets the intro, the links and the brands.
 */
export const mechanicMateBlock: Block = {
  slug: 'mechanicMate',
  interfaceName: 'MechanicMateBlock',
  labels: { singular: 'Mechanic-mate booking', plural: 'Mechanic-mate bookings' },
  fields: [
    {
      name: 'intro',
      type: 'textarea',
      required: true,
      admin: { description: 'Shown under the headline "Boka service, däckbyte och verkstad".' },
    },
    {
      name: 'premiumBrands',
      type: 'array',
      minRows: 2,
      maxRows: 2,
      admin: { description: 'The two premium brands booked on their own sites (opened in a new tab).' },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'url', type: 'text', required: true },
      ],
    },
    brandLink('sportsCarBrand', 'Linked to /service-och-verkstad/boka-service/boka-{brand}-service.'),
    brandLink('commercialBrand', 'Linked to /kop-bil/bilmarken/{brand}/verkstadstjanster.'),
    {
      name: 'brands',
      type: 'array',
      maxRows: 32,
      admin: {
        description:
          'The other authorised brands (up to 32) in the collapsible logo list; a logo also heads the flow when the car is of that brand.',
      },
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'logo', type: 'upload', relationTo: 'media' },
      ],
    },
    ...bookingFlowFields,
  ],
}
