import type { Block } from 'payload'

export const obligatoryLoanInfoBlock: Block = {
  slug: 'obligatoryLoanInfo',
  interfaceName: 'ObligatoryLoanInfoBlock',
  labels: { singular: 'Obligatory loan info', plural: 'Obligatory loan info' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'text', type: 'richText', required: true },
  ],
}
