import { describe, expect, it } from 'vitest'
import { isSitePath, isWellFormedPath, resolveRequest, siteKeyFromHost } from './resolve-request'

describe('siteKeyFromHost', () => {
  it('takes the label of a *.localhost host, ignoring the port and case', () => {
    expect(siteKeyFromHost('Carstore-FI.localhost:3000')).toBe('carstore-fi')
  })
  it('keeps a public host name whole so the server can match the site hostnames', () => {
    expect(siteKeyFromHost('www.automotive.se')).toBe('www.automotive.se')
  })
  it('lets a well-formed ?site= override win, and ignores a malformed one', () => {
    expect(siteKeyFromHost('localhost:3000', 'carstore-sk')).toBe('carstore-sk')
    expect(siteKeyFromHost('localhost:3000', '../etc')).toBe('localhost')
  })
})

describe('resolveRequest', () => {
  it('treats a known language prefix as the language and the rest as the page path', () => {
    expect(resolveRequest({ host: 'automotive-no.localhost', pathname: '/en/service/booking' })).toEqual({
      siteKey: 'automotive-no',
      languageSegment: 'en',
      rest: ['service', 'booking'],
    })
  })
  it('uses the default-language marker when the path has no language prefix', () => {
    expect(resolveRequest({ host: 'automotive-se.localhost', pathname: '/' })).toEqual({
      siteKey: 'automotive-se',
      languageSegment: '_',
      rest: [],
    })
  })
  it('maps prefixes case-insensitively to the CMS locale code', () => {
    expect(resolveRequest({ host: 'x.localhost', pathname: '/EN-GB/a' }).languageSegment).toBe('en-GB')
  })
})

describe('isSitePath', () => {
  it("keeps framework, admin, API and internal endpoints and the admin's files away from the site route", () => {
    for (const path of [
      '/_next/static/x.js',
      '/_i/640/c/car.webp',
      '/admin',
      '/api/search',
      '/-/media/a.png',
      '/healthz',
      '/robots.txt',
      '/sitemap.xml',
      '/feaas-render',
      '/block-thumbnails/heroBanner.jpg',
    ]) {
      expect(isSitePath(path)).toBe(false)
    }
  })
  it('sends page paths to the site route, including ones that merely start like an endpoint', () => {
    for (const path of ['/', '/kop-bil', '/administration', '/apis', '/healthzone']) {
      expect(isSitePath(path)).toBe(true)
    }
  })
})

describe('isWellFormedPath', () => {
  it('accepts encoded and plain paths and refuses broken percent-escapes', () => {
    expect(isWellFormedPath('/k%C3%B6p-bil')).toBe(true)
    expect(isWellFormedPath('/%E0%A4%A')).toBe(false)
  })
})
