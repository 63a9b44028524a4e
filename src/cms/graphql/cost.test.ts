import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { listQueryCost, maxQueryCost, queryCost } from './cost'

const cost = (query: string, variables?: Record<string, unknown>) => queryCost(parse(query), variables)

describe('queryCost', () => {
  it('counts what a list query may return once per document', () => {
    expect(cost('{ Pages(limit: 100) { docs { id title } } }')).toBe(1 + listQueryCost + 100 * (1 + 2))
    expect(cost('{ Pages { docs { id } } }')).toBe(1 + listQueryCost + 10 * 2)
    expect(cost('query ($n: Int) { Pages(limit: $n) { docs { id } } }', { n: 50 })).toBe(
      1 + listQueryCost + 50 * 2,
    )
  })

  it('counts every alias, so an alias amplification query is far above the limit', () => {
    const aliases = Array.from({ length: 75 }, (_, i) => `p${i}: Pages(limit: 500) { docs { id title } }`)
    expect(cost(`{ ${aliases.join(' ')} }`)).toBe(75 * (1 + listQueryCost + 500 * 3))
  })

  it('counts each alias as the database query it is: 70 small list queries are over the limit', () => {
    const aliases = Array.from({ length: 70 }, (_, i) => `p${i}: Pages(limit: 20) { docs { id } }`)
    expect(cost(`{ ${aliases.join(' ')} }`)).toBe(70 * (1 + listQueryCost + 20 * 2))
    expect(cost(`{ ${aliases.join(' ')} }`)).toBeGreaterThan(maxQueryCost)
  })

  it('treats limit 0 and pagination false as every document', () => {
    expect(cost('{ Pages(pagination: false) { docs { id } } }')).toBeGreaterThan(maxQueryCost)
    expect(cost('{ Pages(limit: 0) { docs { id } } }')).toBeGreaterThan(maxQueryCost)
  })

  it('follows fragments, and refuses one that spreads itself', () => {
    expect(cost('{ Pages(limit: 5) { ...f } } fragment f on Pages { docs { id title } }')).toBe(
      1 + listQueryCost + 5 * 3,
    )
    expect(cost('{ Pages { ...f } } fragment f on Pages { docs { id ...f } }')).toBe(Infinity)
  })

  it('keeps an ordinary site query well below the limit', () => {
    expect(
      cost('{ Pages(limit: 20, where: { path: { equals: "/" } }) { docs { id title path site { name } } } }'),
    ).toBeLessThan(maxQueryCost)
  })
})
