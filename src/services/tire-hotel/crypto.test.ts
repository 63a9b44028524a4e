import { beforeAll, describe, expect, it } from 'vitest'

let crypto: typeof import('./crypto')
beforeAll(async () => {
  process.env.PAYLOAD_SECRET = 'a test secret of the tire hotel, 32+ characters'
  crypto = await import('./crypto')
})

describe('sealed tokens', () => {
  it('open for their purpose until they expire, and read as nothing else', () => {
    const token = crypto.seal('phone', { a: 7, r: 'ABC123' }, 2_000)
    expect(crypto.unseal('phone', token, 1_999)).toEqual({ a: 7, r: 'ABC123', exp: 2_000 })
    expect(crypto.unseal('phone', token, 2_000)).toBeNull()
    expect(crypto.unseal('session', token, 1_000)).toBeNull()
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('ABC123')
  })

  it('refuse any altered byte and any made-up token', () => {
    const token = crypto.seal('session', { a: 1 }, 10_000)
    const bytes = Buffer.from(token, 'base64url')
    for (let index = 0; index < bytes.length; index++) {
      const altered = Buffer.from(bytes)
      altered[index] ^= 1
      expect(crypto.unseal('session', altered.toString('base64url'), 0)).toBeNull()
    }
    expect(crypto.unseal('session', 'not a token', 0)).toBeNull()
    expect(crypto.unseal('session', '', 0)).toBeNull()
  })
})

describe('codes and digests', () => {
  it('codes are four digits and cover the whole range', () => {
    const seen = new Set(Array.from({ length: 20_000 }, () => crypto.randomCode()))
    expect([...seen].every((code) => /^\d{4}$/.test(code))).toBe(true)
    expect(seen.size).toBeGreaterThan(8_000)
  })

  it('keyed hashes depend on every part, and compare equal only when equal', () => {
    const digest = crypto.keyedHash('code', 'token', '1234')
    expect(digest).toMatch(/^[0-9a-f]{64}$/)
    expect(crypto.keyedHash('code', 'token', '1235')).not.toBe(digest)
    expect(crypto.keyedHash('code', 'token1', '234')).not.toBe(digest)
    expect(crypto.sameDigest(digest, crypto.keyedHash('code', 'token', '1234'))).toBe(true)
    expect(crypto.sameDigest(digest, crypto.keyedHash('code', 'token', '4321'))).toBe(false)
    expect(crypto.sameDigest(digest, 'abcd')).toBe(false)
  })
})
