import { describe, expect, it } from 'vitest'
import { nextRange, parseRangeText, sliderStep } from './range-input'

const bounds = { min: 50_000, max: 900_000 }

describe('range inputs', () => {
  it('strip spaces and parse integers, dropping leading zeros', () => {
    expect(parseRangeText('150 000')).toBe(150_000)
    expect(parseRangeText('000120000')).toBe(120_000)
    expect(parseRangeText('12.5')).toBe(12)
    expect(parseRangeText('abc')).toBeNull()
  })

  it('clamp to the facet bounds', () => {
    expect(nextRange([50_000, 900_000], 'low', 10, bounds)).toEqual([50_000, 900_000])
    expect(nextRange([50_000, 900_000], 'high', 5_000_000, bounds)).toEqual([50_000, 900_000])
  })

  it('collapse both ends to the entered value when low goes above high', () => {
    expect(nextRange([100_000, 200_000], 'low', 300_000, bounds)).toEqual([300_000, 300_000])
    expect(nextRange([100_000, 200_000], 'high', 80_000, bounds)).toEqual([80_000, 80_000])
  })

  it('step the slider by a hundredth of the range, at least 1', () => {
    expect(sliderStep(bounds)).toBe(8_500)
    expect(sliderStep({ min: 2016, max: 2026 })).toBe(1)
  })
})
