import { describe, expect, it } from 'vitest'
import { comparablePhone, namesCustomer, retentionCutoff, retentionMonths, withoutQuery } from './policy'

describe('the retention period', () => {
  it('is 24 months unless CUSTOMER_DATA_RETENTION_MONTHS names another whole number of months', () => {
    expect(retentionMonths({})).toBe(24)
    expect(retentionMonths({ CUSTOMER_DATA_RETENTION_MONTHS: '36' })).toBe(36)
    for (const wrong of ['0', '-3', '1.5', 'two', '241']) {
      expect(retentionMonths({ CUSTOMER_DATA_RETENTION_MONTHS: wrong })).toBe(24)
    }
  })

  it('ends on the calendar day of the workshops, which may differ from UTC', () => {
    // 23:30 UTC on 31 January is already 1 February in Stockholm.
    const cutoff = retentionCutoff(new Date('2027-01-31T23:30:00Z'), 'Europe/Stockholm', 24)
    expect(cutoff).toEqual({ at: new Date('2025-01-31T23:30:00Z'), day: '2025-02-01' })
  })
})

describe('finding one customer', () => {
  it('compares phone numbers in any format, and e-mail addresses in any case', () => {
    const names = namesCustomer({ email: 'Anna@Example.se', phone: '070-123 45 67' })
    for (const stored of ['+46 70 123 45 67', '0046701234567', '(070) 123 45 67', 'anna@example.SE'])
      expect(names({ nested: [{ value: stored }] })).toBe(true)
    for (const stored of ['+46 70 123 45 68', 'anna@example.com', '1234567', 'Anna', null, 46701234567])
      expect(names({ value: stored })).toBe(false)
  })

  it('takes only numbers of at least six digits for a phone number', () => {
    expect(comparablePhone('12345')).toBeNull()
    expect(comparablePhone('Ring 070 123')).toBeNull()
    expect(comparablePhone('070-123 45 67')).toBe('+46701234567')
  })

  it('drops the query and fragment of an address, which may carry a person’s data', () => {
    expect(withoutQuery('https://a.example/bil/1?email=a%40b.se#form')).toBe('https://a.example/bil/1')
    expect(withoutQuery('https://a.example/kontakt#top')).toBe('https://a.example/kontakt')
    expect(withoutQuery('https://a.example/')).toBe('https://a.example/')
    expect(withoutQuery(null)).toBeNull()
  })
})
