import { describe, expect, it } from 'vitest'
import { truncateTooltip } from './texts'

describe('truncateTooltip', () => {
  it('keeps 288 characters and adds an ellipsis only when longer', () => {
    expect(truncateTooltip('a'.repeat(288))).toBe('a'.repeat(288))
    expect(truncateTooltip('a'.repeat(300))).toBe(`${'a'.repeat(288)}…`)
  })
})
