import { describe, expect, it } from 'vitest'
import { compileRedirects } from '@/services/redirects/compile'
import { demoRedirects, type DemoSiteName } from './rules'
import { demoRedirectExpectations } from './rules.expectations'
import { findChain, findConflictingDuplicate, wouldLoop } from '@/services/redirects/editor-checks'

const compiledBySite = new Map(
  Object.entries(demoRedirects).map(([site, rules]) => [site, compileRedirects(rules)]),
)

function replay(site: string, path: string, host?: string) {
  const queryAt = path.indexOf('?')
  return compiledBySite.get(site)!.match({
    host: host ?? `${site}.localhost:3000`,
    pathname: queryAt === -1 ? path : path.slice(0, queryAt),
    search: queryAt === -1 ? '' : path.slice(queryAt),
  })
}

describe('demo redirect tables', () => {
  it.each(demoRedirectExpectations.map((row) => [`${row.site} ${row.host ?? ''}${row.path}`, row] as const))(
    '%s',
    (_name, row) => {
      const result = replay(row.site, row.path, row.host)
      if (row.expect.status === 'no-redirect') expect(result).toBeNull()
      else expect(result).toMatchObject({ status: 308, location: row.expect.location })
    },
  )

  it('exercises every demo rule except the deliberately shadowed UK duplicates', () => {
    for (const [site, rules] of Object.entries(demoRedirects)) {
      const hit = new Set(
        demoRedirectExpectations
          .filter((row) => row.site === site)
          .map((row) => replay(site, row.path, row.host)?.ruleIndex),
      )
      const unhit = rules
        .filter((_rule, index) => !hit.has(index))
        .map((rule) => `${rule.source} → ${rule.destination}`)
      const shadowed =
        site === 'automotive-uk'
          ? ['/about-us/careers → https://careers.automotive.co.uk/', '/brochures → /']
          : []
      expect(unhit, site).toEqual(shadowed)
    }
  })

  it('compiles every rule, and none loops back to its own source', () => {
    for (const rules of Object.values(demoRedirects)) {
      expect(compileRedirects(rules).skipped).toEqual([])
      expect(rules.filter(wouldLoop)).toEqual([])
    }
  })

  it('has no rule that redirects into another rule of its site (the CMS refuses chains)', () => {
    const chained = Object.entries(demoRedirects).flatMap(([site, rules]) =>
      rules.flatMap((rule, index) =>
        findChain(rule, rules.slice(0, index)) ? [`${site} ${rule.source}`] : [],
      ),
    )
    expect(chained).toEqual([])
  })

  it('has conflicting duplicates only where the UK table keeps them on purpose', () => {
    const conflicts = Object.entries(demoRedirects).flatMap(([site, rules]) =>
      rules.flatMap((rule, index) =>
        findConflictingDuplicate(rule, rules.slice(0, index)) ? [`${site} ${rule.source}`] : [],
      ),
    )
    expect(conflicts).toEqual(['automotive-uk /about-us/careers', 'automotive-uk /brochures'])
  })

  it('seeds between 150 and 250 rules over the seven demo sites', () => {
    const sites = Object.keys(demoRedirects) as DemoSiteName[]
    const total = sites.reduce((sum, site) => sum + demoRedirects[site].length, 0)
    expect(sites).toHaveLength(7)
    expect(total).toBeGreaterThanOrEqual(150)
    expect(total).toBeLessThanOrEqual(250)
  })
})
