import { describe, expect, it } from 'vitest'
import { fill, truncateTooltip } from './texts'

describe('truncateTooltip', () => {
  it('keeps 288 characters and adds an ellipsis only when longer', () => {
    expect(truncateTooltip('a'.repeat(288))).toBe('a'.repeat(288))
    expect(truncateTooltip('a'.repeat(300))).toBe(`${'a'.repeat(288)}…`)
  })
})

describe('fill', () => {
  it('replaces known placeholders and leaves others', () => {
    expect(fill('Visar {shown} av {total} {x}', { shown: 48, total: '750' })).toBe('Visar 48 av 750 {x}')
  })
})
