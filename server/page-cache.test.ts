import { describe, expect, it } from 'vitest'
import { PageCache } from './page-cache.mjs'

type Request = { method: string; url: string; headers: Record<string, string> }
const request = (url = '/kop-bil?car_fuel=El', headers: Record<string, string> = {}): Request => ({
  method: 'GET',
  url,
  headers: { host: 'automotive-se.localhost:3000', ...headers },
})
const hashedPolicy = `script-src 'self' 'sha256-${'A'.repeat(43)}='`
const page = (
  overrides: Partial<{ status: number; headers: Record<string, unknown>; body: string }> = {},
) => ({
  status: overrides.status ?? 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': hashedPolicy,
    'content-encoding': 'gzip',
    'content-length': '123',
    'cache-control': 'public, s-maxage=300, stale-while-revalidate=60',
    ...overrides.headers,
  },
  body: Buffer.from(overrides.body ?? `<script>go()</script><p>Volvo XC60</p>`),
})
const visitorPage = { cacheable: true }

function cacheWith(entry = page(), record: object = visitorPage, at = request()) {
  const cache = new PageCache()
  const key = cache.keyOf(at)!
  cache.store(key, at, entry, record, cache.generation)
  return { cache, key }
}

describe('page cache', () => {
  it('serves a kept page again as kept, with what the page read for the shared cache', () => {
    const record = {
      cacheable: true,
      cacheTags: ['site:automotive-se', 'page:7'],
      varyCookies: ['hideAlert'],
    }
    const { cache, key } = cacheWith(page(), record)
    const hit = cache.lookup(key, request())!
    expect(hit.body.toString()).toBe('<script>go()</script><p>Volvo XC60</p>')
    expect(hit.headers['content-security-policy']).toBe(hashedPolicy)
    expect(hit.page).toEqual({ cacheTags: ['site:automotive-se', 'page:7'], varyCookies: ['hideAlert'] })
    // Kept uncompressed: the encoding and length are set again for each response, and the
    // caching headers too (public to a visitor, private to an editor).
    expect(hit.headers['content-encoding']).toBeUndefined()
    expect(hit.headers['content-length']).toBeUndefined()
    expect(hit.headers['cache-control']).toBeUndefined()
  })

  it('keeps no page that still carries a nonce: every visitor would get the same one', () => {
    const signed = page({
      headers: { 'content-security-policy': "script-src 'self' 'nonce-abc' 'strict-dynamic'" },
    })
    const { cache, key } = cacheWith(signed)
    expect(cache.lookup(key, request())).toBeNull()
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
    ['an optimised image', request('/_i/640/c/car.webp')],
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
