import type { Block, Field } from 'payload'

/** The flow's own settings, shared by its two presentations (this block and mechanicMate). */
export const bookingFlowFields: Field[] = [
  {
    name: 'damageInspectionUrl',
    type: 'text',
    required: true,
    defaultValue: 'https://www.skadebesiktning.se/',
    admin: {
      description: 'The external damage inspection site the "Skadebesiktning" block opens in a new tab.',
    },
  },
  {
    name: 'contactEmail',
    type: 'email',
    required: true,
    defaultValue: 'service@example.se',
    admin: { description: 'Named when services cannot be loaded or no workshop fits.' },
  },
]

/**
 * Spec 03 §2.2 "Service booking flow (Swedish)": the multi-step booking of a workshop visit. The
 * editor sets the damage-inspection partner's address and the contact e-mail its failure texts
 * name; the steps, texts and rules are the spec's.
 */
export const serviceBookingBlock: Block = {
  slug: 'serviceBooking',
  interfaceName: 'ServiceBookingBlock',
  labels: { singular: 'Service booking flow', plural: 'Service booking flows' },
  fields: bookingFlowFields,
}
