import { describe, expect, it } from 'vitest'
import { normaliseRegistration, plateParts } from './registration'

describe('normaliseRegistration', () => {
  it('accepts both Swedish plate forms in any case and spacing', () => {
    expect(normaliseRegistration('abc 123')).toBe('ABC123')
    expect(normaliseRegistration(' ABC12A ')).toBe('ABC12A')
    expect(normaliseRegistration('mlb-45p')).toBe('MLB45P')
  })
  it('refuses what the Transport Agency never issues', () => {
    for (const input of ['', 'AB123', 'ABCD123', '123ABC', 'ABI123', 'QAB123', 'ÅBC123', 'ABC12O', 'ABC1234'])
      expect(normaliseRegistration(input)).toBeNull()
  })
  it('splits a plate for the summary as three and the rest', () => {
    expect(plateParts('ABC12A')).toEqual(['ABC', '12A'])
  })
})
