import { describe, expect, it } from 'vitest'
import { canonicalPhone, obfuscatePhone } from './phone'

describe('agreement phone numbers', () => {
  it('count as one number however they are written', () => {
    for (const written of ['070-123 45 67', '+46 70 123 45 67', '0046701234567', '+46701234567'])
      expect(canonicalPhone(written)).toBe('+46701234567')
  })

  it('show only the last two digits', () => {
    expect(obfuscatePhone('+46 70 123 45 67')).toBe('********67')
    expect(obfuscatePhone('+47 912 34 567')).toBe('********67')
  })
})
