import { describe, expect, it } from 'vitest'
import { contrastRatio } from './contrast'

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, in either notation', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('rgb(255, 255, 255)', 'rgba(0, 0, 0, 1)')).toBeCloseTo(21, 5)
    expect(contrastRatio('#0b3d91', 'rgb(11, 61, 145)')).toBe(1)
  })
})
