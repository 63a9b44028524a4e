import { describe, expect, it } from 'vitest'
import { saveOutcome } from './outcome'

describe('saveOutcome', () => {
  it('reads the answers of POST /api/alerts', () => {
    expect(saveOutcome(202, { status: 'pending' }, 'a@b.se')).toBe('sent')
    expect(saveOutcome(429, { error: 'Too many' }, 'a@b.se')).toBe('tooMany')
    expect(saveOutcome(400, { fields: { email: 'Invalid email address' } }, 'a@b')).toBe('invalidEmail')
    expect(saveOutcome(400, { fields: { email: 'This address already has 20 alerts' } }, 'a@b.se')).toBe(
      'limit',
    )
    expect(saveOutcome(400, { fields: { filters: 'Unknown field' } }, 'a@b.se')).toBe('failed')
    expect(saveOutcome(500, null, 'a@b.se')).toBe('failed')
  })
})
