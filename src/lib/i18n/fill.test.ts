import { describe, expect, it } from 'vitest'
import { fill } from './fill'

describe('fill', () => {
  it('fills every named placeholder, each time it occurs', () => {
    expect(fill('Visar {shown} av {total}: {shown}', { shown: 48, total: '750' })).toBe('Visar 48 av 750: 48')
  })

  it('fills numbered placeholders by their number', () => {
    expect(fill('{1} months, {2} %', { 1: 36, 2: '20' })).toBe('36 months, 20 %')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(fill('{1} and {3}', { 1: 'a' })).toBe('a and {3}')
    expect(fill('Visar {shown} av {total} {x}', { shown: 48, total: '750' })).toBe('Visar 48 av 750 {x}')
  })

  it('takes only the values given, never inherited properties', () => {
    expect(fill('{months} {constructor} {toString}', { months: 36 })).toBe('36 {constructor} {toString}')
  })

  it('writes numbers as String does and leaves other braces alone', () => {
    expect(fill('{rate} {a-b} {} {{n}}', { rate: 6.95, n: 0 })).toBe('6.95 {a-b} {} {0}')
  })
})
