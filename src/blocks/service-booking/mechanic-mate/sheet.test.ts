import { describe, expect, it } from 'vitest'
import { expandedAfterDrag, isDrag } from './sheet'

describe('the bottom sheet drag', () => {
  it('closes only beyond 200 px down', () => {
    expect(expandedAfterDrag(true, 200)).toBe(true)
    expect(expandedAfterDrag(true, 201)).toBe(false)
    expect(expandedAfterDrag(true, -300)).toBe(true)
  })

  it('opens only beyond 20 px up', () => {
    expect(expandedAfterDrag(false, -20)).toBe(false)
    expect(expandedAfterDrag(false, -21)).toBe(true)
    expect(expandedAfterDrag(false, 300)).toBe(false)
  })

  it('treats a few pixels as a click', () => {
    expect(isDrag(5)).toBe(false)
    expect(isDrag(-6)).toBe(true)
  })
})
