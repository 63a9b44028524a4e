import type { Block } from 'payload'
import { messageFields } from '@/ui/alert-message/fields'

export const alertBarBlock: Block = {
  slug: 'alertBar',
  interfaceName: 'AlertBarBlock',
  labels: { singular: 'Alert (campaign) bar', plural: 'Alert bars' },
  fields: messageFields,
}
