import { describe, expect, it } from 'vitest'
import { bookingRequestSchema } from './booking-request'

const valid = {
  customer: { firstName: 'Anna', lastName: 'Kund', phone: '+46 70 123 45 67', email: 'anna@example.se' },
  departmentId: '100.4502',
  timeSlot: '2026-12-01T09:00:00',
  registrationNumber: 'ABC123',
  serviceOfferingRequests: [{ kobraId: 'smallservice' }],
}

describe('bookingRequestSchema', () => {
  it('accepts the spec’s request and fills the defaults (mileage 1, not full day)', () => {
    const parsed = bookingRequestSchema.parse(valid)
    expect(parsed).toMatchObject({ mileage: 1, isFullDay: false, freeText: '' })
  })
  it('refuses a bad phone, e-mail, long free text, no services and a malformed time, naming each field', () => {
    const result = bookingRequestSchema.safeParse({
      ...valid,
      customer: { ...valid.customer, phone: '12-34', email: 'anna@example.s' },
      freeText: 'x'.repeat(81),
      timeSlot: '2026-12-01 09:00',
      serviceOfferingRequests: [],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'customer.email',
      'customer.phone',
      'freeText',
      'serviceOfferingRequests',
      'timeSlot',
    ])
  })
})
