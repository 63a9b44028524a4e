import type { Block } from 'payload'
import { titleFields } from '@/ui/fields/fields'

/**
 * Spec 03 §2.5: the sell-car and trade-in form (Swedish). Its labels and messages are dictionary
 * texts (sellCarForm…); the lead goes to the site's leads address (Sites → leadsEmail).
 */
export const sellCarFormBlock: Block = {
  slug: 'sellCarForm',
  interfaceName: 'SellCarFormBlock',
  labels: { singular: 'Sell car form', plural: 'Sell car forms' },
  fields: [titleFields(), { name: 'intro', type: 'textarea' }],
}
