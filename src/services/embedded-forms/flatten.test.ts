import { describe, expect, it } from 'vitest'
import { embeddedForm } from '@/lib/forms/embedded'
import { flattenedAnswer } from './flatten'

describe('the answers of the jotform log entry (spec 02 §7)', () => {
  const form = embeddedForm({
    id: 4,
    title: 'Tyck till',
    fields: [
      { blockType: 'fullname', name: 'name', label: 'Namn' },
      { blockType: 'address', name: 'address', label: 'Adress' },
      { blockType: 'phone', name: 'phone', label: 'Telefon' },
      { blockType: 'datetime', name: 'visit', label: 'Besök' },
      { blockType: 'rating', name: 'rating', label: 'Betyg', max: 4 },
    ],
  })
  it('flattens each kind for the log entry', () => {
    const [name, address, phone, visit, rating] = form.fields
    const checkbox = { ...phone, kind: 'checkbox' as const }
    expect(flattenedAnswer(name, '{"first":"Eva","last":"Test"}', 'sv-SE')).toBe('Eva Test')
    expect(
      flattenedAnswer(address, '{"street":"Storgatan 1","postalCode":"111 22","city":"Stockholm"}', 'sv-SE'),
    ).toBe('Storgatan 1, 111 22 Stockholm')
    expect(flattenedAnswer(address, '{"street":"","postalCode":"","city":"Lund"}', 'sv-SE')).toBe('Lund')
    expect(flattenedAnswer(phone, '070 123', 'sv-SE')).toBe('070 123')
    expect(flattenedAnswer(checkbox, 'true', 'sv-SE')).toBe('Yes')
    expect(flattenedAnswer(checkbox, 'false', 'sv-SE')).toBe('No')
    expect(flattenedAnswer(visit, '2026-11-24T14:30', 'sv-SE')).toBe('2026-11-24 14:30')
    expect(flattenedAnswer(visit, '2026-03-12T09:05', 'sk-SK')).toBe('12.\u00a03.\u00a02026 9:05')
    expect(flattenedAnswer(rating, '3', 'sv-SE')).toBe('3/4')
    expect(flattenedAnswer(rating, '', 'sv-SE')).toBe('')
    expect(flattenedAnswer(undefined, 'kept', 'sv-SE')).toBe('kept')
    expect(flattenedAnswer(name, 'not json', 'sv-SE')).toBe('not json')
  })
})
