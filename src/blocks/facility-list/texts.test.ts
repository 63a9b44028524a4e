import { describe, expect, it } from 'vitest'
import { dictionaryEntries } from '@/seed/dictionary'
import { facilityCountText, facilityListTexts } from './texts'

const dictionaryOf = (language: 'sv' | 'sk' | 'en') =>
  Object.fromEntries(Object.entries(dictionaryEntries).map(([key, values]) => [key, values[language]]))

describe('the facility list’s words', () => {
  it('counts what is shown of more, and all of them in the language’s plural', () => {
    const sv = dictionaryOf('sv')
    expect(facilityCountText(sv, 'sv-SE', 48, 1200)).toBe('Visar 48 av 1\u00a0200 anläggningar')
    expect(facilityCountText(sv, 'sv-SE', 1, 1)).toBe('1 anläggning')
    expect(facilityCountText(sv, 'sv-SE', 9, 9)).toBe('9 anläggningar')
    const sk = dictionaryOf('sk')
    expect([1, 3, 9].map((count) => facilityCountText(sk, 'sk-SK', count, count))).toEqual([
      '1 pobočka',
      '3 pobočky',
      '9 pobočiek',
    ])
    expect(facilityCountText(dictionaryOf('en'), 'en-GB', 1, 1)).toBe('1 dealer')
  })

  it('speaks of dealers, not cars, when a search finds none or fails', () => {
    const texts = facilityListTexts(dictionaryOf('sv'))
    expect(texts.facilityListEmpty).toBe('Inga anläggningar matchar din sökning.')
    expect(`${texts.facilityListEmpty} ${texts.facilityListError}`).not.toMatch(/bil/i)
  })
})
