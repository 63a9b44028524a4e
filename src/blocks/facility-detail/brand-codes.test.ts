import { describe, expect, it } from 'vitest'
import { visibleBrands } from './brand-codes'

const codes = (list: string[]) =>
  visibleBrands(list.map((brand_code) => ({ brand_code }))).map((b) => b.brand_code)

describe('visibleBrands', () => {
  it('drops a variant whose base brand is present', () => {
    expect(codes(['VO', 'VO_TR', 'RE'])).toEqual(['VO', 'RE'])
  })
  it('keeps a variant whose base brand is absent', () => {
    expect(codes(['VO_TR', 'RE'])).toEqual(['VO_TR', 'RE'])
  })
  it('always keeps FI_TR and MH_TR', () => {
    expect(codes(['FI', 'FI_TR', 'MH', 'MH_TR', 'NI', 'NI_TR'])).toEqual(['FI', 'FI_TR', 'MH', 'MH_TR', 'NI'])
  })
  it('keeps brands without a code and codes that start with an underscore', () => {
    expect(visibleBrands([{ brand_code: null }, { brand_code: '_X' }, { brand_code: 'X' }])).toHaveLength(3)
  })
})
