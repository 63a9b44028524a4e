import { describe, expect, it } from 'vitest'
import { decodePathSegments, pagePathSegments, pagePathSegmentsOf } from './path-segments'

describe('page path segments', () => {
  it('decodes percent-escapes and refuses ones that do not decode', () => {
    expect(decodePathSegments(['k%C3%B6p-bil', 'volvo'])).toEqual(['köp-bil', 'volvo'])
    expect(decodePathSegments(['%E0%A4%A'])).toBeNull()
  })

  it('keeps a prefix the site does not have as a language as the first, lowercased, segment', () => {
    expect(pagePathSegments('EN', ['about'], true)).toEqual(['en', 'about'])
    expect(pagePathSegments('en', ['about'], false)).toEqual(['about'])
  })

  it('reads the same segments from the original request path as the page route gets them', () => {
    expect(pagePathSegmentsOf('/en/buy-car/volvo', false)).toEqual(['buy-car', 'volvo'])
    expect(pagePathSegmentsOf('/En/buy-car', true)).toEqual(['en', 'buy-car'])
    expect(pagePathSegmentsOf('/kop-bil/123/volvo-xc60', false)).toEqual(['kop-bil', '123', 'volvo-xc60'])
    expect(pagePathSegmentsOf('/kop-bil/%E0%A4%A', false)).toBeNull()
  })
})
