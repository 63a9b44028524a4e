import { describe, expect, it } from 'vitest'
import { PageCache } from './page-cache.mjs'

const nonce = 'b2xkLW5vbmNlLW9sZC1ub25jZS1vbGQtbm9uY2UtMDAwMDAw'
type Request = { method: string; url: string; headers: Record<string, string> }
const request = (url = '/kop-bil?car_fuel=El', headers: Record<string, string> = {}): Request => ({
  method: 'GET',
  url,
  headers: { host: 'automotive-se.localhost:3000', ...headers },
})
const page = (
  overrides: Partial<{ status: number; headers: Record<string, unknown>; body: string }> = {},
) => ({
  status: overrides.status ?? 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    'content-encoding': 'gzip',
    'content-length': '123',
    ...overrides.headers,
  },
  body: Buffer.from(overrides.body ?? `<script nonce="${nonce}">go()</script><p>Volvo XC60</p>`),
})
const visitorPage = { cacheable: true }

function cacheWith(entry = page(), record: object = visitorPage, at = request()) {
  const cache = new PageCache()
  const key = cache.keyOf(at)!
  cache.store(key, at, entry, record, cache.generation)
  return { cache, key }
}

describe('page cache', () => {
  it('serves a kept page again with a new nonce in the body and in the CSP header each time', () => {
    const { cache, key } = cacheWith()
    const first = cache.lookup(key, request())!
    const second = cache.lookup(key, request())!
    const firstNonce = /nonce="([^"]+)"/.exec(first.body.toString())![1]
    expect(firstNonce).not.toBe(nonce)
    expect(first.headers['content-security-policy']).toContain(`'nonce-${firstNonce}'`)
    expect(first.body.toString()).toContain('<p>Volvo XC60</p>')
    expect(second.body.toString()).not.toContain(firstNonce)
    // Kept uncompressed: the encoding and length are set again for each response.
    expect(first.headers['content-encoding']).toBeUndefined()
    expect(first.headers['content-length']).toBeUndefined()
  })

  it.each([
    ['the page did not allow it', page(), {}],
    ['something was logged while rendering', page(), { cacheable: false }],
    ['the status is not 200', page({ status: 404 }), visitorPage],
    ['it sets a cookie', page({ headers: { 'set-cookie': 'a=1' } }), visitorPage],
    ['it is not HTML', page({ headers: { 'content-type': 'application/json' } }), visitorPage],
  ])('keeps nothing when %s', (_, entry, record) => {
    const { cache, key } = cacheWith(entry, record)
    expect(cache.lookup(key, request())).toBeNull()
  })

  it('keeps nothing rendered before the cache was cleared by an edit', () => {
    const cache = new PageCache()
    const key = cache.keyOf(request())!
    const began = cache.generation
    cache.clear()
    cache.store(key, request(), page(), visitorPage, began)
    expect(cache.lookup(key, request())).toBeNull()
  })

  it('serves a copy only to requests with the same values of the cookies the page read', () => {
    const { cache, key } = cacheWith(page(), { cacheable: true, varyCookies: ['hideAlert'] })
    expect(cache.lookup(key, request(undefined, { cookie: 'hideAlert=1' }))).toBeNull()
    expect(cache.lookup(key, request(undefined, { cookie: '_ga=GA1.2; other=x' }))).not.toBeNull()
  })

  it.each([
    ['a POST', { ...request(), method: 'POST' }],
    ['a client-side navigation (RSC)', request(undefined, { rsc: '1' })],
    ['an RSC fetch by query', request('/kop-bil?_rsc=abc')],
    ['the admin', request('/admin/collections/pages')],
    ['an API', request('/api/forms/comhub')],
    ['a framework file', request('/_next/static/chunks/main.js')],
  ])('never answers %s from the cache', (_, at) => {
    expect(new PageCache().keyOf(at as Request)).toBeNull()
  })

  it('keys on protocol, host and the whole URL', () => {
    const cache = new PageCache()
    const keys = new Set([
      cache.keyOf(request()),
      cache.keyOf(request('/kop-bil?car_fuel=Diesel')),
      cache.keyOf(request(undefined, { host: 'carstore-se.localhost:3000' })),
      cache.keyOf(request(undefined, { 'x-forwarded-proto': 'https' })),
    ])
    expect(keys.size).toBe(4)
  })

  it('drops a copy after its time to live', () => {
    let now = 1_000
    const cache = new PageCache({ ttlMs: 5_000, now: () => now })
    const key = cache.keyOf(request())!
    cache.store(key, request(), page(), visitorPage, cache.generation)
    now += 4_999
    expect(cache.lookup(key, request())).not.toBeNull()
    now += 1
    expect(cache.lookup(key, request())).toBeNull()
  })

  it('drops the least recently used copies beyond its size', () => {
    const body = 'x'.repeat(1_000)
    const cache = new PageCache({ maxBytes: 8_000 })
    const keys = ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h', '/i'].map((path) => {
      const key = cache.keyOf(request(path))!
      cache.store(key, request(path), page({ body }), visitorPage, cache.generation)
      if (path === '/b') cache.lookup(cache.keyOf(request('/a'))!, request('/a'))
      return key
    })
    expect(cache.lookup(keys[0], request('/a'))).not.toBeNull()
    expect(cache.lookup(keys[1], request('/b'))).toBeNull()
    expect(cache.lookup(keys[8], request('/i'))).not.toBeNull()
  })
})
