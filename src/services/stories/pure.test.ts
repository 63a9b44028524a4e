import { describe, expect, it } from 'vitest'
import { decodeCursor, encodeCursor } from './cursor'
import { formattedDateValue, longDate, shownDate } from './dates'
import { withoutLastSegments } from './paths'

describe('story cursors', () => {
  it('round-trip a position and refuse anything else', () => {
    const position = { date: '2026-02-20T09:00:00.000Z', id: 42 }
    expect(decodeCursor(encodeCursor(position))).toEqual(position)
    for (const forged of [
      '',
      'abc',
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('["x",1]').toString('base64url'),
      Buffer.from('["2026-01-01",-1]').toString('base64url'),
    ])
      expect(decodeCursor(forged)).toBeNull()
  })
})

describe('story dates', () => {
  const iso = '2026-03-12T09:30:00.000Z'
  it('shows only the date part of formattedDateValue in every site language', () => {
    expect(shownDate(formattedDateValue(iso, 'sv-SE', 'Europe/Stockholm'))).toBe('2026-03-12')
    expect(shownDate(formattedDateValue(iso, 'fi-FI', 'Europe/Helsinki'))).toBe('12.3.2026')
    expect(shownDate(formattedDateValue(iso, 'nb-NO', 'Europe/Oslo'))).toBe('12.03.2026')
    expect(shownDate(formattedDateValue(iso, 'en-GB', 'Europe/London'))).toBe('12/03/2026')
    // Slovak dates contain spaces of their own; the whole date is still the first part.
    expect(shownDate(formattedDateValue(iso, 'sk-SK', 'Europe/Bratislava'))).toBe('12.\u00a03.\u00a02026')
    expect(formattedDateValue(iso, 'sv-SE', 'Europe/Stockholm')).toBe('2026-03-12 10:30')
  })

  it('writes the publish date out in the site locale', () => {
    expect(longDate(iso, 'sv-SE', 'Europe/Stockholm')).toBe('12 mars 2026')
    expect(longDate(iso, 'en-GB', 'Europe/London')).toBe('12 March 2026')
  })
})

describe('withoutLastSegments', () => {
  it('drops the last segments of a path, never past the root', () => {
    expect(withoutLastSegments('/aktuellt/nyheter/ny-bil', 2)).toBe('/aktuellt')
    expect(withoutLastSegments('/en/news/articles/a', 2)).toBe('/en/news')
    expect(withoutLastSegments('/a', 2)).toBe('/')
    expect(withoutLastSegments('/', 2)).toBe('/')
  })
})
