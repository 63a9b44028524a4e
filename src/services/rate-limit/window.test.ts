import { describe, expect, it } from 'vitest'
import { clientAddress, clientKey } from './client'
import { parseRule, ruleFor } from './rules'
import { decide, windowAt } from './window'

describe('fixed windows', () => {
  const rule = { limit: 3, windowSeconds: 60 }

  it('start at multiples of the window length', () => {
    expect(windowAt(125_000, rule)).toEqual({ start: 120_000, end: 180_000 })
    expect(windowAt(120_000, rule)).toEqual({ start: 120_000, end: 180_000 })
  })

  it('allow the limit and refuse the next hit until the window ends', () => {
    const window = windowAt(125_000, rule)
    expect(decide(3, rule, window, 125_000)).toEqual({ allowed: true })
    expect(decide(4, rule, window, 125_000)).toEqual({ allowed: false, retryAfterSeconds: 55 })
    expect(decide(9, rule, window, 179_900)).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })
})

describe('rules', () => {
  it('take <hits>/<seconds> from RATE_LIMIT_<NAME>', () => {
    expect(ruleFor('leadMail', { RATE_LIMIT_LEAD_MAIL: '2/3600' })).toEqual({ limit: 2, windowSeconds: 3600 })
    expect(ruleFor('search', {})).toEqual({ limit: 120, windowSeconds: 60 })
  })

  it.each(['', 'ten/60', '5', '5/0', '-1/60'])('refuse the setting "%s"', (text) => {
    expect(() => parseRule(text)).toThrow(/<hits>\/<seconds>/)
  })
})

describe('the client of a request', () => {
  it('is the socket address, without IPv4-mapped dressing', () => {
    expect(clientAddress({ remoteAddress: '::ffff:127.0.0.2' })).toBe('127.0.0.2')
    expect(clientAddress({})).toBe('unknown')
  })

  it('ignores X-Forwarded-For unless the peer is a trusted proxy', () => {
    expect(clientAddress({ remoteAddress: '203.0.113.9', forwardedFor: '198.51.100.1' })).toBe('203.0.113.9')
    expect(
      clientAddress({
        remoteAddress: '203.0.113.9',
        forwardedFor: '198.51.100.1',
        trustedProxies: ['10.0.0.1'],
      }),
    ).toBe('203.0.113.9')
  })

  it('takes the rightmost untrusted hop behind trusted proxies, whatever the client wrote further left', () => {
    expect(
      clientAddress({
        remoteAddress: '::ffff:10.0.0.1',
        forwardedFor: '1.1.1.1, 198.51.100.7, 10.0.0.2',
        trustedProxies: ['10.0.0.1', '10.0.0.2'],
      }),
    ).toBe('198.51.100.7')
  })

  it('counts IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('192.0.2.10')).toBe('192.0.2.10')
    expect(clientKey('2001:db8:0:12:abcd::1')).toBe('2001:db8:0:12::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })
})
