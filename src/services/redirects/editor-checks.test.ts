import { describe, expect, it } from 'vitest'
import {
  chainMessage,
  checkSource,
  duplicateWarning,
  findChain,
  findConflictingDuplicate,
  loopMessage,
  wouldLoop,
} from './editor-checks'
import { redirect as rule } from '@/seed/redirects/helpers'
import type { RedirectRule } from './types'

const withId = (id: string, value: RedirectRule): RedirectRule => ({ ...value, id })

describe('findConflictingDuplicate', () => {
  const existing = [
    withId('r1', rule('/brochures', '/buy-car/brands')),
    withId(
      'r2',
      rule(
        '/bilar',
        '/kop-bil?car_vehicle_type=Personbil',
        { type: 'query', key: 'vehicletype', value: 'PB' },
        { type: 'query', key: 'x' },
      ),
    ),
    withId('r3', rule('/used/:path*', '/buy-car/used-cars/:path*')),
  ]

  it('names the rule with the same source and conditions but another destination', () => {
    expect(findConflictingDuplicate(rule('/Brochures/', '/'), existing)?.id).toBe('r1')
    const reordered = rule(
      '/bilar',
      '/other',
      { type: 'query', key: 'x' },
      { type: 'query', key: 'vehicletype', value: 'PB' },
    )
    expect(findConflictingDuplicate(reordered, existing)?.id).toBe('r2')
    expect(findConflictingDuplicate(rule('/used/:rest*', '/elsewhere'), existing)?.id).toBe('r3')
  })

  it('ignores the same destination, other conditions, other sources and the rule itself', () => {
    expect(findConflictingDuplicate(rule('/brochures', '/buy-car/brands'), existing)).toBeNull()
    expect(
      findConflictingDuplicate(
        rule('/bilar', '/other', { type: 'query', key: 'vehicletype', value: 'TB' }),
        existing,
      ),
    ).toBeNull()
    expect(findConflictingDuplicate(rule('/brochure', '/'), existing)).toBeNull()
    expect(findConflictingDuplicate(withId('r1', rule('/brochures', '/changed')), existing)).toBeNull()
  })

  it('produces a warning that names the other rule and both destinations', () => {
    const other = existing[0]
    const message = duplicateWarning(rule('/brochures', '/'), other)
    expect(message).toContain('r1')
    expect(message).toContain('"/buy-car/brands"')
    expect(message).toContain('"/"')
  })
})

describe('wouldLoop', () => {
  it('detects destinations the same rule would redirect again', () => {
    expect(wouldLoop(rule('/kop-bil', '/kop-bil/'))).toBe(true)
    expect(wouldLoop(rule('/:path*', '/en/:path*'))).toBe(true)
    expect(wouldLoop(rule('/aktuelt', '/aktuelt', { type: 'query', key: 'cat' }))).toBe(true)
    expect(wouldLoop(rule('/:path*', 'https://www.x.se/:path*', { type: 'host', value: 'www.x.se' }))).toBe(
      true,
    )
    expect(wouldLoop(rule('/anlaggningar/:id(\\d+)', '/anlaggningar/:id'))).toBe(true)
  })

  it('accepts destinations that leave the source behind', () => {
    expect(wouldLoop(rule('/en/:path*', '/:path*'))).toBe(false)
    expect(wouldLoop(rule('/aktuelt', '/aktuelt?', { type: 'query', key: 'cat' }))).toBe(false)
    expect(
      wouldLoop(rule('/biler', '/biler?car_brand=BMW', { type: 'query', key: 'br', value: 'bmw' })),
    ).toBe(false)
    expect(wouldLoop(rule('/:path*', 'https://x.se/:path*', { type: 'host', value: 'www.x.se' }))).toBe(false)
    expect(wouldLoop(rule('/anlaggningar/:id(\\d+)/:slug', '/anlaggningar/:slug'))).toBe(false)
  })

  it('explains the refusal with both source and destination', () => {
    expect(loopMessage(rule('/kop-bil', '/kop-bil/'))).toMatch(/"\/kop-bil\/".*"\/kop-bil".*endless loop/)
  })
})

describe('checkSource', () => {
  it('accepts valid patterns and explains invalid ones', () => {
    expect(checkSource('/used/:path*')).toBeNull()
    expect(checkSource('used')).toMatch(/must start with "\/"/)
    expect(checkSource('/broken/:')).toMatch(/not a valid path pattern/)
  })
})

describe('findChain', () => {
  const table = [
    withId('r1', rule('/kampanj', '/erbjudanden')),
    withId('r2', rule('/gammal/:slug', '/ny/:slug')),
  ]

  it('finds the rule that would redirect a destination again, or that lands on a source', () => {
    const onward = rule('/vinter', '/kampanj')
    expect(findChain(onward, table)).toEqual({ other: table[0], position: 'after' })
    expect(chainMessage(onward, findChain(onward, table)!)).toContain(
      'Point this rule at "/erbjudanden" directly',
    )
    const below = rule('/ny/:slug', '/bilar/:slug')
    expect(findChain(below, table)).toEqual({ other: table[1], position: 'before' })
    // Two rules into each other: a loop between them.
    expect(findChain(rule('/erbjudanden', '/kampanj'), table)?.other).toBe(table[0])
  })

  it('lets a rule that stands alone, and the saved rule itself, pass', () => {
    expect(findChain(rule('/vinter', '/erbjudanden/vinter'), table)).toBeNull()
    expect(findChain(table[0], table)).toBeNull()
  })
})
