import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  hashedPolicy,
  inlineScriptHashes,
  privateCacheControl,
  sharedCacheHeaders,
  sharedCacheSettings,
  withoutNonce,
} from './shared-cache.mjs'

// sha256 of "go()" and of "var a=1", base64 (as `openssl dgst -sha256 -binary | base64` gives).
const goHash = "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='"
const varHash = "'sha256-WazVQOu5lmXfSreSrMJd1CsaQ4c00fUQpJfBYCuMSIw='"
const settings = { maxAge: 300, staleWhileRevalidate: 60 }
const visitor = (cookie?: string) => ({ headers: cookie ? { cookie } : {} })

describe('the hashed policy of a page a shared cache keeps', () => {
  it('hashes each inline script once, not external scripts or data blocks', () => {
    const html = [
      '<script>go()</script>',
      '<script async="" src="/_next/static/chunks/main.js"></script>',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script type="module">var a=1</script>',
      '<script>go()</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([goHash, varHash])
  })

  it("swaps the nonce and 'strict-dynamic' for the hashes, keeping the host sources and other directives", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'"
    expect(hashedPolicy(policy, [goHash])).toBe(
      `default-src 'self'; script-src 'self' https://www.googletagmanager.com ${goHash}; style-src 'self' 'unsafe-inline'`,
    )
  })

  it('takes the nonce out of the body before hashing, so the hashes match what is sent', () => {
    const nonce = 'bm9uY2UtMTIz'
    const page = withoutNonce({
      policy: `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      body: Buffer.from(`<script nonce="${nonce}">go()</script><p data-nonce="${nonce}">Volvo</p>`),
    })
    expect(page.body.toString()).toBe('<script>go()</script><p data-nonce="">Volvo</p>')
    expect(page.policy).toBe(`script-src 'self' ${goHash}`)
    expect(page.policy).not.toContain('unsafe-inline')
  })

  it('takes out copies of the nonce side by side and at the very end of the page', () => {
    const nonce = 'bm9uY2UtMTIz'
    const page = withoutNonce({
      policy: `script-src 'self' 'nonce-${nonce}'`,
      body: Buffer.from(`<script nonce="${nonce}">go()</script><p>${nonce}${nonce}</p>${nonce}`),
    })
    expect(page.body.toString()).toBe('<script>go()</script><p></p>')
    expect(page.policy).toBe(`script-src 'self' ${goHash}`)
  })

  it('keeps the text outside ASCII as it was and hashes the bytes the browser hashes', () => {
    const nonce = 'bm9uY2UtMTIz'
    const script = 'show("Växellåda – 1 711 mil")'
    const page = withoutNonce({
      policy: `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      body: Buffer.from(`<h1>Köp bil</h1><script nonce="${nonce}">${script}</script>`),
    })
    expect(page.body.toString()).toBe(`<h1>Köp bil</h1><script>${script}</script>`)
    expect(page.policy).toBe(`script-src 'self' ${inlineScriptHashes(`<script>${script}</script>`)[0]}`)
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([
      `'sha256-${createHash('sha256').update(Buffer.from(script)).digest('base64')}'`,
    ])
  })
})

describe('the caching headers of a page the app allowed to keep', () => {
  const page = { cacheTags: ['site:automotive-se', 'page:7', 'pages'], varyCookies: ['hideAlert'] }

  it('are public with s-maxage, stale-while-revalidate and the tags for an anonymous visitor', () => {
    expect(sharedCacheHeaders(visitor('_ga=GA1.2'), page, settings)).toEqual({
      'cache-control': 'public, s-maxage=300, stale-while-revalidate=60',
      'cache-tag': 'site:automotive-se,page:7,pages',
      'surrogate-key': 'site:automotive-se page:7 pages',
    })
  })

  it.each([
    ['a CMS session', 'payload-token=abc'],
    ['the draft-mode cookie', '__prerender_bypass=1'],
    ['a cookie the page read', 'hideAlert=1'],
  ])('are private for a request with %s', (_, cookie) => {
    expect(sharedCacheHeaders(visitor(cookie), page, settings)).toEqual({
      'cache-control': privateCacheControl,
    })
  })

  it('are private when the shared cache is turned off (SHARED_CACHE_MAX_AGE=0)', () => {
    expect(sharedCacheHeaders(visitor(), page, { ...settings, maxAge: 0 })['cache-control']).toBe(
      privateCacheControl,
    )
  })
})

describe('the shared cache settings', () => {
  it('default to 300 s, with 60 s of stale-while-revalidate', () => {
    expect(sharedCacheSettings({})).toEqual({ maxAge: 300, staleWhileRevalidate: 60 })
    expect(
      sharedCacheSettings({ SHARED_CACHE_MAX_AGE: '30', SHARED_CACHE_STALE_WHILE_REVALIDATE: '5' }),
    ).toEqual({
      maxAge: 30,
      staleWhileRevalidate: 5,
    })
  })

  it('name the variable that is not a whole number of seconds', () => {
    expect(() => sharedCacheSettings({ SHARED_CACHE_MAX_AGE: 'soon' })).toThrow(/SHARED_CACHE_MAX_AGE/)
    expect(() => sharedCacheSettings({ SHARED_CACHE_STALE_WHILE_REVALIDATE: '-1' })).toThrow(
      /SHARED_CACHE_STALE_WHILE_REVALIDATE/,
    )
  })
})
