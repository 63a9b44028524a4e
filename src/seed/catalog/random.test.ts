import { describe, expect, it } from 'vitest'
import { seeded, weightedPicker } from './random'

describe('weightedPicker', () => {
  it('picks each item in proportion to its weight, never one of weight zero', () => {
    const pick = weightedPicker(['a', 'b', 'c'], (item) => ({ a: 3, b: 1, c: 0 })[item]!, seeded(1))
    const counts = { a: 0, b: 0, c: 0 }
    for (let draw = 0; draw < 40_000; draw++) counts[pick() as 'a' | 'b' | 'c']++
    expect(counts.c).toBe(0)
    expect(counts.a / 40_000).toBeCloseTo(0.75, 1)
  })

  it('refuses items without any weight', () => {
    expect(() => weightedPicker(['a'], () => 0, seeded(1))).toThrow(/no item has a weight/)
  })
})
