import { describe, expect, it } from 'vitest'
import type { Site } from '@/cms/payload-types'
import { pickSite } from './sites'
import { localisedPath, requestLanguage } from '@/lib/site/languages'

const site = (name: string, languages: string[], extra: Partial<Site> = {}) =>
  ({
    name,
    languages: languages.map((language) => ({ language })),
    hostnames: [],
    isDefault: false,
    ...extra,
  }) as unknown as Site

const sites = [
  site('automotive-se', ['sv'], { isDefault: true, hostnames: [{ hostname: 'www.automotive.se' }] }),
  site('automotive-no', ['nb', 'en']),
]

describe('pickSite', () => {
  it('matches the site name, then a configured hostname, else the default site', () => {
    expect(pickSite(sites, 'automotive-no').name).toBe('automotive-no')
    expect(pickSite(sites, 'www.automotive.se').name).toBe('automotive-se')
    expect(pickSite(sites, 'unknown.example').name).toBe('automotive-se')
  })
})

describe('requestLanguage', () => {
  it('uses the default language without a prefix and the prefixed one when the site has it', () => {
    expect(requestLanguage(sites[1], '_').language.code).toBe('nb')
    expect(requestLanguage(sites[1], 'en')).toMatchObject({ language: { code: 'en' }, prefixIsPath: false })
  })

  it('treats a prefix the site lacks as part of the path, in the default language', () => {
    expect(requestLanguage(sites[0], 'en')).toMatchObject({ language: { code: 'sv' }, prefixIsPath: true })
  })
})

describe('localisedPath', () => {
  it('prefixes only non-default languages', () => {
    expect(localisedPath(sites[1], 'nb', '/kjop-bil')).toBe('/kjop-bil')
    expect(localisedPath(sites[1], 'en', '/buy-car')).toBe('/en/buy-car')
    expect(localisedPath(sites[1], 'en', '/')).toBe('/en')
  })
})
