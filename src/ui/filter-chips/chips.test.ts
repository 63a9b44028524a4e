import { describe, expect, it } from 'vitest'
import { facetChips } from './chips'

const facets = [
  { name: 'kitCategory>kitSubCategory', isRange: false },
  { name: 'retailPrice', isRange: true },
]
const texts = {
  range: (facet: string, values: readonly string[]) => `${facet}: ${values.join('–')}`,
  value: (_facet: string, value: string) => value.replace('>', ' '),
}

describe('filter chips', () => {
  it('are one per value, one per whole range, then the keyphrase, in the facets’ order', () => {
    expect(
      facetChips(
        facets,
        { retailPrice: ['10', '90'], 'kitCategory>kitSubCategory': ['Hjul', 'Hjul>Tillbehör'] },
        'krok',
        texts,
      ),
    ).toEqual([
      {
        key: 'kitCategory>kitSubCategory=Hjul',
        text: 'Hjul',
        facet: 'kitCategory>kitSubCategory',
        value: 'Hjul',
      },
      {
        key: 'kitCategory>kitSubCategory=Hjul>Tillbehör',
        text: 'Hjul Tillbehör',
        facet: 'kitCategory>kitSubCategory',
        value: 'Hjul>Tillbehör',
      },
      { key: 'retailPrice', text: 'retailPrice: 10–90', facet: 'retailPrice', value: null },
      { key: 'keyphrase', text: '”krok”', facet: null, value: null },
    ])
  })

  it('leave out a range without both ends and an empty keyphrase', () => {
    expect(facetChips(facets, { retailPrice: ['10'] }, '', texts)).toEqual([])
  })
})
