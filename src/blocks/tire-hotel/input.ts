/**
 * The tire hotel's input rules (spec 03 §5 "Tire hotel"), pure so they are unit-tested: the
 * registration number, the code boxes (four, or eight for a step-up code) and the booking's contact
 * fields.
 */
import {
  keepMobileCharacters,
  mobilePattern,
  tireEmailPattern,
  type BookingPayload,
} from '@/services/tire-hotel/contract'

export const registrationMax = 7
export const registrationMin = 2

/** Upper-cased, spaces removed, at most 7 characters. */
export const normaliseRegistration = (value: string) =>
  value.replace(/\s+/g, '').toUpperCase().slice(0, registrationMax)

/** "Fortsätt" needs at least 2 characters. */
export const canSearch = (registration: string) => registration.length >= registrationMin

/** Four boxes; eight when the server sent a step-up code (docs/decisions.md, "One-time codes"). */
export type CodeLength = 4 | 8
export type CodeDigits = string[]
export const emptyCode = (length: CodeLength = 4): CodeDigits => Array.from({ length }, () => '')
export const isCompleteCode = (digits: CodeDigits) => digits.every((digit) => /^\d$/.test(digit))

/** The code boxes after a change and the box to focus next. */
export type CodeEdit = { digits: CodeDigits; focus: number }

const digitsIn = (text: string) => text.replace(/\D/g, '')

/** The first digits of a pasted text fill the boxes from the first; the box after them takes the focus. */
export function pasteCode(text: string, length: CodeLength = 4): CodeEdit | null {
  const pasted = digitsIn(text).slice(0, length)
  if (!pasted) return null
  const digits = emptyCode(length).map((_, index) => pasted[index] ?? '')
  return { digits, focus: Math.min(pasted.length, length - 1) }
}

/**
 * What a box holds after input: only digits count; the digit just typed replaces the one there and
 * moves on to the next box; an emptied box is cleared. A whole code at once (the phone's one-time-code autofill) fills every box.
 */
export function typeInBox(digits: CodeDigits, index: number, value: string): CodeEdit {
  const typed = digitsIn(value)
  // A letter or sign typed is dropped; the box keeps its digit.
  if (value !== '' && !typed) return { digits, focus: index }
  if (typed.length > 2) return pasteCode(typed, digits.length as CodeLength)!
  const next = [...digits]
  next[index] = typed.slice(-1)
  return { digits: next, focus: typed ? Math.min(index + 1, digits.length - 1) : index }
}

/** Backspace, Delete and the arrows move between the boxes; null for a key the box handles itself. */
export function codeKey(digits: CodeDigits, index: number, key: string): CodeEdit | null {
  const last = digits.length - 1
  switch (key) {
    case 'Backspace': {
      const next = [...digits]
      if (digits[index]) {
        next[index] = ''
        return { digits: next, focus: index }
      }
      if (index === 0) return { digits, focus: 0 }
      next[index - 1] = ''
      return { digits: next, focus: index - 1 }
    }
    case 'Delete': {
      const next = [...digits]
      next[index] = ''
      return { digits: next, focus: index }
    }
    case 'ArrowLeft':
      return { digits, focus: Math.max(0, index - 1) }
    case 'ArrowRight':
      return { digits, focus: Math.min(last, index + 1) }
    case 'Home':
      return { digits, focus: 0 }
    case 'End':
      return { digits, focus: last }
    default:
      return null
  }
}

export type Contact = {
  firstName: string
  lastName: string
  phoneMobile: string
  email: string
  comment: string
}
export type ContactField = Exclude<keyof Contact, 'comment'>
export const emptyContact: Contact = { firstName: '', lastName: '', phoneMobile: '', email: '', comment: '' }

/** The mobile field keeps only digits and plus as it is typed. */
export const normaliseMobile = keepMobileCharacters

export type ContactMessages = Record<ContactField, string>

/** Spec 03 §5: names required, mobile 8 to 15 digits or plus, e-mail of a basic shape; the comment optional. */
export function contactErrors(
  contact: Contact,
  messages: ContactMessages,
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  if (!contact.firstName.trim()) errors.firstName = messages.firstName
  if (!contact.lastName.trim()) errors.lastName = messages.lastName
  if (!mobilePattern.test(contact.phoneMobile)) errors.phoneMobile = messages.phoneMobile
  if (!tireEmailPattern.test(contact.email.trim())) errors.email = messages.email
  return errors
}

/** The booking's body: a time books that start, none the day's full-day place; texts trimmed. */
export const bookingPayload = (
  regNo: string,
  date: string,
  time: string | null,
  contact: Contact,
): BookingPayload => ({
  bookingDate: date,
  bookingStart: time ? `${date}T${time}:00` : null,
  regNo,
  freeText: contact.comment.trim(),
  customer: {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phoneMobile: contact.phoneMobile,
  },
})
