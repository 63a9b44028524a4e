import { describe, expect, it } from 'vitest'
import {
  bookingPayload,
  canSearch,
  codeKey,
  contactErrors,
  emptyCode,
  isCompleteCode,
  normaliseMobile,
  normaliseRegistration,
  pasteCode,
  typeInBox,
  type Contact,
} from './input'

describe('the registration number (spec 03 §5)', () => {
  it('is upper-cased, loses its spaces and keeps at most 7 characters', () => {
    expect(normaliseRegistration('abc 123')).toBe('ABC123')
    expect(normaliseRegistration(' d h t 2 0 2 ')).toBe('DHT202')
    expect(normaliseRegistration('abcd12345')).toBe('ABCD123')
  })

  it('lets "Fortsätt" go from 2 characters', () => {
    expect(canSearch('')).toBe(false)
    expect(canSearch('A')).toBe(false)
    expect(canSearch('AB')).toBe(true)
  })
})

describe('the four code boxes (spec 03 §5)', () => {
  const code = (text: string) => [...text.padEnd(4, ' ')].map((char) => char.trim())

  it('takes only digits; a digit moves on to the next box, the last box keeps the focus', () => {
    expect(typeInBox(emptyCode(), 0, '7')).toEqual({ digits: code('7'), focus: 1 })
    expect(typeInBox(code('7'), 1, 'x')).toEqual({ digits: code('7'), focus: 1 })
    expect(typeInBox(code('75'), 1, '-')).toEqual({ digits: code('75'), focus: 1 })
    expect(typeInBox(code('123'), 3, '4')).toEqual({ digits: code('1234'), focus: 3 })
  })

  it('replaces a box’s digit with the one typed and clears a box emptied', () => {
    expect(typeInBox(code('12'), 0, '19')).toEqual({ digits: code('92'), focus: 1 })
    expect(typeInBox(code('12'), 1, '')).toEqual({ digits: code('1'), focus: 1 })
  })

  it('fills every box from a whole code typed at once (the phone’s autofill)', () => {
    expect(typeInBox(emptyCode(), 0, '4821')).toEqual({ digits: code('4821'), focus: 3 })
  })

  it('pastes the first four digits from the first box, whatever surrounds them', () => {
    expect(pasteCode('123456')).toEqual({ digits: code('1234'), focus: 3 })
    expect(pasteCode('Din kod till däckhotellet är 9876.')).toEqual({ digits: code('9876'), focus: 3 })
    expect(pasteCode('12')).toEqual({ digits: code('12'), focus: 2 })
    expect(pasteCode('abc')).toBeNull()
  })

  it('moves with Backspace, Delete, the arrows, Home and End; other keys are the box’s own', () => {
    expect(codeKey(code('12'), 1, 'Backspace')).toEqual({ digits: code('1'), focus: 1 })
    expect(codeKey(code('1'), 1, 'Backspace')).toEqual({ digits: emptyCode(), focus: 0 })
    expect(codeKey(emptyCode(), 0, 'Backspace')).toEqual({ digits: emptyCode(), focus: 0 })
    expect(codeKey(code('123'), 1, 'Delete')).toEqual({ digits: ['1', '', '3', ''], focus: 1 })
    expect(codeKey(code('12'), 1, 'ArrowLeft')).toEqual({ digits: code('12'), focus: 0 })
    expect(codeKey(code('12'), 0, 'ArrowLeft')?.focus).toBe(0)
    expect(codeKey(code('12'), 2, 'ArrowRight')?.focus).toBe(3)
    expect(codeKey(code('12'), 3, 'ArrowRight')?.focus).toBe(3)
    expect(codeKey(code('12'), 2, 'Home')?.focus).toBe(0)
    expect(codeKey(code('12'), 0, 'End')?.focus).toBe(3)
    expect(codeKey(code('12'), 0, '5')).toBeNull()
    expect(codeKey(code('12'), 0, 'Tab')).toBeNull()
  })

  it('has eight boxes for a step-up code: typing, autofill, paste and End reach the eighth', () => {
    const eight = emptyCode(8)
    expect(eight).toHaveLength(8)
    expect(typeInBox(eight, 0, '12345678')).toEqual({ digits: [...'12345678'], focus: 7 })
    expect(pasteCode('Din kod till däckhotellet är 87654321.', 8)).toEqual({
      digits: [...'87654321'],
      focus: 7,
    })
    expect(typeInBox([...'1234567', ''], 7, '8')).toEqual({ digits: [...'12345678'], focus: 7 })
    expect(codeKey(eight, 0, 'End')?.focus).toBe(7)
    expect(codeKey(eight, 6, 'ArrowRight')?.focus).toBe(7)
    expect(isCompleteCode([...'1234567', ''])).toBe(false)
    expect(isCompleteCode([...'12345678'])).toBe(true)
  })

  it('is complete with four digits only', () => {
    expect(isCompleteCode(code('123'))).toBe(false)
    expect(isCompleteCode(code('1234'))).toBe(true)
  })
})

describe('the booking’s contact details (spec 03 §5)', () => {
  const messages = { firstName: 'F', lastName: 'L', phoneMobile: 'M', email: 'E' }
  const valid: Contact = {
    firstName: 'Anna',
    lastName: 'Kund',
    phoneMobile: '+46701234567',
    email: 'anna@example.se',
    comment: '',
  }

  it('keeps only digits and plus in the mobile number', () => {
    expect(normaliseMobile('+46 70-123 45 67')).toBe('+46701234567')
    expect(normaliseMobile('070 abc 123')).toBe('070123')
  })

  it('asks for both names, a mobile of 8 to 15 digits or plus, and an e-mail; the comment is optional', () => {
    expect(contactErrors(valid, messages)).toEqual({})
    expect(contactErrors({ ...valid, firstName: ' ', lastName: '' }, messages)).toEqual({
      firstName: 'F',
      lastName: 'L',
    })
    expect(contactErrors({ ...valid, phoneMobile: '0701234' }, messages)).toEqual({ phoneMobile: 'M' })
    expect(contactErrors({ ...valid, phoneMobile: '07012345' }, messages)).toEqual({})
    expect(contactErrors({ ...valid, phoneMobile: '+4670123456789' }, messages)).toEqual({})
    expect(contactErrors({ ...valid, phoneMobile: '+467012345678901' }, messages)).toEqual({
      phoneMobile: 'M',
    })
    expect(contactErrors({ ...valid, email: 'anna@example' }, messages)).toEqual({ email: 'E' })
    expect(contactErrors({ ...valid, email: 'anna @example.se' }, messages)).toEqual({ email: 'E' })
  })

  it('books the chosen start, or the full-day place without a time, with the texts trimmed', () => {
    const contact = { ...valid, firstName: ' Anna ', comment: ' Ring först ' }
    expect(bookingPayload('ABC123', '2026-12-10', '09:30', contact)).toMatchObject({
      bookingDate: '2026-12-10',
      bookingStart: '2026-12-10T09:30:00',
      regNo: 'ABC123',
      freeText: 'Ring först',
      customer: { firstName: 'Anna' },
    })
    expect(bookingPayload('ABC123', '2026-12-10', null, contact).bookingStart).toBeNull()
  })
})
