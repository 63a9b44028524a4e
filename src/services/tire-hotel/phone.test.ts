import { describe, expect, it } from 'vitest'
import { canonicalPhone, mobileNumberOf, obfuscatePhone } from './phone'

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

describe('mobile numbers of a market', () => {
  it('take Sweden’s mobile series with seven digits after them, nothing longer or from another series', () => {
    for (const mobile of ['070-000 01 01', '+46 72 123 45 67', '0736-123456', '076 123 45 67', '079-1234567'])
      expect(mobileNumberOf(mobile, 'SE'), mobile).toMatch(/^\+467\d{8}$/)
    // Eleven digits, the 071 and 074 series, a landline and a Norwegian mobile get no code.
    for (const other of [
      '0715-1234567',
      '070-12345678',
      '071-123 45 67',
      '074-123 45 67',
      '08-123 456 78',
      '+47 912 34 567',
    ])
      expect(mobileNumberOf(other, 'SE'), other).toBeNull()
  })

  it('know the other markets’ mobiles', () => {
    expect(mobileNumberOf('+47 912 34 567', 'NO')).toBe('+4791234567')
    expect(mobileNumberOf('+47 22 12 34 56', 'NO')).toBeNull()
    expect(mobileNumberOf('+421 905 123 456', 'SK')).toBe('+421905123456')
    expect(mobileNumberOf('+421 2 1234 5678', 'SK')).toBeNull()
  })
})
