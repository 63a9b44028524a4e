import { describe, expect, it } from 'vitest'
import { compileRedirects } from './compile'
import { redirect as rule } from '@/seed/redirects/helpers'
import type { RedirectRule } from './types'

function locationFor(rules: RedirectRule[], path: string, host = 'site.localhost:3000'): string | null {
  const [pathname, query = ''] = path.split(/\?(.*)/s)
  return compileRedirects(rules).match({ host, pathname, search: query ? `?${query}` : '' })?.location ?? null
}

describe('compileRedirects: paths and parameters', () => {
  it('substitutes named parameters, also inside a segment', () => {
    const rules = [rule('/anlaggningar/:id(\\d+)/bmw-:location', '/anlaggningar/bmw-:location')]
    expect(locationFor(rules, '/anlaggningar/118/bmw-stockholm')).toBe('/anlaggningar/bmw-stockholm')
  })

  it('does not match when a constrained parameter does not fit, or on a near-miss path', () => {
    const rules = [rule('/anlaggningar/:id(\\d+)/:slug', '/anlaggningar/:slug'), rule('/test', '/')]
    expect(locationFor(rules, '/anlaggningar/abc/bmw-stockholm')).toBeNull()
    expect(locationFor(rules, '/anlaggningar/118')).toBeNull()
    expect(locationFor(rules, '/testing')).toBeNull()
    expect(locationFor(rules, '/test/more')).toBeNull()
  })

  it('joins wildcard segments with "/" and drops an empty wildcard with its slash', () => {
    const rules = [rule('/used/:path*', '/buy-car/used-cars/:path*')]
    expect(locationFor(rules, '/used/bmw/x3/m-sport')).toBe('/buy-car/used-cars/bmw/x3/m-sport')
    expect(locationFor(rules, '/used')).toBe('/buy-car/used-cars')
    expect(locationFor(rules, '/usedcars')).toBeNull()
  })

  it('handles optional parameters', () => {
    const rules = [rule('/nyheter/:year(\\d{4})?/:slug', '/aktuellt/:year/:slug')]
    expect(locationFor(rules, '/nyheter/2021/elbil')).toBe('/aktuellt/2021/elbil')
    expect(locationFor(rules, '/nyheter/elbil')).toBe('/aktuellt/elbil')
  })

  it('maps a whole host onto another with an absolute destination, root included', () => {
    const rules = [
      rule('/:path*', 'https://automotive.se/:path*', { type: 'host', value: 'www.automotive.se' }),
    ]
    expect(locationFor(rules, '/', 'www.automotive.se')).toBe('https://automotive.se/')
    expect(locationFor(rules, '/kop-bil?x=1', 'www.automotive.se:443')).toBe(
      'https://automotive.se/kop-bil?x=1',
    )
    expect(locationFor(rules, '/kop-bil', 'automotive.se')).toBeNull()
  })

  it('ignores case and one trailing slash, and keeps the request case in parameters', () => {
    const rules = [rule('/findus/:id/:location', '/anlaggningar/:location'), rule('/om-oss/', '/om')]
    expect(locationFor(rules, '/FindUs/12/Uppsala/')).toBe('/anlaggningar/Uppsala')
    expect(locationFor(rules, '/om-oss')).toBe('/om')
    expect(locationFor(rules, '/OM-OSS/')).toBe('/om')
  })

  it('treats encoded and unencoded non-ASCII paths alike and emits an ASCII Location', () => {
    const rules = [rule('/däck/:size', '/däckhotell/:size')]
    expect(locationFor(rules, '/d%C3%A4ck/205')).toBe('/d%C3%A4ckhotell/205')
    expect(locationFor(rules, '/däck/205')).toBe('/d%C3%A4ckhotell/205')
  })
})

