import type { Block } from 'payload'
import { buttonTypeField } from '@/ui/button/styles'

/** Spec 01 §2.5: Back to the stories index, previous and next story by date. */
export const articleNavigationBlock: Block = {
  slug: 'articleNavigation',
  interfaceName: 'ArticleNavigationBlock',
  labels: { singular: 'Article navigation', plural: 'Article navigations' },
  fields: [
    {
      type: 'row',
      fields: [buttonTypeField, { name: 'hasMarginTop', type: 'checkbox', label: 'Margin top' }],
    },
  ],
}
