import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './headers'

describe('security headers', () => {
  const options = { adminOrigin: 'http://localhost:3000', development: false }

  it('allows scripts only with the nonce, never inline or eval in production', () => {
    const script = /script-src ([^;]+)/.exec(contentSecurityPolicy('abc', options))![1]
    expect(script).toContain("'nonce-abc'")
    expect(script).not.toContain('unsafe-inline')
    expect(script).not.toContain('unsafe-eval')
  })

  it("names the tag manager's host, which counts where 'strict-dynamic' goes (a shared page's hashed policy)", () => {
    const script = /script-src ([^;]+)/.exec(contentSecurityPolicy('abc', options))![1]
    expect(script.split(' ')).toContain('https://www.googletagmanager.com')
  })

  it('lets workers load only from our own origin (the map), not from blob: or elsewhere', () => {
    expect(contentSecurityPolicy('abc', options)).toContain("worker-src 'self';")
  })

  it("lets the map fetch from a configured style's origin, and only then", () => {
    expect(contentSecurityPolicy('abc', options)).not.toContain('tiles.example')
    expect(contentSecurityPolicy('abc', { ...options, mapOrigin: 'https://tiles.example' })).toContain(
      "connect-src 'self' https://tiles.example ",
    )
  })

  it('lets only the admin origin frame pages (live preview)', () => {
    expect(contentSecurityPolicy('abc', options)).toContain("frame-ancestors 'self' http://localhost:3000")
  })

  it('sends HSTS, nosniff and a strict referrer policy', () => {
    const headers = securityHeaders('abc', options)
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
  })
})
