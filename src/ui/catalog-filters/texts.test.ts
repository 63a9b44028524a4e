import { describe, expect, it } from 'vitest'
import { fill } from './texts'

describe('fill', () => {
  it('replaces known placeholders and leaves others', () => {
    expect(fill('Visar {shown} av {total} {x}', { shown: 48, total: '750' })).toBe('Visar 48 av 750 {x}')
  })
})