describe('compileRedirects: query strings', () => {
  it('keeps the request query when the destination has none', () => {
    expect(locationFor([rule('/bilar', '/kop-bil')], '/bilar?utm_source=x&page=2')).toBe(
      '/kop-bil?utm_source=x&page=2',
    )
  })

  it('replaces the request query with the destination query, substituting parameters', () => {
    const rules = [rule('/new-cars/:brand', '/buy-car/new-cars?car_brand=:brand&car_fuel=Electric')]
    expect(locationFor(rules, '/new-cars/Mercedes%20Benz?sort=asc')).toBe(
      '/buy-car/new-cars?car_brand=Mercedes%20Benz&car_fuel=Electric',
    )
  })

  it('drops the request query when the destination ends in a bare "?"', () => {
    const rules = [rule('/aktuelt', '/aktuelt/nyheter?', { type: 'query', key: 'cat', value: 'nyheter' })]
    expect(locationFor(rules, '/aktuelt?cat=nyheter&utm_source=fb')).toBe('/aktuelt/nyheter')
  })
})

describe('compileRedirects: conditions', () => {
  const facility = rule(
    '/hitta-oss',
    '/anlaggningar/bmw-stockholm',
    { type: 'query', key: '_id', value: '1042' },
    { type: 'query', key: '_z' },
  )

  it('requires every query condition: the key, and the exact value when one is given', () => {
    expect(locationFor([facility], '/hitta-oss?_z=&_id=1042')).toBe(
      '/anlaggningar/bmw-stockholm?_z=&_id=1042',
    )
    expect(locationFor([facility], '/hitta-oss?_id=1042')).toBeNull()
    expect(locationFor([facility], '/hitta-oss?_id=10420&_z=1')).toBeNull()
    expect(locationFor([facility], '/hitta-oss?id=1042&z=1')).toBeNull()
    expect(locationFor([facility], '/hitta-oss')).toBeNull()
  })

  it('accepts a repeated query key when one of its values matches', () => {
    expect(locationFor([facility], '/hitta-oss?_id=1&_id=1042&_z=3')).toBe(
      '/anlaggningar/bmw-stockholm?_id=1&_id=1042&_z=3',
    )
  })

  it('compares hosts without port unless the condition names one', () => {
    const rules = [
      rule('/', '/local', { type: 'host', value: 'site.localhost:4000' }),
      rule('/', '/any', { type: 'host', value: 'SITE.localhost' }),
    ]
    expect(locationFor(rules, '/', 'site.localhost:4000')).toBe('/local')
    expect(locationFor(rules, '/', 'site.localhost:3000')).toBe('/any')
    expect(locationFor(rules, '/', 'other.localhost:3000')).toBeNull()
  })
})

describe('compileRedirects: precedence and robustness', () => {
  it('lets the first matching rule in editor order win, across index buckets', () => {
    const rules = [
      rule('/:section/bmw', '/brand-first'),
      rule('/used/bmw', '/literal-second'),
      rule('/used/:path*', '/wildcard-third'),
    ]
    const compiled = compileRedirects(rules)
    expect(compiled.match({ host: 'a', pathname: '/used/bmw', search: '' })).toEqual({
      location: '/brand-first',
      status: 308,
      ruleIndex: 0,
    })
    expect(compiled.match({ host: 'a', pathname: '/used/audi', search: '' })?.ruleIndex).toBe(2)
  })

  it('falls through a conditional rule to a later unconditional one with the same source', () => {
    const rules = [
      rule('/bilar', '/kop-bil?car_vehicle_type=Personbil', {
        type: 'query',
        key: 'vehicletype',
        value: 'PB',
      }),
      rule('/bilar', '/kop-bil'),
    ]
    expect(locationFor(rules, '/bilar?vehicletype=PB')).toBe('/kop-bil?car_vehicle_type=Personbil')
    expect(locationFor(rules, '/bilar?vehicletype=TB')).toBe('/kop-bil?vehicletype=TB')
  })

  it('skips and reports a rule with an invalid source while the others keep working', () => {
    const compiled = compileRedirects([rule('/broken/:', '/x'), rule('no-slash', '/y'), rule('/ok', '/fine')])
    expect(compiled.skipped.map((skipped) => skipped.ruleIndex)).toEqual([0, 1])
    expect(compiled.match({ host: 'a', pathname: '/ok', search: '' })?.location).toBe('/fine')
  })
})
